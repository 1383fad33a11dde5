// `npm run generate`: writes schemas/generated/ (step schema, standalone validators, types,
// template registry) from schemas/ and templates/. `--check` writes nothing and exits 1 when a
// generated file is stale, naming each one (CI runs it through `npm test`).
import { runGenerateCli } from './lib/runGenerateCli';

runGenerateCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
