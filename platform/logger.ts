/**
 * The checkout's logger (spec §8 "Logger levels"): fatal, error, warning, info, debug.
 * Fatal and error go to the application-performance service, the error-reporting service and
 * the console; warning, info and debug only to the performance service and the console.
 * Error reporting also leaves out what spec §8 does not report (`isReportable`).
 *
 * Console lines are JSON, one per event (see `formatLogLine`). Sinks are registered at start-up
 * (`registerLogSink` of platform/observability/logSinks.ts, docs/observability.md), so this
 * module has no vendor SDK in it: the Sentry and OpenTelemetry sinks are implementations, a
 * test's capturing sink another. This is the interface buyer code logs (and reports) through.
 */

import { scrubCardData, scrubText } from '@/lib/redaction/scrubSensitiveData';
import { sendToSinks } from '@/platform/observability/logSinks';
import type { LogEvent, LogLevel } from '@/platform/observability/logSinks';

export type { LogEvent, LogLevel } from '@/platform/observability/logSinks';

const consoleMethod: Record<LogLevel, 'error' | 'warn' | 'info' | 'debug'> = {
  fatal: 'error',
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
};

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
  sendToSinks(event);
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
