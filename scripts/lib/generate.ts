import fs from 'node:fs';
import path from 'node:path';
import { buildGeneratedFiles } from './buildGeneratedFiles';
import { listGeneratedFiles } from './checkGenerated';

/** Deletes what an earlier generation wrote and this one no longer does (a removed template). */
function removeUnexpected(outDir: string, expected: ReadonlySet<string>): void {
  for (const name of listGeneratedFiles(outDir)) {
    if (!expected.has(name)) fs.rmSync(path.join(outDir, name));
  }
}

/**
 * Writes every generated file for the schemas and templates under `rootDir` into `outDir`
 * (normally `<root>/schemas/generated`). Returns the paths written.
 */
export async function generate(rootDir: string, outDir: string): Promise<string[]> {
  const files = await buildGeneratedFiles(rootDir);
  removeUnexpected(outDir, new Set(files.map((file) => file.name)));
  return files.map((file) => {
    const target = path.join(outDir, file.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
    return target;
  });
}
