import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from './buildGeneratedFiles';
import { GENERATED_BANNER } from './generatedBanner';

/** The file `npm run generate` writes at the root: git's attributes of the generated files. */
export const GIT_ATTRIBUTES = '.gitattributes';

const HEADER = `# ${GENERATED_BANNER}`;

/**
 * `.gitattributes`: every file `npm run generate` writes marked `linguist-generated` (diffs and
 * reviews fold them away; `-diff` is not set, so `git diff` still shows them): the whole of
 * `outDir` and each route page. Written from the same lists as the files, so a new template's
 * page is marked with no hand-kept line.
 */
export function buildGitAttributes(
  rootDir: string,
  outDir: string,
  pagesDir: string,
  routePages: readonly GeneratedFile[],
): GeneratedFile {
  const relative = (file: string) => path.relative(rootDir, file).split(path.sep).join('/');
  const lines = [
    HEADER,
    `${relative(outDir)}/** linguist-generated=true`,
    ...routePages
      .map((page) => `${relative(path.join(pagesDir, page.name))} linguist-generated=true`)
      .sort(),
  ];
  return { name: GIT_ATTRIBUTES, content: `${lines.join('\n')}\n` };
}

/** `.gitattributes` when an earlier generation wrote it (it starts with the banner). */
export function listGitAttributes(rootDir: string): string[] {
  const file = path.join(rootDir, GIT_ATTRIBUTES);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8').startsWith(HEADER)
    ? [GIT_ATTRIBUTES]
    : [];
}
