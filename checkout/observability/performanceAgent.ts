/**
 * The application-performance agent of the browser (spec §9: service 'checkout-front' with the
 * project version), built on the OpenTelemetry web SDK and exported as OTLP/HTTP JSON:
 * - traces (`agent/tracing.ts`): the page load, route changes and API calls;
 * - metrics (`agent/webVitals.ts`): LCP, INP and CLS, every 300 s and on page hide;
 * - logs (`agent/logs.ts`): a logger sink receiving every level.
 *
 * Loaded by `startObservability` with a dynamic import after the first paint: none of it is in
 * the buyer's first-load JavaScript. The three signals are imported and started one after the
 * other, yielding to the main thread in between, so starting the agent is three short tasks
 * instead of one long one that a buyer's first tap or keystroke would wait behind.
 */
import type { LogSink } from '@/checkout/logger';
import type { StartedSignal } from '@/checkout/observability/agent/agentResource';
import type { PerformanceSettings } from '@/checkout/observability/telemetrySettings';

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
  const signals: StartedSignal[] = [];
  const flush = async () => {
    await Promise.allSettled(signals.map((signal) => signal.flush()));
  };
  // The last batch and the Web Vitals leave with the page (sendBeacon survives unload).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush();
  });
  window.addEventListener('pagehide', () => void flush());

  const { startTracing } = await import('@/checkout/observability/agent/tracing');
  signals.push(startTracing(settings, ignoredUrls));
  await yieldToMain();
  const { startWebVitals } = await import('@/checkout/observability/agent/webVitals');
  signals.push(startWebVitals(settings));
  await yieldToMain();
  const { startLogs } = await import('@/checkout/observability/agent/logs');
  const logs = startLogs(settings, { pagePath: () => window.location.pathname });
  signals.push(logs);
  return { sink: logs.sink, flush };
}
