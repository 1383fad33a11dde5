import { logger } from '@/checkout/logger';

/** One CSP violation as the checkout keeps and logs it (no query strings, no code samples). */
export interface CspViolation {
  receivedAt: string;
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  disposition: string;
  sourceFile?: string;
  line?: number;
}

/** How many recent violations are kept in memory (for tests and a quick look). */
export const keptReports = 100;
const maxPerRequest = 20;

const storeKey = Symbol.for('trilha.cspReports');
type GlobalWithReports = typeof globalThis & { [storeKey]?: CspViolation[] };

function store(): CspViolation[] {
  const holder = globalThis as GlobalWithReports;
  holder[storeKey] ??= [];
  return holder[storeKey];
}

/** A URL without its query and fragment (they may carry personal data); keywords as given. */
function withoutQuery(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.slice(0, 500);
  try {
    const url = new URL(text);
    return `${url.origin}${url.pathname}`;
  } catch {
    return text.split(/[?#]/)[0] ?? '';
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 100) : '';
}

function fromBody(body: Record<string, unknown>, receivedAt: string): CspViolation {
  const line = body.lineNumber ?? body['line-number'];
  const sourceFile = withoutQuery(body.sourceFile ?? body['source-file']);
  return {
    receivedAt,
    documentUrl: withoutQuery(body.documentURL ?? body['document-uri']),
    blockedUrl: withoutQuery(body.blockedURL ?? body['blocked-uri']),
    directive: text(
      body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive'],
    ),
    disposition: text(body.disposition) || 'enforce',
    ...(sourceFile ? { sourceFile } : {}),
    ...(typeof line === 'number' ? { line } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a CSP report body in either format: `report-uri`'s `{ "csp-report": {…} }` or the
 * Reporting API's `[{ type: "csp-violation", body: {…} }]`. Each violation is logged as one
 * structured warning line and kept (the last 100). Answers how many were recorded.
 */
export function recordCspReports(payload: unknown, now: Date = new Date()): number {
  const receivedAt = now.toISOString();
  const bodies: Record<string, unknown>[] = [];
  if (isObject(payload) && isObject(payload['csp-report'])) bodies.push(payload['csp-report']);
  if (Array.isArray(payload)) {
    for (const report of payload.slice(0, maxPerRequest)) {
      if (isObject(report) && report.type === 'csp-violation' && isObject(report.body))
        bodies.push(report.body);
    }
  }
  const reports = store();
  for (const body of bodies) {
    const violation = fromBody(body, receivedAt);
    logger.warning('CSP_VIOLATION', { context: { ...violation } });
    reports.push(violation);
  }
  if (reports.length > keptReports) reports.splice(0, reports.length - keptReports);
  return bodies.length;
}

/** The violations kept so far, oldest first. */
export function recentCspReports(): readonly CspViolation[] {
  return [...store()];
}
