import fs from 'node:fs';
import path from 'node:path';
import { buildGeneratedFiles } from './buildGeneratedFiles';
import type { GeneratedFile } from './buildGeneratedFiles';
import { buildGitAttributes, listGitAttributes } from './buildGitAttributes';
import { buildRoutePages, listRoutePages } from './buildRoutePages';
import { loadSchemaSources } from './schemaSources';

/** A generated file that does not match what `npm run generate` would write now. */
export interface StaleGeneratedFile {
  /** Path of the file (inside `outDir`). */
  file: string;
  /** `missing`: not there; `stale`: different content; `unexpected`: not generated any more. */
  reason: 'missing' | 'stale' | 'unexpected';
}

/** A folder `npm run generate` writes into. */
export interface GeneratedFolder {
  dir: string;
  /** What `npm run generate` would write there now (names relative to `dir`). */
  files: GeneratedFile[];
  /** What an earlier generation wrote there: the files it owns, to replace or remove. */
  listed: string[];
}

/**
 * The folders `npm run generate` writes for the schemas and templates under `rootDir`, each with
 * what it would write there now and what it wrote before: `outDir` (normally
 * `<root>/schemas/generated`), which it owns whole, and the templates' route pages in `pagesDir`
 * (`scripts/lib/buildRoutePages.ts`), where it owns the files that start with its banner, and
 * `.gitattributes` at the root, marking both generated (`scripts/lib/buildGitAttributes.ts`).
 * The sources are read once for all.
 */
export async function generatedFolders(
  rootDir: string,
  outDir: string,
  pagesDir = path.join(rootDir, 'pages'),
): Promise<GeneratedFolder[]> {
  const sources = loadSchemaSources(rootDir);
  const routePages = buildRoutePages(sources.templates, pagesDir);
  return [
    {
      dir: outDir,
      files: await buildGeneratedFiles(rootDir, sources),
      listed: listGeneratedFiles(outDir),
    },
    {
      dir: pagesDir,
      files: routePages,
      listed: listRoutePages(pagesDir),
    },
    {
      dir: rootDir,
      files: [buildGitAttributes(rootDir, outDir, pagesDir, routePages)],
      listed: listGitAttributes(rootDir),
    },
  ];
}

/** A folder's files against what it holds: missing, stale, and written before but no longer. */
function compareWith({ dir, files, listed }: GeneratedFolder): StaleGeneratedFile[] {
  const stale: StaleGeneratedFile[] = [];
  for (const file of files) {
    const target = path.join(dir, file.name);
    if (!fs.existsSync(target)) stale.push({ file: target, reason: 'missing' });
    else if (fs.readFileSync(target, 'utf8') !== file.content)
      stale.push({ file: target, reason: 'stale' });
  }
  const expected = new Set(files.map((file) => file.name));
  for (const name of listed) {
    if (!expected.has(name)) stale.push({ file: path.join(dir, name), reason: 'unexpected' });
  }
  return stale;
}

/**
 * Compares `outDir` and the route pages in `pagesDir` with what `npm run generate` would write
 * for `rootDir`, without writing. Returns every file that is missing, stale or no longer
 * generated; empty when all are fresh.
 */
export async function checkGenerated(
  rootDir: string,
  outDir: string,
  pagesDir = path.join(rootDir, 'pages'),
): Promise<StaleGeneratedFile[]> {
  return (await generatedFolders(rootDir, outDir, pagesDir)).flatMap(compareWith);
}

/** Every file under `outDir` (posix paths relative to it, sorted), hidden ones aside. */
export function listGeneratedFiles(outDir: string): string[] {
  if (!fs.existsSync(outDir)) return [];
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
    .filter((name) => fs.statSync(path.join(outDir, name)).isFile())
    .sort();
}
