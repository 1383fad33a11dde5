/**
 * Starts error reporting and the performance agent in the browser, after the first paint:
 * when the page has loaded and the main thread is idle, it asks the server for the run-time
 * settings (GET /api/observability/config) and imports the performance agent. Until then, the
 * logger's events wait in a small buffer, so an event of the first seconds is still sent.
 *
 * The error-reporting SDK is loaded lazily, the way Sentry's own loader script does it: only
 * when there is an error to send (a logger event at fatal or error level, an uncaught error,
 * an unhandled rejection). A page without errors (nearly all of them) never downloads or runs
 * it, which keeps about 160 kB of JavaScript off the buyer's main thread. Uncaught errors are
 * watched from the start by two small listeners and handed to the SDK once it is there; from
 * then on the SDK's own handlers take over. What is lost: breadcrumbs from before the first
 * error (the SDK was not there to record them).
 *
 * Nothing of either SDK is in the buyer's first-load JavaScript.
 */
import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent, LogSink } from '@/platform/observability/logSinks';
import type {
  ErrorReportingSettings,
  TelemetrySettings,
} from '@/platform/observability/telemetrySettings';
import type { LeadEmail } from '@/platform/observability/buyerEmail';
import { afterPageLoad } from '@/lib/afterPageLoad';

const configPath = '/api/observability/config';
const maxBuffered = 50;
let started = false;

/** A bounded queue: past `maxBuffered` events, the newest are dropped (a loop of errors). */
function boundedQueue<T>(): { items: T[]; push: (item: T) => void } {
  const items: T[] = [];
  return { items, push: (item) => void (items.length < maxBuffered && items.push(item)) };
}

/**
 * Uncaught errors and unhandled rejections as logger-shaped events, watched from the first
 * script until the error-reporting SDK installs its own handlers. `onError` is told of each.
 */
function watchUncaughtErrors(onError: (event: LogEvent) => void): () => void {
  const onWindowError = (event: ErrorEvent) => {
    const error =
      event.error instanceof Error ? event.error : new Error(event.message || 'Uncaught error');
    onError({ level: 'error', message: error.message, error, context: { mechanism: 'onerror' } });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const error =
      reason instanceof Error ? reason : new Error(`Unhandled rejection: ${String(reason)}`);
    onError({
      level: 'error',
      message: error.message,
      error,
      context: { mechanism: 'onunhandledrejection' },
    });
  };
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onWindowError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * The error-reporting sink until the SDK is loaded: it queues what it receives, and the first
 * event (or `settle` with settings, if events came before them) imports and starts the SDK,
 * then hands the queue over and steps aside for the SDK's own sink.
 */
function lazyErrorReporting(leadEmail: LeadEmail): {
  settle: (settings: ErrorReportingSettings | null) => void;
  stop: () => void;
} {
  const queue = boundedQueue<LogEvent>();
  let settings: ErrorReportingSettings | null = null;
  let settled = false;
  let loading = false;

  const load = () => {
    if (loading || !settings || queue.items.length === 0) return;
    loading = true;
    const chosen = settings;
    void import('@/platform/observability/errorReportingClient')
      .then((module) => {
        // The SDK's global handlers take over from here; ours step aside first, so an
        // uncaught error is never sent twice.
        standDown();
        const sink = module.startErrorReportingClient(chosen, leadEmail);
        registerLogSink(sink);
        for (const event of queue.items.splice(0)) sink.send(event);
      })
      .catch((error: unknown) => {
        standDown();
        console.warn(
          JSON.stringify({
            level: 'warning',
            message: 'ERROR_REPORTING_NOT_STARTED',
            error: String(error),
          }),
        );
      });
  };
  // Queued while the SDK loads too: the import hands over everything queued until then.
  const receive = (event: LogEvent) => {
    queue.push(event);
    load();
  };
  const removeSink = registerLogSink({ kind: 'error-reporting', send: receive });
  const stopWatching = watchUncaughtErrors(receive);

  const standDown = () => {
    stopWatching();
    removeSink();
  };
  const stop = () => {
    standDown();
    queue.items.length = 0;
  };
  return {
    settle: (chosen) => {
      if (settled) return;
      settled = true;
      settings = chosen;
      // Error reporting off: stop queueing.
      if (settings) load();
      else stop();
    },
    stop: () => {
      settled = true;
      stop();
    },
  };
}

/** Queues the logger's events for the performance agent until it is there, then hands them over. */
function bufferingPerformanceSink(): { replay: (sink: LogSink | undefined) => void } {
  const queue = boundedQueue<LogEvent>();
  const remove = registerLogSink({ kind: 'performance', send: queue.push });
  return {
    replay: (sink) => {
      remove();
      if (!sink) return;
      registerLogSink(sink);
      for (const event of queue.items.splice(0)) sink.send(event);
    },
  };
}

async function start(errors: ReturnType<typeof lazyErrorReporting>): Promise<void> {
  const performanceBuffer = bufferingPerformanceSink();
  try {
    await new Promise<void>((resolve) => afterPageLoad(resolve));
    const response = await fetch(configPath, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`telemetry settings answered ${response.status}`);
    const settings = (await response.json()) as TelemetrySettings;
    errors.settle(settings.errorReporting);
    const ignored = [
      settings.errorReporting?.tunnel,
      settings.performance?.tracesUrl,
      settings.performance?.metricsUrl,
      settings.performance?.logsUrl,
    ].filter((url): url is string => Boolean(url));
    const { performance } = settings;
    const agent = performance
      ? await import('@/platform/observability/performanceAgent').then((module) =>
          module.startPerformanceAgent(performance, ignored),
        )
      : undefined;
    performanceBuffer.replay(agent?.sink);
  } catch (error) {
    errors.settle(null);
    performanceBuffer.replay(undefined);
    // Telemetry never breaks the checkout: say it on the console only.
    console.warn(
      JSON.stringify({ level: 'warning', message: 'TELEMETRY_NOT_STARTED', error: String(error) }),
    );
  }
}

/**
 * Starts browser telemetry once; a no-op on the server. `leadEmail` reads the e-mail of the
 * buyer's lead from the checkout's session (the page passes it: the platform does not know
 * the checkout's storage) for error reports. Answers a function that stops
 * watching for errors before the SDK is there (for tests: the page never calls it).
 */
export function startObservability(leadEmail: LeadEmail): () => void {
  if (started || typeof window === 'undefined') return () => undefined;
  started = true;
  const errors = lazyErrorReporting(leadEmail);
  void start(errors);
  return errors.stop;
}
