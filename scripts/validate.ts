// `npm run validate [--format text|github|json] [paths…]`: checks the configuration under
// brands/ (or the given files and folders) against the schemas and the cross-file rules.
// Prints one line per error (`file:line:col  pointer  sentence`) and exits 1 on any error.
import { runValidateCli } from './lib/runValidateCli';

process.exitCode = runValidateCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
