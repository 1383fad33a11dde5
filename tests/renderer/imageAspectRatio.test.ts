import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  imageAspectRatio,
  imageSize,
  pngAspectRatio,
  svgAspectRatio,
} from '@/renderer/imageAspectRatio';

function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('imageAspectRatio', () => {
  it('should read an SVG logo of public/ from its width and height', () => {
    expect(imageAspectRatio('/brands/medvalida/logo.svg')).toBeCloseTo(48 / 220);
  });

  it('should use the viewBox when the SVG has no absolute size', () => {
    expect(svgAspectRatio('<svg viewBox="0 0 200 50" width="100%">')).toBe(0.25);
    expect(svgAspectRatio('<svg width="120" height="30">')).toBe(0.25);
    expect(svgAspectRatio('<svg>')).toBeNull();
  });

  it('should read a PNG from its header', () => {
    expect(pngAspectRatio(png(300, 100))).toBeCloseTo(1 / 3);
    expect(pngAspectRatio(Buffer.from('not a png'))).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'trilha-img-'));
    writeFileSync(join(dir, 'logo.png'), png(200, 80));
    expect(imageAspectRatio('/logo.png', dir)).toBe(0.4);
  });

  it('should know nothing of images elsewhere, missing or outside public/', () => {
    expect(imageAspectRatio('https://cdn.example.com/logo.svg')).toBeNull();
    expect(imageAspectRatio('//cdn.example.com/logo.svg')).toBeNull();
    expect(imageAspectRatio('/brands/none/logo.svg')).toBeNull();
    expect(imageAspectRatio('/../package.json')).toBeNull();
    expect(imageAspectRatio(undefined)).toBeNull();
  });
});

describe('image headers of real files (PNG, JPEG, WebP, SVG)', () => {
  const fixtures = join(__dirname, '..', 'fixtures', 'images');

  it.each([
    'banner-240x48.png',
    'banner-240x48.jpg',
    'banner-240x48-progressive.jpg',
    'banner-240x48.webp',
    'banner-240x48-lossless.webp',
    'banner-240x48-alpha.webp',
  ])('should read 240×48 from %s', (file) => {
    expect(imageSize(readFileSync(join(fixtures, file)))).toEqual({ width: 240, height: 48 });
    expect(imageAspectRatio(`/${file}`, fixtures)).toBeCloseTo(48 / 240);
  });

  it('should read the presentation image of public/ (SVG)', () => {
    expect(imageAspectRatio('/brands/medvalida/presentation.svg')).toBeGreaterThan(0);
  });

  it('should know nothing of a truncated or unknown file', () => {
    const jpeg = readFileSync(join(fixtures, 'banner-240x48.jpg'));
    expect(imageSize(jpeg.subarray(0, 20))).toBeUndefined();
    expect(imageSize(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined();
    expect(imageSize(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
