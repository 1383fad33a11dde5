import fs from 'node:fs';
import path from 'node:path';
import { buildGeneratedFiles } from './buildGeneratedFiles';

/**
 * Writes every generated file for the schemas and templates under `rootDir` into `outDir`
 * (normally `<root>/schemas/generated`). Returns the paths written.
 */
export async function generate(rootDir: string, outDir: string): Promise<string[]> {
  const files = await buildGeneratedFiles(rootDir);
  fs.mkdirSync(outDir, { recursive: true });
  return files.map((file) => {
    const target = path.join(outDir, file.name);
    fs.writeFileSync(target, file.content);
    return target;
  });
}
