/**
 * The checkout's logger (spec §8 "Logger levels"): fatal, error, warning, info, debug.
 * Fatal and error go to the application-performance service, the error-reporting service and
 * the console; warning, info and debug only to the performance service and the console.
 * Error reporting also leaves out what spec §8 does not report (`isReportable`).
 *
 * Console lines are JSON, one per event (see `formatLogLine`). Sinks are registered at start-up
 * (`registerLogSink`, docs/observability.md), so this module has no vendor SDK in it: the
 * Sentry and OpenTelemetry sinks are implementations, a test's capturing sink another.
 */

import { scrubCardData, scrubText } from '@/lib/redaction/scrubSensitiveData';

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

const consoleMethod: Record<LogLevel, 'error' | 'warn' | 'info' | 'debug'> = {
  fatal: 'error',
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
};

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

/** What a log line says about an error: never its whole object (it may hold a request). */
function describeError(error: unknown): Record<string, unknown> | undefined {
  if (error === undefined || error === null) return undefined;
  if (typeof error !== 'object') return { message: scrubText(String(error)) };
  const candidate = error as {
    name?: unknown;
    message?: unknown;
    status?: unknown;
    code?: unknown;
    stack?: unknown;
  };
  const described: Record<string, unknown> = {};
  if (typeof candidate.name === 'string') described.name = candidate.name;
  if (typeof candidate.message === 'string') described.message = scrubText(candidate.message);
  if (typeof candidate.status === 'number') described.status = candidate.status;
  if (typeof candidate.code === 'string' || typeof candidate.code === 'number')
    described.code = candidate.code;
  if (typeof candidate.stack === 'string') described.stack = scrubText(candidate.stack);
  return described;
}

/**
 * One log line as JSON (`{"time","level","message","context","error"}`): whatever a message
 * or a context value holds (query text with a newline, a fake "[error] …" prefix), it stays
 * inside a JSON string and cannot start a line of its own.
 */
export function formatLogLine(event: LogEvent, time: Date = new Date()): string {
  const error = describeError(event.error);
  return JSON.stringify({
    time: time.toISOString(),
    level: event.level,
    message: event.message,
    ...(event.context ? { context: event.context } : {}),
    ...(error ? { error } : {}),
  });
}

/** Logs one event at a level, following the routing rules above. */
export function log(
  level: LogLevel,
  message: string,
  details: Omit<LogEvent, 'level' | 'message'> = {},
): void {
  // Card data never reaches a log line or a sink, whatever a caller passes in.
  const event: LogEvent = {
    level,
    message: scrubText(message),
    error: details.error,
    ...(details.context ? { context: scrubCardData(details.context) } : {}),
  };
  const method = consoleMethod[level];
  console[method](formatLogLine(event));
  for (const sink of sinks) {
    if (sink.kind === 'performance') sink.send(event);
    else if ((level === 'fatal' || level === 'error') && isReportable(details.error))
      sink.send(event);
  }
}

/** Shorthands for the five levels. */
export const logger = {
  fatal: (message: string, details?: Omit<LogEvent, 'level' | 'message'>) =>
    log('fatal', message, details),
  error: (message: string, details?: Omit<LogEvent, 'level' | 'message'>) =>
    log('error', message, details),
  warning: (message: string, details?: Omit<LogEvent, 'level' | 'message'>) =>
    log('warning', message, details),
  info: (message: string, details?: Omit<LogEvent, 'level' | 'message'>) =>
    log('info', message, details),
  debug: (message: string, details?: Omit<LogEvent, 'level' | 'message'>) =>
    log('debug', message, details),
};
