/**
 * The studio's file access, server-only: lists the product configs it may edit, reads one with
 * the hash of the version opened, and saves an edit safely: refused when the file changed on
 * disk since it was opened (409), refused with the errors when the whole tree would not pass
 * `npm run validate` with the edit in place (422), else written by editing the JSON text so
 * formatting and key order are kept. Nothing invalid is ever written.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { validateConfigTreeReport } from '@/scripts/lib/validateConfigTree';
import type { ConfigError } from '@/scripts/lib/configError';
import { editJsonText } from '@/studio/save/editJsonText';
import { lineDiff } from '@/studio/save/lineDiff';
import type { DiffLine } from '@/studio/save/lineDiff';

/** The message of a refused stale write (the file changed since it was opened). */
export const STALE_FILE_MESSAGE =
  'O arquivo mudou no disco desde que foi aberto; recarregue antes de salvar.';

/** Where the studio reads and writes: the folder that holds `brands/` (from `BRANDS_DIR`). */
export function studioRoot(): string {
  return dirname(resolve(/*turbopackIgnore: true*/ process.env.BRANDS_DIR ?? 'brands'));
}

/** One product config the studio can open. */
export interface StudioProductFile {
  brand: string;
  code: string;
  /** Posix path relative to the studio root, e.g. `brands/medvalida/products/MS.json`. */
  file: string;
}

/** Every `brands/<brand>/products/<CODE>.json` under the root, sorted by product code. */
export function listProductFiles(root = studioRoot()): StudioProductFile[] {
  const brandsDir = join(root, 'brands');
  if (!existsSync(brandsDir)) return [];
  const found: StudioProductFile[] = [];
  for (const brand of readdirSync(brandsDir).sort()) {
    const productsDir = join(brandsDir, brand, 'products');
    if (!existsSync(productsDir)) continue;
    for (const name of readdirSync(productsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      found.push({
        brand,
        code: name.replace(/\.json$/, ''),
        file: `brands/${brand}/products/${name}`,
      });
    }
  }
  return found.sort((a, b) => a.code.localeCompare(b.code) || a.brand.localeCompare(b.brand));
}

const PRODUCT_FILE = /^brands\/[a-z0-9][a-z0-9-]*\/products\/[A-Za-z0-9_-]+\.json$/;

/** A studio request names a file it may not touch (not a product config of the tree). */
export class StudioFileError extends Error {
  readonly code = 'STUDIO_FILE_REFUSED';
}

function checkedPath(root: string, file: string): string {
  if (!PRODUCT_FILE.test(file)) throw new StudioFileError(`not a product config: ${file}`);
  const absolute = join(root, ...file.split('/'));
  if (!existsSync(absolute)) throw new StudioFileError(`no such file: ${file}`);
  return absolute;
}

/** The sha-256 of a file's text: what a save compares to refuse a stale write. */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A product config as opened in the studio. */
export interface OpenedFile {
  file: string;
  text: string;
  hash: string;
  data: unknown;
}

/** Reads a product config with the hash of this version. */
export function openProductFile(file: string, root = studioRoot()): OpenedFile {
  const text = readFileSync(checkedPath(root, file), 'utf8');
  return { file, text, hash: textHash(text), data: JSON.parse(text) as unknown };
}

/** A save request: the file, the hash of the version opened and the new content. */
export interface SaveRequest {
  file: string;
  baseHash: string;
  data: unknown;
  /** Only check and show the diff; write nothing. */
  dryRun?: boolean;
}

/** What a save answered. */
export type SaveResult =
  | { status: 409; message: string }
  | { status: 422; message: string; errors: ConfigError[] }
  | { status: 200; written: boolean; hash: string; text: string; diff: DiffLine[] };

/** Checks and (unless `dryRun`) writes an edit of a product config; see the module comment. */
export function saveProductFile(request: SaveRequest, root = studioRoot()): SaveResult {
  const absolute = checkedPath(root, request.file);
  const current = readFileSync(absolute, 'utf8');
  if (textHash(current) !== request.baseHash) return { status: 409, message: STALE_FILE_MESSAGE };
  const text = editJsonText(current, JSON.parse(current) as unknown, request.data);
  const report = validateConfigTreeReport(root, undefined, {
    overrides: new Map([[request.file, text]]),
    schemaRoot: process.cwd(),
  });
  if (report.errors.length > 0) {
    return {
      status: 422,
      message: `O arquivo não foi salvo: ${report.errors.length} erro(s) de validação.`,
      errors: report.errors,
    };
  }
  const diff = lineDiff(current, text);
  if (request.dryRun || text === current) {
    return { status: 200, written: false, hash: textHash(current), text, diff };
  }
  const temporary = `${absolute}.studio-${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, absolute);
  return { status: 200, written: true, hash: textHash(text), text, diff };
}
