/**
 * Visual regression: a screenshot against its committed baseline (PNG), with a tolerance, a
 * diff image on failure and an update mode (`npm run test:visual:update`, i.e.
 * VISUAL_UPDATE=1), which writes the baseline instead of comparing.
 */
import { existsSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** How different two screenshots may be and still count as the same picture. */
export interface VisualTolerance {
  /** Per pixel colour distance pixelmatch ignores (0 exact … 1 anything); anti-aliasing aside. */
  pixelThreshold: number;
  /** Share of pixels that may differ beyond `pixelThreshold` (font hinting, sub-pixel text). */
  maxDiffRatio: number;
}

/** The house tolerance: a moved or recoloured block fails, text rasterising noise does not. */
export const VISUAL_TOLERANCE: VisualTolerance = { pixelThreshold: 0.1, maxDiffRatio: 0.002 };

/** What one comparison found. */
export type VisualResult =
  | { status: 'same'; diffRatio: number }
  | { status: 'updated' }
  | { status: 'missing' }
  | { status: 'resized'; baseline: string; actual: string }
  | { status: 'different'; diffRatio: number; diffPixels: number };

/** Files of one comparison: the committed baseline, and where failures are written. */
export interface VisualFiles {
  baseline: string;
  /** The screenshot taken now, written when it does not match. */
  actual: string;
  /** Differing pixels in red over a faded copy of the baseline, written when it does not match. */
  diff: string;
}

function writeBytes(file: string, bytes: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

function writePng(file: string, png: PNG): void {
  writeBytes(file, PNG.sync.write(png));
}

/**
 * Compares `screenshot` (PNG bytes) with `files.baseline`. With `update`, writes it as the
 * baseline. Otherwise, on a difference beyond the tolerance (or another size), writes the
 * actual picture and a diff image next to the artifacts and says so.
 */
export function compareScreenshot(
  screenshot: Buffer,
  files: VisualFiles,
  { update = false, tolerance = VISUAL_TOLERANCE } = {},
): VisualResult {
  if (update) {
    writeBytes(files.baseline, screenshot);
    return { status: 'updated' };
  }
  if (!existsSync(files.baseline)) {
    writeBytes(files.actual, screenshot);
    return { status: 'missing' };
  }
  const expected = PNG.sync.read(readFileSync(files.baseline));
  const actual = PNG.sync.read(screenshot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeBytes(files.actual, screenshot);
    return {
      status: 'resized',
      baseline: `${expected.width}×${expected.height}`,
      actual: `${actual.width}×${actual.height}`,
    };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const diffPixels = pixelmatch(
    expected.data,
    actual.data,
    diff.data,
    expected.width,
    expected.height,
    {
      threshold: tolerance.pixelThreshold,
    },
  );
  const diffRatio = diffPixels / (expected.width * expected.height);
  if (diffRatio <= tolerance.maxDiffRatio) return { status: 'same', diffRatio };
  writeBytes(files.actual, screenshot);
  writePng(files.diff, diff);
  return { status: 'different', diffRatio, diffPixels };
}

/** One sentence for a failed comparison, naming the files to look at; undefined when it passed. */
export function describeVisualFailure(
  name: string,
  result: VisualResult,
  files: VisualFiles,
): string | undefined {
  const update =
    'run `npm run test:visual:update` if the change is intended, and commit the baselines';
  switch (result.status) {
    case 'same':
    case 'updated':
      return undefined;
    case 'missing':
      return `${name}: no baseline at ${files.baseline} (screenshot at ${files.actual}); ${update}`;
    case 'resized':
      return `${name}: the page is ${result.actual} px, its baseline ${result.baseline} px (screenshot at ${files.actual}); ${update}`;
    case 'different':
      return `${name}: ${(result.diffRatio * 100).toFixed(2)}% of the pixels differ (${result.diffPixels}), more than ${(VISUAL_TOLERANCE.maxDiffRatio * 100).toFixed(2)}%; diff image at ${files.diff}, screenshot at ${files.actual}; ${update}`;
  }
}
