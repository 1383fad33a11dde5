/**
 * Next.js start-up hook: checks the settings (lib/settings/), then watches for server errors (error reporting starts on the first) and starts the logger's performance sink
 * with the run-time settings (docs/observability.md), and reports errors of pages and API
 * routes the framework catches.
 * Only the Node.js runtime: the checkout has no edge code.
 */
import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  // NEXT_RUNTIME is replaced at build time, so it is spelled out here (not read from settings).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before anything is served: a bad setting stops the start, naming the variable.
  const { assertSettings, SettingsError } = await import('@/lib/settings/settings');
  try {
    assertSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Asked to stop (SIGTERM from an orchestrator, Ctrl+C): readiness answers 503 at once, while
  // Next.js closes the listener and finishes the requests in flight (scripts/gracefulShutdown.mjs).
  const { markShuttingDown } = await import('@/lib/shutdown/shuttingDown');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, markShuttingDown);
  // Behind a proxy keeping connections open, `npm start` drains before the SIGTERM
  // (SHUTDOWN_DRAIN_MS): readiness 503 and every connection closed after its answer.
  const { drainOnMessage } = await import('@/lib/shutdown/drain');
  drainOnMessage();
  // Error reporting starts on the first error (errorReportingServer.ts): until then, a watch.
  const { watchServerErrors } = await import('@/platform/observability/errorReportingServer');
  watchServerErrors();
  const { startServerPerformanceLogs } =
    await import('@/platform/observability/serverPerformanceLogs');
  startServerPerformanceLogs();
}

/** Errors thrown while rendering a page or answering an API route (Next.js' request hook). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startErrorReportingServer } =
    await import('@/platform/observability/errorReportingServer');
  const Sentry = await startErrorReportingServer();
  Sentry?.captureRequestError(error, request, context);
};
