/**
 * The intrinsic aspect ratio (height / width) of an image the checkout serves from `public/`
 * (SVG from its width/height or viewBox; PNG, JPEG and WebP from their headers), so the page can give the
 * `<img>` a height as well as a width and the browser reserves its box before the image
 * arrives (no layout shift). Read once per path and cached; server side only.
 */
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

const cache = new Map<string, number | null>();

function positive(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number.parseFloat(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Height / width of an SVG document, from its root's width and height, else its viewBox. */
export function svgAspectRatio(svg: string): number | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const width = attribute('width');
  const height = attribute('height');
  // Percentages say nothing of the drawing's shape: fall back to the viewBox.
  if (width && height && !width.includes('%') && !height.includes('%')) {
    const w = positive(width);
    const h = positive(height);
    if (w && h) return h / w;
  }
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/);
  const w = positive(box?.[2]);
  const h = positive(box?.[3]);
  return w && h ? h / w : null;
}

/** Height / width of a PNG file, from its IHDR chunk. */
export function pngAspectRatio(bytes: Buffer): number | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? height / width : null;
}

/** The pixel size of a raster image file. */
export interface ImageSize {
  width: number;
  height: number;
}

function sized(width: number, height: number): ImageSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** A JPEG's size, from its first start-of-frame segment (baseline, progressive, lossless…). */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and the markers that carry no length (TEM, RSTn).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const startOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) {
      if (offset + 9 > bytes.length) return undefined;
      return sized(bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** A WebP's size, from its VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk. */
function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    // The key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return sized(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    return sized(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  return undefined;
}

/**
 * The pixel size of a PNG, JPEG or WebP file from its first bytes; undefined for another
 * format or a file too short to say. A tiny header reader: no image library is loaded.
 */
export function imageSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length >= 24 && bytes.subarray(0, 8).toString('hex') === '89504e470d0a1a0a') {
    return sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return jpegSize(bytes);
  }
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return webpSize(bytes);
  }
  return undefined;
}

/**
 * The aspect ratio of the image at a site path (`/brands/x/logo.svg`), or null for an image
 * elsewhere (another origin), of another format, or missing.
 */
export function imageAspectRatio(
  sitePath: string | undefined,
  publicDir: string = join(/*turbopackIgnore: true*/ process.cwd(), 'public'),
): number | null {
  if (!sitePath || !sitePath.startsWith('/') || sitePath.startsWith('//')) return null;
  const clean = sitePath.split(/[?#]/)[0] ?? '';
  if (clean.includes('..')) return null;
  const key = `${publicDir}\u0000${clean}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  let ratio: number | null = null;
  try {
    const file = join(/*turbopackIgnore: true*/ publicDir, normalize(clean));
    if (/\.svg$/i.test(clean))
      ratio = svgAspectRatio(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
    else if (/\.(png|jpe?g|webp)$/i.test(clean)) {
      const size = imageSize(readFileSync(/*turbopackIgnore: true*/ file));
      ratio = size ? size.height / size.width : null;
    }
  } catch {
    ratio = null;
  }
  cache.set(key, ratio);
  return ratio;
}
