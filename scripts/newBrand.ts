// `npm run new-brand <id> [--name "Display Name"] [--code CODE] [--business key] [--language pt-BR|pt-MZ]`:
// scaffolds a brand that passes `npm run validate` and renders at once.
import { ScaffoldError, scaffoldBrand } from './lib/scaffoldBrand';
import { whereToOpen } from './lib/newBrandAddress';
import { runningServers } from './lib/runningServers.mjs';

function main(argv: string[]): number {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) {
        process.stderr.write(`✖ ${arg} needs a value\n`);
        return 2;
      }
      flags[arg.slice(2)] = value;
      i += 1;
    } else positional.push(arg);
  }
  const id = positional[0];
  const known = ['name', 'code', 'business', 'language'];
  const unknown = Object.keys(flags).filter((f) => !known.includes(f));
  if (!id || positional.length > 1 || unknown.length) {
    process.stderr.write(
      'usage: npm run new-brand <id> [-- --name "Display Name" --code CODE --business key --language pt-BR|pt-MZ]\n',
    );
    return 2;
  }
  if (flags.language && flags.language !== 'pt-BR' && flags.language !== 'pt-MZ') {
    process.stderr.write(`✖ --language must be pt-BR or pt-MZ, not '${flags.language}'\n`);
    return 2;
  }
  try {
    const written = scaffoldBrand(process.cwd(), {
      id,
      displayName: flags.name,
      productCode: flags.code,
      business: flags.business,
      language: flags.language as 'pt-BR' | 'pt-MZ' | undefined,
    });
    const code = written
      .find((p) => p.includes('/products/'))
      ?.replace(/^.*\/products\/(.*)\.json$/, '$1');
    process.stdout.write(`✔ brand '${id}' created:\n${written.map((p) => `  ${p}`).join('\n')}\n`);
    const servers = runningServers(process.cwd());
    process.stdout.write(`\n${whereToOpen(code ?? id, servers)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ScaffoldError) {
      process.stderr.write(`✖ ${error.message}\n`);
      for (const e of error.errors)
        process.stderr.write(`  ${e.file}:${e.line}:${e.column}  ${e.pointer}  ${e.message}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
