/**
 * The studio's file access, server-only: lists the product configs it may edit, reads one with
 * the hash of the version opened, and saves an edit safely: refused when the file changed on
 * disk since it was opened (409), refused with the errors when the whole tree would not pass
 * `npm run validate` with the edit in place because of the edit (422; errors other files
 * already had are reported, not held against it), else written by editing the JSON text so
 * formatting and key order are kept. Nothing invalid is ever written.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  lstatSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseJsonDocument } from '@/scripts/lib/jsonLocation';
import { validateConfigTreeReport } from '@/scripts/lib/validateConfigTree';
import type { ConfigError } from '@/scripts/lib/configError';
import { editJsonText } from '@/studio/save/editJsonText';
import { lineDiff } from '@/studio/save/lineDiff';
import type { DiffLine } from '@/studio/save/lineDiff';
import { setting } from '@/lib/settings/settings';
import type { StudioProductFile } from '@/studio/studioTypes';

/** The message of a refused stale write (the file changed since it was opened). */
export const STALE_FILE_MESSAGE =
  'O arquivo mudou no disco desde que foi aberto; recarregue antes de salvar.';

/** Where the studio reads and writes: the folder that holds `brands/` (from `BRANDS_DIR`). */
export function studioRoot(): string {
  return dirname(resolve(/*turbopackIgnore: true*/ setting('BRANDS_DIR') ?? 'brands'));
}

/** What a path is, without following a symbolic link; undefined when there is nothing. */
function kindOf(path: string): 'file' | 'directory' | 'link' | 'other' | undefined {
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return 'link';
    if (stat.isDirectory()) return 'directory';
    return stat.isFile() ? 'file' : 'other';
  } catch {
    return undefined;
  }
}

/**
 * Every `brands/<brand>/products/<CODE>.json` under the root, sorted by product code. Symbolic
 * links are not followed: a linked brand folder, products folder or file is not listed.
 */
export function listProductFiles(root = studioRoot()): StudioProductFile[] {
  const brandsDir = join(root, 'brands');
  if (kindOf(brandsDir) !== 'directory') return [];
  const found: StudioProductFile[] = [];
  for (const brand of readdirSync(brandsDir).sort()) {
    const productsDir = join(brandsDir, brand, 'products');
    if (kindOf(join(brandsDir, brand)) !== 'directory' || kindOf(productsDir) !== 'directory')
      continue;
    for (const name of readdirSync(productsDir)
      .filter((f) => f.endsWith('.json') && kindOf(join(productsDir, f)) === 'file')
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

/**
 * The absolute path of a product config the studio may read and write: the path names one
 * (`brands/<brand>/products/<CODE>.json`), and no part of it under the root is a symbolic link
 * (a link could lead anywhere on the machine) or anything but a folder and a plain file.
 */
function checkedPath(root: string, file: string): string {
  if (!PRODUCT_FILE.test(file)) throw new StudioFileError(`not a product config: ${file}`);
  const parts = file.split('/');
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const kind = kindOf(join(root, ...parts.slice(0, depth)));
    if (kind === undefined) throw new StudioFileError(`no such file: ${file}`);
    if (kind === 'link')
      throw new StudioFileError(
        `not read through a symbolic link: ${parts.slice(0, depth).join('/')}`,
      );
    if (kind !== (depth === parts.length ? 'file' : 'directory'))
      throw new StudioFileError(`not a product config: ${file}`);
  }
  return join(root, ...parts);
}

/** Reads a checked file without following a link put in its place meanwhile. */
function readNoFollow(absolute: string): string {
  const descriptor = openSync(absolute, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return readFileSync(descriptor, 'utf8');
  } finally {
    closeSync(descriptor);
  }
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

/** A product config on disk is not JSON: the message names its file, line and column. */
export class StudioFileUnreadable extends Error {
  readonly code = 'STUDIO_FILE_INVALID_JSON';
}

/** Reads a product config with the hash of this version. */
export function openProductFile(file: string, root = studioRoot()): OpenedFile {
  const text = readNoFollow(checkedPath(root, file));
  const parsed = parseJsonDocument(text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    throw new StudioFileUnreadable(`${file}:${line}:${column} — ${message}`);
  }
  return { file, text, hash: textHash(text), data: parsed.document.data };
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
  | {
      status: 200;
      written: boolean;
      hash: string;
      text: string;
      diff: DiffLine[];
      /** Errors of other files the tree already had without this edit (not its doing). */
      elsewhere: ConfigError[];
    };

function sameError(a: ConfigError, b: ConfigError): boolean {
  return (
    a.file === b.file && a.code === b.code && a.pointer === b.pointer && a.message === b.message
  );
}

/**
 * The whole tree's errors with the edited text in place, split: those the edit is answerable
 * for (any in the edited file, and any elsewhere the tree did not have before the edit) and
 * those other files already had (a broken file of another brand does not block this save).
 * The tree is checked a second time, without the edit, only when another file has errors.
 */
function treeErrorsOfEdit(
  root: string,
  file: string,
  text: string,
): { caused: ConfigError[]; elsewhere: ConfigError[] } {
  const validate = (overrides: Map<string, string>) =>
    validateConfigTreeReport(root, undefined, { overrides, schemaRoot: process.cwd() }).errors;
  const errors = validate(new Map([[file, text]]));
  if (errors.every((error) => error.file === file)) return { caused: errors, elsewhere: [] };
  const before = validate(new Map());
  const preexisting = (error: ConfigError) =>
    error.file !== file && before.some((old) => sameError(old, error));
  return {
    caused: errors.filter((error) => !preexisting(error)),
    elsewhere: errors.filter(preexisting),
  };
}

/** Checks and (unless `dryRun`) writes an edit of a product config; see the module comment. */
export function saveProductFile(request: SaveRequest, root = studioRoot()): SaveResult {
  const absolute = checkedPath(root, request.file);
  const current = readNoFollow(absolute);
  if (textHash(current) !== request.baseHash) return { status: 409, message: STALE_FILE_MESSAGE };
  const text = editJsonText(current, JSON.parse(current) as unknown, request.data);
  const { caused, elsewhere } = treeErrorsOfEdit(root, request.file, text);
  if (caused.length > 0) {
    return {
      status: 422,
      message: `O arquivo não foi salvo: ${caused.length} erro(s) de validação.`,
      errors: caused,
    };
  }
  const diff = lineDiff(current, text);
  if (request.dryRun || text === current) {
    return { status: 200, written: false, hash: textHash(current), text, diff, elsewhere };
  }
  const temporary = `${absolute}.studio-${process.pid}.tmp`;
  // A fresh file (never through a link left at that name), then renamed over the config.
  rmSync(temporary, { force: true });
  writeFileSync(temporary, text, { flag: 'wx' });
  renameSync(temporary, absolute);
  return { status: 200, written: true, hash: textHash(text), text, diff, elsewhere };
}
