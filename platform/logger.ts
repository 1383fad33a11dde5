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
 *
 * Every event is scrubbed of card data before it is written (platform/observability/scrubber.ts).
 * On the server that happens at once. In the browser the scrubber is not in the page's first
 * load: an event logged before it is there waits in a bounded queue (`maxWaiting`; past it the
 * newest are dropped), its first event imports the scrubber, and the queue is then written in
 * order with the time each event was logged. `whenLogsWritten` lets a test wait for that.
 */

import { sendToSinks } from '@/platform/observability/logSinks';
import { loadScrubber, loadedScrubber } from '@/platform/observability/scrubber';
import type { Scrubber } from '@/platform/observability/scrubber';
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
function describeError(
  { scrubText }: Scrubber,
  error: unknown,
): Record<string, unknown> | undefined {
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
function formatLogLine(scrubber: Scrubber, event: LogEvent, time: Date): string {
  const error = describeError(scrubber, event.error);
  return JSON.stringify({
    time: time.toISOString(),
    level: event.level,
    message: event.message,
    ...(event.context ? { context: event.context } : {}),
    ...(error ? { error } : {}),
  });
}

/** An event as its caller passed it, with when it was logged. */
interface LoggedEvent {
  event: LogEvent;
  time: Date;
}

/** How many events wait for the scrubber in the browser, at most (a loop of errors). */
const maxWaiting = 50;
const waiting: LoggedEvent[] = [];
let draining: Promise<void> | undefined;

/** Writes one event to the console and the sinks, scrubbed of card data. */
function write(scrubber: Scrubber, { event, time }: LoggedEvent): void {
  // Card data never reaches a log line or a sink, whatever a caller passes in.
  const scrubbed: LogEvent = {
    level: event.level,
    message: scrubber.scrubText(event.message),
    error: event.error,
    ...(event.context ? { context: scrubber.scrubCardData(event.context) } : {}),
  };
  console[consoleMethod[event.level]](formatLogLine(scrubber, scrubbed, time));
  sendToSinks(scrubbed);
}

/** Imports the scrubber (once) and writes every waiting event, oldest first. */
function drainWhenScrubberLoads(): Promise<void> {
  draining ??= loadScrubber().then(
    (scrubber) => {
      draining = undefined;
      for (const logged of waiting.splice(0)) write(scrubber, logged);
    },
    () => {
      // The events stay queued (unscrubbed, they are never written); the next event retries.
      draining = undefined;
      console.warn(JSON.stringify({ level: 'warning', message: 'LOG_SCRUBBER_NOT_LOADED' }));
    },
  );
  return draining;
}

/** Logs one event at a level, following the routing rules above. */
export function log(
  level: LogLevel,
  message: string,
  details: Omit<LogEvent, 'level' | 'message'> = {},
): void {
  const logged: LoggedEvent = {
    event: {
      level,
      message,
      error: details.error,
      ...(details.context ? { context: details.context } : {}),
    },
    time: new Date(),
  };
  const scrubber = loadedScrubber();
  // Waiting events go first, so the console and the sinks see events in the order logged.
  if (scrubber && waiting.length === 0) return write(scrubber, logged);
  if (waiting.length < maxWaiting) waiting.push(logged);
  void drainWhenScrubberLoads();
}

/**
 * Resolves once every event logged so far is written (at once on the server). For tests of
 * browser code: an event logged before the scrubber loaded reaches the console and the sinks
 * a few microtasks later.
 */
export async function whenLogsWritten(): Promise<void> {
  if (waiting.length > 0) await drainWhenScrubberLoads();
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
