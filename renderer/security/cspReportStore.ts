import { logger } from '@/platform/logger';

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

/** The same violation (directive, blocked URL, page, source, line) is logged once per window. */
export const cspDuplicateWindowMs = 10 * 60 * 1000;
/** At most this many violations are logged and reported per minute, all pages together. */
export const cspLoggedPerMinute = 30;
/** How many distinct violations the duplicate check remembers (the oldest are forgotten). */
const rememberedViolations = 1000;

/** What decides whether a violation is logged and reported: duplicates and the rate so far. */
interface CspGate {
  /** When each violation (by key) was last logged, oldest first. */
  lastLogged: Map<string, number>;
  minuteStart: number;
  loggedThisMinute: number;
  /** Violations left unlogged since the last logged one (duplicates or over the rate). */
  suppressed: number;
}

const storeKey = Symbol.for('trilha.cspReports');
const gateKey = Symbol.for('trilha.cspReportGate');
type GlobalWithReports = typeof globalThis & { [storeKey]?: CspViolation[]; [gateKey]?: CspGate };

function store(): CspViolation[] {
  const holder = globalThis as GlobalWithReports;
  holder[storeKey] ??= [];
  return holder[storeKey];
}

function newGate(): CspGate {
  return { lastLogged: new Map(), minuteStart: 0, loggedThisMinute: 0, suppressed: 0 };
}

function gate(): CspGate {
  const holder = globalThis as GlobalWithReports;
  holder[gateKey] ??= newGate();
  return holder[gateKey];
}

/** Forgets which violations were logged and the rate so far (tests, the sandbox reset). */
export function resetCspReportGate(): void {
  (globalThis as GlobalWithReports)[gateKey] = newGate();
}

function violationKey(violation: CspViolation): string {
  const { documentUrl, blockedUrl, directive, disposition, sourceFile, line } = violation;
  return JSON.stringify([directive, blockedUrl, documentUrl, disposition, sourceFile, line]);
}

/**
 * Whether a violation is logged and reported: not when the same one was within
 * {@link cspDuplicateWindowMs}, nor past {@link cspLoggedPerMinute} in the current minute (a
 * page in a loop, or someone posting reports, cannot flood the logs and the alerts).
 */
function admit(violation: CspViolation, nowMs: number): boolean {
  const state = gate();
  const key = violationKey(violation);
  const last = state.lastLogged.get(key);
  if (last !== undefined && nowMs - last < cspDuplicateWindowMs) {
    state.suppressed += 1;
    return false;
  }
  if (nowMs - state.minuteStart >= 60_000) {
    state.minuteStart = nowMs;
    state.loggedThisMinute = 0;
  }
  if (state.loggedThisMinute >= cspLoggedPerMinute) {
    state.suppressed += 1;
    return false;
  }
  state.loggedThisMinute += 1;
  state.lastLogged.delete(key);
  state.lastLogged.set(key, nowMs);
  if (state.lastLogged.size > rememberedViolations) {
    const oldest = state.lastLogged.keys().next().value;
    if (oldest !== undefined) state.lastLogged.delete(oldest);
  }
  return true;
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

/** What {@link receiveCspReports} did with a report body. */
export interface ReceivedCspReports {
  /** How many violations the body held (each is kept: the last 100). */
  received: number;
  /** The ones logged, to be reported too: neither duplicates nor over the rate. */
  logged: CspViolation[];
}

/**
 * Reads a CSP report body in either format: `report-uri`'s `{ "csp-report": {…} }` or the
 * Reporting API's `[{ type: "csp-violation", body: {…} }]`. Each violation is kept (the last
 * 100); it is logged as one structured warning line only when it is no duplicate of one logged
 * in the last 10 minutes and the minute's 30 are not used up (the line then says how many were
 * left unlogged since the last one, `suppressed`).
 */
export function receiveCspReports(payload: unknown, now: Date = new Date()): ReceivedCspReports {
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
  const logged: CspViolation[] = [];
  for (const body of bodies) {
    const violation = fromBody(body, receivedAt);
    reports.push(violation);
    if (!admit(violation, now.getTime())) continue;
    const { suppressed } = gate();
    gate().suppressed = 0;
    logger.warning('CSP_VIOLATION', {
      context: { ...violation, ...(suppressed > 0 ? { suppressed } : {}) },
    });
    logged.push(violation);
  }
  if (reports.length > keptReports) reports.splice(0, reports.length - keptReports);
  return { received: bodies.length, logged };
}

/** {@link receiveCspReports}, answering how many violations the body held. */
export function recordCspReports(payload: unknown, now: Date = new Date()): number {
  return receiveCspReports(payload, now).received;
}

/** The violations kept so far, oldest first. */
export function recentCspReports(): readonly CspViolation[] {
  return [...store()];
}
