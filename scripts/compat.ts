// `npm run compat [--against <git-ref>] [--format text|json]`: checks that every schema change
// keeps every config valid that was valid before (BACKWARD compatibility), structurally and by
// validating every config under brands/ with the old and the new schemas. Exits 1 on a break
// that schemas/compat-acknowledged.json does not acknowledge.
import { runCompatCli } from './lib/runCompatCli';

process.exitCode = runCompatCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
