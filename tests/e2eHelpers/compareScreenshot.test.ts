import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { compareScreenshot, describeVisualFailure } from '../e2e/visual/compareScreenshot';

/** A white picture of `width`×`height` with a black block at (`x`, 0) of `block` px square. */
function picture(width: number, height: number, x = 0, block = 0): Buffer {
  const png = new PNG({ width, height });
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const inBlock = col >= x && col < x + block && row < block;
      const at = (row * width + col) * 4;
      png.data.fill(inBlock ? 0 : 255, at, at + 3);
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

describe('compareScreenshot', () => {
  let dir: string;
  let files: { baseline: string; actual: string; diff: string };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'trilha-visual-'));
    files = {
      baseline: join(dir, 'base.png'),
      actual: join(dir, 'out/a.png'),
      diff: join(dir, 'out/d.png'),
    };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should write the baseline in update mode, then find the same picture the same', () => {
    expect(compareScreenshot(picture(100, 100, 10, 20), files, { update: true })).toEqual({
      status: 'updated',
    });
    expect(compareScreenshot(picture(100, 100, 10, 20), files).status).toBe('same');
    expect(existsSync(files.diff)).toBe(false);
  });

  it('should tolerate a few differing pixels (text rasterising noise)', () => {
    compareScreenshot(picture(100, 100), files, { update: true });
    // 1 px of 10,000: under the 0.2% tolerance.
    expect(compareScreenshot(picture(100, 100, 50, 1), files).status).toBe('same');
  });

  it('should fail a moved block, writing the screenshot and a diff image and saying how to update', () => {
    compareScreenshot(picture(100, 100, 10, 20), files, { update: true });
    const result = compareScreenshot(picture(100, 100, 30, 20), files);
    expect(result).toEqual({ status: 'different', diffRatio: 0.08, diffPixels: 800 });
    const diff = PNG.sync.read(readFileSync(files.diff));
    expect([diff.width, diff.height]).toEqual([100, 100]);
    expect(existsSync(files.actual)).toBe(true);
    expect(describeVisualFailure('lead-0-375', result, files)).toBe(
      `lead-0-375: 8.00% of the pixels differ (800), more than 0.20%; diff image at ${files.diff}, screenshot at ${files.actual}; run \`npm run test:visual:update\` if the change is intended, and commit the baselines`,
    );
  });

  it('should fail a page of another height, and a shot without a baseline', () => {
    expect(compareScreenshot(picture(100, 100), files).status).toBe('missing');
    compareScreenshot(picture(100, 100), files, { update: true });
    expect(compareScreenshot(picture(100, 120), files)).toEqual({
      status: 'resized',
      baseline: '100×100',
      actual: '100×120',
    });
  });
});
