import fs from 'node:fs';
import path from 'node:path';
import { generatedFolders } from './checkGenerated';
import type { GeneratedFolder } from './checkGenerated';

/**
 * Writes a folder's files, first deleting what an earlier generation wrote there and this one
 * no longer does (a removed template). Returns the paths written.
 */
function writeInto({ dir, files, listed }: GeneratedFolder): string[] {
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
  return (await generatedFolders(rootDir, outDir, pagesDir)).flatMap(writeInto);
}
