import type { ConfigError } from './configError';
import { plural } from './plural';

/** Output formats of `npm run validate`. */
export type ReportFormat = 'text' | 'github' | 'json';

/** What a report shows: the files checked and their errors, with paths as the reader sees them. */
export interface ReportInput {
  fileCount: number;
  errors: readonly ConfigError[];
}

/** The last line of a text report: `✖ 3 erros em 2 arquivos` or `✔ 12 arquivos válidos`. */
export function summaryLine({ fileCount, errors }: ReportInput): string {
  if (errors.length === 0) return `✔ ${plural(fileCount, 'arquivo válido', 'arquivos válidos')}`;
  const files = new Set(errors.map((error) => error.file)).size;
  return `✖ ${plural(errors.length, 'erro', 'erros')} em ${plural(files, 'arquivo', 'arquivos')}`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Renders a validation report. `text`: one line per error, `file:line:col  place  sentence`,
 * where the place is the flow and step (`fluxo "default", passo "payment" (props.heading)`) in a
 * product config and the JSON pointer elsewhere,
 * then the summary. `github`: one `::error file=…,line=…,col=…::…` workflow annotation per
 * error, then the summary. `json`: `{ valid, fileCount, errorCount, errors: [...] }`.
 */
export function formatReport(input: ReportInput, format: ReportFormat): string {
  const { errors } = input;
  if (format === 'json') {
    return `${JSON.stringify({ valid: errors.length === 0, fileCount: input.fileCount, errorCount: errors.length, errors }, null, 2)}\n`;
  }
  const lines = errors.map((error) => {
    const pointer = error.where ?? (error.pointer === '' ? '(raiz)' : error.pointer);
    if (format === 'github') {
      return `::error file=${escapeProperty(error.file)},line=${error.line},col=${error.column},title=${escapeProperty(error.code)}::${escapeData(`${pointer}  ${error.message}`)}`;
    }
    return `${error.file}:${error.line}:${error.column}  ${pointer}  ${error.message}`;
  });
  lines.push(summaryLine(input));
  return `${lines.join('\n')}\n`;
}
