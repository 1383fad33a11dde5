import path from 'node:path';
import { checkGenerated } from './checkGenerated';
import { generate } from './generate';
import { ToolError } from './toolError';
import type { CliIo } from './cliIo';

/**
 * Runs `npm run generate` (or, with `--check`, compares without writing) for the schemas and
 * templates under `io.cwd`, writing into `<cwd>/schemas/generated` unless `outDir` is given.
 * Returns the exit code: 0 done or fresh, 1 stale files or a broken template/schema.
 */
export async function runGenerateCli(
  argv: readonly string[],
  io: CliIo,
  outDir?: string,
): Promise<number> {
  const rootDir = io.cwd;
  const target = outDir ?? path.join(rootDir, 'schemas', 'generated');
  const relative = (file: string): string => path.relative(rootDir, file).split(path.sep).join('/');
  try {
    if (argv.includes('--check')) {
      const stale = await checkGenerated(rootDir, target);
      if (stale.length === 0) {
        io.stdout('✔ generated files are up to date\n');
        return 0;
      }
      const why = {
        missing: 'is missing',
        stale: 'is stale',
        unexpected: 'is no longer generated',
      } as const;
      const lines = stale.map((entry) => `${relative(entry.file)} ${why[entry.reason]}`);
      lines.push(
        `✖ ${stale.length} generated file${stale.length === 1 ? '' : 's'} out of date: run \`npm run generate\` and commit the result`,
      );
      io.stderr(`${lines.join('\n')}\n`);
      return 1;
    }
    const written = await generate(rootDir, target);
    io.stdout(`✔ wrote ${written.map(relative).join(', ')}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ToolError) {
      io.stderr(`✖ ${error.message} [${error.code}]\n`);
      return 1;
    }
    throw error;
  }
}
