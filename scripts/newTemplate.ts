// `npm run new-template <id>`: scaffolds templates/<id>/ (manifest with its journey, props schema
// with examples, component, journey driver) and its jsdom test, then runs `npm run generate`, so
// the template is registered at /<id> (docs/adding-a-template.md).
import { runGenerateCli } from './lib/runGenerateCli';
import { scaffoldTemplate } from './lib/scaffoldTemplate';
import { ToolError } from './lib/toolError';

async function main(argv: readonly string[]): Promise<number> {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) {
    process.stderr.write('usage: npm run new-template <id>\n');
    return 2;
  }
  const id = argv[0]!;
  const io = {
    cwd: process.cwd(),
    stdout: (text: string) => void process.stdout.write(text),
    stderr: (text: string) => void process.stderr.write(text),
  };
  let written: string[];
  try {
    written = await scaffoldTemplate(io.cwd, id);
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    io.stderr(`✖ ${error.message} [${error.code}]\n`);
    return 1;
  }
  io.stdout(written.map((file) => `+ ${file}\n`).join(''));
  const generated = await runGenerateCli([], { ...io, stdout: () => undefined });
  if (generated !== 0) return generated;
  io.stdout(
    [
      `✔ template '${id}' registered at /${id} (npm run generate)`,
      `  next: a step "templateId": "${id}" in a flow of brands/<brand>/products/<CODE>.json,`,
      `  npx jest tests/templates/${id}, then npm run test:visual:update for its baselines.`,
      '',
    ].join('\n'),
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
