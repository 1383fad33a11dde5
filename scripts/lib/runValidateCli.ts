import fs from 'node:fs';
import path from 'node:path';
import type { CliIo } from './cliIo';
import type { ConfigError } from './configError';
import { formatReport } from './formatReport';
import type { ReportFormat } from './formatReport';
import { ToolError } from './toolError';
import { validateConfigTreeReport } from './validateConfigTree';

const USAGE = `Uso: npm run validate -- [--format text|github|json] [caminhos…]
Sem caminho, verifica todos os arquivos JSON em brands/. Um caminho pode ser um arquivo ou uma
pasta, dentro de brands/ ou templates/, ou uma pasta que contenha uma árvore brands/ (por
exemplo, uma fixture de teste).
`;

const FORMATS: readonly ReportFormat[] = ['text', 'github', 'json'];

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** The root a path belongs to (the folder holding its `brands/` or `templates/`) and the path inside it. */
function splitRoot(cwd: string, given: string): { root: string; inside: string | undefined } {
  const absolute = path.resolve(cwd, given);
  if (
    fs.existsSync(absolute) &&
    fs.statSync(absolute).isDirectory() &&
    fs.existsSync(path.join(absolute, 'brands'))
  ) {
    return { root: absolute, inside: undefined };
  }
  const segments = toPosix(path.relative(cwd, absolute)).split('/');
  const index = Math.max(segments.lastIndexOf('brands'), segments.lastIndexOf('templates'));
  if (index <= 0) return { root: cwd, inside: given };
  return {
    root: path.resolve(cwd, ...segments.slice(0, index)),
    inside: segments.slice(index).join('/'),
  };
}

/**
 * Runs `npm run validate` with the given arguments; returns the exit code (0 clean, 1 errors
 * found, 2 usage error). Paths are grouped by the tree they belong to, and each tree is
 * validated with its cross-file rules.
 */
export function runValidateCli(argv: readonly string[], io: CliIo): number {
  let format: ReportFormat = 'text';
  const paths: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--help' || arg === '-h') {
      io.stdout(USAGE);
      return 0;
    }
    if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? argv[++index] : arg.slice('--format='.length);
      if (value === undefined || !FORMATS.includes(value as ReportFormat)) {
        io.stderr(`✖ --format deve ser um destes: ${FORMATS.join(', ')}\n${USAGE}`);
        return 2;
      }
      format = value as ReportFormat;
    } else if (arg.startsWith('-')) {
      io.stderr(`✖ opção desconhecida ${arg}\n${USAGE}`);
      return 2;
    } else paths.push(arg);
  }

  const groups = new Map<string, string[] | undefined>();
  if (paths.length === 0) groups.set(io.cwd, undefined);
  for (const given of paths) {
    const { root, inside } = splitRoot(io.cwd, given);
    const current = groups.get(root);
    if (inside === undefined) groups.set(root, undefined);
    else if (!groups.has(root) || current !== undefined)
      groups.set(root, [...(current ?? []), inside]);
  }

  let fileCount = 0;
  const errors: ConfigError[] = [];
  try {
    for (const [root, inside] of groups) {
      const report = validateConfigTreeReport(root, inside);
      const shown = (file: string): string => toPosix(path.relative(io.cwd, path.join(root, file)));
      fileCount += report.files.length;
      errors.push(...report.errors.map((error) => ({ ...error, file: shown(error.file) })));
    }
  } catch (error) {
    if (error instanceof ToolError) {
      io.stderr(`✖ ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  io.stdout(formatReport({ fileCount, errors }, format));
  return errors.length === 0 ? 0 : 1;
}
