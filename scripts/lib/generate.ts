import fs from 'node:fs';
import path from 'node:path';
import { buildGeneratedFiles } from './buildGeneratedFiles';
import type { GeneratedFile } from './buildGeneratedFiles';
import { buildRoutePagesOf, listRoutePages } from './buildRoutePages';
import { listGeneratedFiles } from './checkGenerated';

/**
 * Writes `files` into `dir`, first deleting what an earlier generation wrote there (`listed`)
 * and this one no longer does (a removed template). Returns the paths written.
 */
function writeInto(
  dir: string,
  files: readonly GeneratedFile[],
  listed: readonly string[],
): string[] {
  const expected = new Set(files.map((file) => file.name));
  for (const name of listed) if (!expected.has(name)) fs.rmSync(path.join(dir, name));
  return files.map((file) => {
    const target = path.join(dir, file.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
    return target;
  });
}

/**
 * Writes every generated file for the schemas and templates under `rootDir` into `outDir`
 * (normally `<root>/schemas/generated`), and the templates' route pages into `pagesDir`
 * (`scripts/lib/buildRoutePages.ts`). Returns the paths written.
 */
export async function generate(
  rootDir: string,
  outDir: string,
  pagesDir = path.join(rootDir, 'pages'),
): Promise<string[]> {
  const files = await buildGeneratedFiles(rootDir);
  const pages = buildRoutePagesOf(rootDir, pagesDir);
  return [
    ...writeInto(outDir, files, listGeneratedFiles(outDir)),
    ...writeInto(pagesDir, pages, listRoutePages(pagesDir)),
  ];
}
