/**
 * Starts error reporting and the performance agent in the browser, after the first paint:
 * when the page has loaded and the main thread is idle, it asks the server for the run-time
 * settings (GET /api/observability/config) and imports the agents it needs. Until then, the
 * logger's events wait in a small buffer, so an error of the first seconds is still reported.
 * Nothing of the SDKs is in the buyer's first-load JavaScript.
 */
import { registerLogSink } from '@/checkout/logger';
import type { LogEvent, LogSink } from '@/checkout/logger';
import type { TelemetrySettings } from '@/checkout/observability/telemetrySettings';

const configPath = '/api/observability/config';
const maxBuffered = 50;
let started = false;

function afterFirstPaint(run: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Queues the logger's events until the real sinks are there, then hands them over. */
function bufferingSinks(): { replay: (sinks: LogSink[]) => void; stop: () => void } {
  const events: LogEvent[] = [];
  const unregister = [
    registerLogSink({
      kind: 'error-reporting',
      send: (event) => events.length < maxBuffered && events.push(event),
    }),
  ];
  const performanceEvents: LogEvent[] = [];
  unregister.push(
    registerLogSink({
      kind: 'performance',
      send: (event) => performanceEvents.length < maxBuffered && performanceEvents.push(event),
    }),
  );
  const stop = () => unregister.forEach((remove) => remove());
  return {
    stop,
    replay: (sinks) => {
      stop();
      for (const sink of sinks) {
        registerLogSink(sink);
        for (const event of sink.kind === 'performance' ? performanceEvents : events)
          sink.send(event);
      }
    },
  };
}

async function start(): Promise<void> {
  const buffer = bufferingSinks();
  try {
    await new Promise<void>((resolve) => afterFirstPaint(resolve));
    const response = await fetch(configPath, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`telemetry settings answered ${response.status}`);
    const settings = (await response.json()) as TelemetrySettings;
    const ignored = [
      settings.errorReporting?.tunnel,
      settings.performance?.tracesUrl,
      settings.performance?.metricsUrl,
      settings.performance?.logsUrl,
    ].filter((url): url is string => Boolean(url));
    const { errorReporting, performance } = settings;
    const [errorSink, agent] = await Promise.all([
      errorReporting
        ? import('@/checkout/observability/errorReportingClient').then((module) =>
            module.startErrorReportingClient(errorReporting),
          )
        : undefined,
      performance
        ? import('@/checkout/observability/performanceAgent').then((module) =>
            module.startPerformanceAgent(performance, ignored),
          )
        : undefined,
    ]);
    buffer.replay([errorSink, agent?.sink].filter((sink): sink is LogSink => Boolean(sink)));
  } catch (error) {
    buffer.stop();
    // Telemetry never breaks the checkout: say it on the console only.
    console.warn(
      JSON.stringify({ level: 'warning', message: 'TELEMETRY_NOT_STARTED', error: String(error) }),
    );
  }
}

/** Starts browser telemetry once; a no-op on the server. */
export function startObservability(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void start();
}
