/**
 * A brand's static asset (logo, favicon, images under `public/brands/<id>/`), read from disk at
 * request time. Next.js' `next start` serves only the public files that existed when it
 * started, so a brand made by `npm run new-brand` on a running server had a 404 logo until a
 * restart; the request now falls through to this reader (next.config.js, `afterFiles`). The
 * folder is the one the config checks look in: `public/` beside `BRANDS_DIR`'s `brands/`.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setting } from '@/lib/settings/settings';

const BRAND_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

/** The content types served, by extension: images only (no HTML, no script). */
export const BRAND_ASSET_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
  avif: 'image/avif',
};

/** The folder holding every brand's assets: `<BRANDS_DIR>/../public/brands`. */
export function brandAssetsDir(): string {
  return join(
    dirname(resolve(/*turbopackIgnore: true*/ setting('BRANDS_DIR') ?? 'brands')),
    'public',
    'brands',
  );
}

/** A brand asset read from disk: its bytes and content type. */
export interface BrandAsset {
  body: Buffer;
  contentType: string;
}

function isPlainFolder(path: string): boolean {
  try {
    const stat = lstatSync(path);
    return stat.isDirectory() && !stat.isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * The asset `file` of brand `brand`, or undefined when the names are not a brand id and a file
 * name with an image extension, the brand folder is a link or missing, or the file is not a
 * plain file (a link is not followed).
 */
export function readBrandAsset(
  brand: string,
  file: string,
  dir = brandAssetsDir(),
): BrandAsset | undefined {
  if (!BRAND_ID.test(brand) || !FILE_NAME.test(file) || file.includes('..')) return undefined;
  const contentType = BRAND_ASSET_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];
  if (!contentType || !isPlainFolder(join(dir, brand))) return undefined;
  let descriptor: number;
  try {
    descriptor = openSync(join(dir, brand, file), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return undefined;
  }
  try {
    if (!fstatSync(descriptor).isFile()) return undefined;
    return { body: readFileSync(descriptor), contentType };
  } finally {
    closeSync(descriptor);
  }
}
