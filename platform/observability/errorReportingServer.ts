/**
 * Error reporting on the server (Node.js runtime) with @sentry/nextjs, with the run-time
 * settings: the same spec §8 rules as the browser (`prepareErrorEvent`), trace sampling 0, no
 * OpenTelemetry set-up of its own (the SDK would otherwise register a tracer provider for
 * Next.js' spans). Without settings (mode `off`) every function here is a no-op, so callers
 * never check.
 *
 * Started on its first use, as the browser's (issue 38): `instrumentation.ts` only watches
 * (`watchServerErrors`): the logger's fatal and error events and the process's uncaught errors
 * and unhandled rejections are queued, and the first of them starts the SDK, which then gets
 * the queue; an error Next.js catches in a page or API route (`onRequestError`), a 500 page and a
 * CSP report start it too. Started at boot, the SDK wrapped every request (its isolation scope
 * and request handling): about a tenth of the server's CPU per page in the bench, on a server
 * where nearly no request has an error. What this costs: breadcrumbs from before the first
 * error.
 */
import type * as SentrySdk from '@sentry/nextjs';
import type { LogEvent, LogSink } from '@/platform/observability/logSinks';
import { registerLogSink } from '@/platform/observability/logSinks';
import { prepareBreadcrumb, prepareErrorEvent } from '@/platform/observability/prepareErrorEvent';
import { resolveTelemetrySettings } from '@/platform/observability/telemetrySettings';
import { integerSetting, setting, settingsEnv } from '@/lib/settings/settings';
import { publicSetting } from '@/lib/settings/publicSettings';

type SentryServer = typeof SentrySdk;

const stateKey = Symbol.for('trilha.errorReportingServer');
const watchKey = Symbol.for('trilha.errorReportingServer.watch');
/** What `watchServerErrors` queued until the SDK is there, and how it steps aside. */
interface Watch {
  queue: LogEvent[];
  standDown: () => void;
}
// On globalThis: instrumentation.ts, pages and API routes each bundle their own copy.
type GlobalWithState = typeof globalThis & {
  [stateKey]?: Promise<SentryServer | undefined>;
  [watchKey]?: Watch;
};
/** Events queued before the SDK is there, at most (a loop of errors drops the newest). */
const maxQueued = 50;

/** The loopback origin the server reaches its own sandbox receivers on. */
function loopbackOrigin(): string {
  return `http://127.0.0.1:${integerSetting('PORT')}`;
}

/**
 * The SDK's `Http` integration, lighter (issue 38: it ran on every page request, about a tenth
 * of the server's CPU per page in the bench's profile): each request keeps its own isolation
 * scope (its breadcrumbs and tags stay its own), but no release-health session per request (the
 * browser SDK sends none either: nothing reads them), no copy of the request body (a buyer's
 * data: spec §8 keeps it out of reports) and no spans (traces are sampled at 0 on the server).
 */
export function lighterHttp(
  Sentry: Pick<SentryServer, 'httpIntegration'>,
): <T extends { name: string }>(integration: T) => T | ReturnType<SentryServer['httpIntegration']> {
  return (integration) =>
    integration.name === 'Http'
      ? Sentry.httpIntegration({ sessions: false, maxRequestBodySize: 'none', spans: false })
      : integration;
}

async function start(): Promise<SentryServer | undefined> {
  const settings = resolveTelemetrySettings(settingsEnv(), loopbackOrigin()).errorReporting;
  if (!settings) return undefined;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({
    dsn: settings.dsn,
    ...(settings.tunnel ? { tunnel: settings.tunnel } : {}),
    environment: settings.environment,
    release: setting('APP_VERSION') ?? publicSetting('NEXT_PUBLIC_APP_VERSION'),
    tracesSampleRate: settings.tracesSampleRate,
    enableOpenTelemetrySetup: false,
    integrations: (defaults) => defaults.map(lighterHttp(Sentry)),
    beforeSend: (event, hint) => prepareErrorEvent(event, hint),
    beforeBreadcrumb: (breadcrumb) => prepareBreadcrumb(breadcrumb),
  });
  const { errorReportingSink } = await import('@/platform/observability/errorReportingClient');
  const sink: LogSink = errorReportingSink(Sentry);
  // The SDK's own handlers take over: the watch steps aside first, so nothing is sent twice.
  const watch = (globalThis as GlobalWithState)[watchKey];
  watch?.standDown();
  registerLogSink(sink);
  for (const event of watch?.queue.splice(0) ?? []) sink.send(event);
  return Sentry;
}

/**
 * Watches for the first server error without starting the SDK (see the module comment): a
 * logger sink and two process listeners that queue what they get and start the SDK. Once per
 * process; nothing when error reporting is off.
 */
export function watchServerErrors(): void {
  const holder = globalThis as GlobalWithState;
  if (holder[watchKey] || holder[stateKey]) return;
  if (!resolveTelemetrySettings(settingsEnv(), loopbackOrigin()).errorReporting) return;
  const queue: LogEvent[] = [];
  const receive = (event: LogEvent) => {
    if (queue.length < maxQueued) queue.push(event);
    void startErrorReportingServer();
  };
  const removeSink = registerLogSink({ kind: 'error-reporting', send: receive });
  // Next.js keeps the process up on both (it logs them); the SDK, once started, reports them.
  const onUncaught = (error: unknown) =>
    receive({ level: 'fatal', message: String(error), error, context: { mechanism: 'onerror' } });
  const onRejection = (reason: unknown) =>
    receive({
      level: 'error',
      message: `Unhandled rejection: ${String(reason)}`,
      error: reason instanceof Error ? reason : new Error(String(reason)),
      context: { mechanism: 'onunhandledrejection' },
    });
  process.on('uncaughtExceptionMonitor', onUncaught);
  process.on('unhandledRejection', onRejection);
  holder[watchKey] = {
    queue,
    standDown: () => {
      removeSink();
      process.off('uncaughtExceptionMonitor', onUncaught);
      process.off('unhandledRejection', onRejection);
    },
  };
}

/** Starts server error reporting once per process; resolves to the SDK, or undefined when off. */
export function startErrorReportingServer(): Promise<SentryServer | undefined> {
  const holder = globalThis as GlobalWithState;
  holder[stateKey] ??= start().catch((error: unknown) => {
    console.warn(
      JSON.stringify({
        level: 'warning',
        message: 'ERROR_REPORTING_NOT_STARTED',
        error: String(error),
      }),
    );
    return undefined;
  });
  return holder[stateKey];
}

/** Reports a CSP violation (PCI DSS 11.6.1) to error reporting as a warning event. */
export function reportCspViolation(violation: Record<string, unknown>): void {
  void startErrorReportingServer().then((Sentry) => {
    Sentry?.captureMessage(`CSP violation: ${String(violation.directive ?? 'unknown')}`, {
      level: 'warning',
      fingerprint: ['csp-violation', String(violation.directive), String(violation.blockedUrl)],
      extra: violation,
      tags: { 'csp.directive': String(violation.directive ?? '') },
    });
  });
}

/** Waits until queued events are sent (the _error page flushes before answering). */
export async function flushErrorReporting(timeoutMs = 2000): Promise<void> {
  const Sentry = await startErrorReportingServer();
  await Sentry?.flush(timeoutMs);
}
