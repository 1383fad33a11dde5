import type { CliIo } from './cliIo';
import { ACKNOWLEDGED_FILE, checkSchemaCompat } from './checkSchemaCompat';
import type { CompatFinding, CompatReport } from './checkSchemaCompat';
import { ToolError } from './toolError';

const USAGE = `Usage: npm run compat -- [--against <git-ref>] [--format text|json]
Compares every schema (schemas/*.schema.json, templates/<id>/props.schema.json) with its base
revision under BACKWARD compatibility: every config valid before must stay valid.
Base, unless --against names one: on a branch, main where the branch started (merge base);
on main, HEAD for a schema changed in the working tree, HEAD's parent for one the last commit
changed; other schemas are not compared.
A break made on purpose is listed, with its reason, in ${ACKNOWLEDGED_FILE}.
`;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function findingLines(finding: CompatFinding): string[] {
  const lines = [
    `${finding.schema}:${finding.line}:${finding.column}  ${finding.rule}  ${finding.message} [base: ${finding.base}]`,
  ];
  for (const config of finding.configs) {
    const where = config.where === undefined ? config.pointer || '(root)' : config.where;
    lines.push(
      `    breaks ${config.file}:${config.line}:${config.column} ${where}: ${config.message}`,
    );
  }
  return lines;
}

/** Renders a compat report: one line per break (file:line:col, rule, sentence), its configs, notes, a summary. */
export function formatCompatReport(report: CompatReport): string {
  const lines: string[] = [];
  const acknowledged = report.findings.filter((finding) => finding.acknowledged !== undefined);
  // An acknowledged break was judged when it was made: counted on one line, not listed again.
  for (const finding of report.findings)
    if (finding.acknowledged === undefined) lines.push(...findingLines(finding));
  if (acknowledged.length > 0) {
    const schemas = new Set(acknowledged.map((finding) => finding.schema)).size;
    lines.push(
      `ℹ ${plural(acknowledged.length, 'acknowledged break')} in ${plural(schemas, 'schema')} not listed (reasons in ${ACKNOWLEDGED_FILE}; --format json lists them)`,
    );
  }
  const fresh = report.notes.filter((note) => /^(added in|new schema)/.test(note.note));
  const shallow = report.notes.filter((note) => note.note.startsWith('shallow clone'));
  for (const note of report.notes) {
    if (!fresh.includes(note) && !shallow.includes(note))
      lines.push(`ℹ ${note.schema}: ${note.note}`);
  }
  if (shallow.length > 0) {
    lines.push(
      `ℹ ${plural(shallow.length, 'schema')} not compared: shallow clone, the earlier revision is not available (git fetch --unshallow to compare them)`,
    );
  }
  if (fresh.length > 0) {
    lines.push(
      `ℹ ${plural(fresh.length, 'schema')} without an earlier revision to compare with (new): ${fresh.map((note) => note.schema).join(', ')}`,
    );
  }
  const open = report.findings.filter((finding) => finding.acknowledged === undefined);
  const tail = acknowledged.length === 0 ? '' : ` (${acknowledged.length} acknowledged)`;
  if (open.length === 0) {
    lines.push(
      `✔ ${plural(report.schemaCount, 'schema')} checked, ${report.changedSchemas.length} changed since their base: no unacknowledged breaking change${tail}`,
    );
  } else {
    const schemas = new Set(open.map((finding) => finding.schema)).size;
    lines.push(
      `✖ ${plural(open.length, 'breaking change')} in ${plural(schemas, 'schema')}${tail}; make the change backward compatible or acknowledge it in ${ACKNOWLEDGED_FILE}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Runs `npm run compat` with the given arguments; returns the exit code (0 no unacknowledged
 * break, 1 breaks found, 2 usage or tool error).
 */
export function runCompatCli(argv: readonly string[], io: CliIo): number {
  let against: string | undefined;
  let format: 'text' | 'json' = 'text';
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--help' || arg === '-h') {
      io.stdout(USAGE);
      return 0;
    }
    if (arg === '--against' || arg.startsWith('--against=')) {
      against = arg === '--against' ? argv[++index] : arg.slice('--against='.length);
      if (against === undefined || against === '') {
        io.stderr(`✖ --against needs a git revision\n${USAGE}`);
        return 2;
      }
    } else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? argv[++index] : arg.slice('--format='.length);
      if (value !== 'text' && value !== 'json') {
        io.stderr(`✖ --format must be text or json\n${USAGE}`);
        return 2;
      }
      format = value;
    } else {
      io.stderr(`✖ unknown argument ${arg}\n${USAGE}`);
      return 2;
    }
  }
  let report: CompatReport;
  try {
    report = checkSchemaCompat(io.cwd, { against });
  } catch (error) {
    if (error instanceof ToolError) {
      io.stderr(`✖ ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (against !== undefined && report.mode === 'none') {
    io.stderr(`✖ ${report.notes[0]?.note ?? 'no base'}\n`);
    return 2;
  }
  io.stdout(
    format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatCompatReport(report),
  );
  return report.findings.some((finding) => finding.acknowledged === undefined) ? 1 : 0;
}
