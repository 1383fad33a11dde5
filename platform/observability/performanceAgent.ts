/**
 * The application-performance agent of the browser (spec §9: service 'checkout-front' with the
 * project version), exported as OTLP/HTTP JSON without the OpenTelemetry web SDK (issue 25:
 * the SDK and its instrumentations were ~49 kB gzip of every buyer's first seconds; this is a
 * few kB, see `browserAgent/otlp.ts`); the server keeps OpenTelemetry's SDK:
 * - traces (`browserAgent/tracing.ts`): the page load, route changes and API calls;
 * - metrics (`browserAgent/webVitals.ts`): LCP, INP and CLS, every 300 s and on page hide;
 * - logs (`browserAgent/logs.ts`): a logger sink receiving every level.
 * Every batch also leaves when the page is hidden or left (pagehide), by beacon.
 *
 * Loaded by `startObservability` with a dynamic import after the first paint: none of it is in
 * the buyer's first-load JavaScript. Its scrubbing is the logger's lazily loaded chunk
 * (`loadScrubber`), awaited before the signals start, so the browser downloads it once. The three signals are started one after the other,
 * yielding to the main thread in between, so a buyer's first tap or keystroke never waits
 * behind one long task.
 */
import type { LogSink } from '@/platform/observability/logSinks';
import type { StartedSignal } from '@/platform/observability/agent/agentResource';
import { startLogs } from '@/platform/observability/browserAgent/logs';
import { flushWhenLeaving } from '@/platform/observability/browserAgent/otlp';
import { loadScrubber } from '@/platform/observability/scrubber';
import { startTracing } from '@/platform/observability/browserAgent/tracing';
import { startWebVitals } from '@/platform/observability/browserAgent/webVitals';
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';

/** A running agent: its logger sink and a flush for tests and page hide. */
export interface PerformanceAgent {
  sink: LogSink;
  flush(): Promise<void>;
}

/** Lets the browser handle input and paint before the next part runs. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the agent once with the given settings. `ignoredUrls` are the telemetry endpoints
 * themselves (their calls are not API calls to trace).
 */
export async function startPerformanceAgent(
  settings: PerformanceSettings,
  ignoredUrls: readonly string[],
): Promise<PerformanceAgent> {
  const scrubber = await loadScrubber();
  const signals: StartedSignal[] = [];
  const flush = async () => {
    await Promise.allSettled(signals.map((signal) => signal.flush()));
  };
  signals.push(startTracing(settings, ignoredUrls, scrubber));
  await yieldToMain();
  signals.push(startWebVitals(settings));
  await yieldToMain();
  const logs = startLogs(settings, scrubber);
  signals.push(logs);
  // After web-vitals registered its own page-hide listeners, so the vitals it reports on hide
  // are recorded before this flush sends them.
  flushWhenLeaving(flush);
  return { sink: logs.sink, flush };
}
