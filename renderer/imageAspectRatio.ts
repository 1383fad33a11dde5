/**
 * The intrinsic aspect ratio (height / width) of an image the checkout serves from `public/`
 * (SVG from its width/height or viewBox, PNG from its header), so the page can give the
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
    else if (/\.png$/i.test(clean))
      ratio = pngAspectRatio(readFileSync(/*turbopackIgnore: true*/ file));
  } catch {
    ratio = null;
  }
  cache.set(key, ratio);
  return ratio;
}
