import fs from 'node:fs';
import path from 'node:path';
import { buildGeneratedFiles } from './buildGeneratedFiles';
import type { GeneratedFile } from './buildGeneratedFiles';
import { buildRoutePagesOf, listRoutePages } from './buildRoutePages';

/** A generated file that does not match what `npm run generate` would write now. */
export interface StaleGeneratedFile {
  /** Path of the file (inside `outDir`). */
  file: string;
  /** `missing`: not there; `stale`: different content; `unexpected`: not generated any more. */
  reason: 'missing' | 'stale' | 'unexpected';
}

/** `files` against what `dir` holds (`listed`: what an earlier generation wrote there). */
function compareWith(
  dir: string,
  files: readonly GeneratedFile[],
  listed: readonly string[],
): StaleGeneratedFile[] {
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
  return [
    ...compareWith(outDir, await buildGeneratedFiles(rootDir), listGeneratedFiles(outDir)),
    ...compareWith(pagesDir, buildRoutePagesOf(rootDir, pagesDir), listRoutePages(pagesDir)),
  ];
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
