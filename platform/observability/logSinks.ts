/**
 * The reporting side of the logger (platform/logger.ts): the sinks that receive its events
 * (error reporting, performance monitoring, a test's capturing sink) and the rule of which
 * events each kind receives (spec §8). Buyer code logs through platform/logger.ts and never
 * sees this module; observability registers its sinks here at start-up.
 */

/** The five levels of spec §8. */
export type LogLevel = 'fatal' | 'error' | 'warning' | 'info' | 'debug';

/** One event as sinks receive it. `context` must never hold card data. */
export interface LogEvent {
  level: LogLevel;
  message: string;
  error?: unknown;
  context?: Record<string, unknown>;
}

/** A destination of log events; `kind` decides which levels it receives. */
export interface LogSink {
  kind: 'error-reporting' | 'performance';
  send: (event: LogEvent) => void;
}

// On globalThis: the server bundles instrumentation.ts, pages and API routes separately, each
// with its own copy of this module, and the sinks registered at start-up must reach them all.
const sinksKey = Symbol.for('trilha.logSinks');
type GlobalWithSinks = typeof globalThis & { [sinksKey]?: LogSink[] };
const sinks: LogSink[] = ((globalThis as GlobalWithSinks)[sinksKey] ??= []);

/** Adds a sink; returns a function that removes it (tests use it to capture events). */
export function registerLogSink(sink: LogSink): () => void {
  sinks.push(sink);
  return () => {
    const index = sinks.indexOf(sink);
    if (index >= 0) sinks.splice(index, 1);
  };
}

/**
 * HTTP statuses that are not reported to the error-reporting service (spec §8: 400, 401,
 * 404 and 422 are the buyer's input or a missing thing, not a fault of ours).
 */
const unreportedStatuses = new Set([400, 401, 404, 422]);

/**
 * Whether an error is reported to the error-reporting service (spec §8 "Not reported":
 * HTTP 400/401/404/422 request failures, fetch failures and I/O read failures).
 */
export function isReportable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return true;
  const candidate = error as { status?: unknown; kind?: unknown; code?: unknown; name?: unknown };
  if (typeof candidate.status === 'number' && unreportedStatuses.has(candidate.status))
    return false;
  if (candidate.kind === 'network' || candidate.name === 'FetchError') return false;
  if (candidate.code === 'EIO' || candidate.code === 'ERR_STREAM_PREMATURE_CLOSE') return false;
  return true;
}

/** Hands one event to every sink whose kind receives its level (spec §8). */
export function sendToSinks(event: LogEvent): void {
  for (const sink of sinks) {
    if (sink.kind === 'performance') sink.send(event);
    else if ((event.level === 'fatal' || event.level === 'error') && isReportable(event.error))
      sink.send(event);
  }
}
