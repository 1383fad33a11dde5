/**
 * Error reporting in the browser with @sentry/nextjs, started by `startObservability` with
 * the run-time settings (a dynamic import after the first paint, so the SDK is not in the
 * buyer's first load). Trace sampling 0 (spec §9); every event passes `prepareErrorEvent`
 * (spec §8 grouping, drops, buyer e-mail, scrubbing). The returned sink receives the logger's
 * fatal and error events; unhandled errors and rejections are captured by the SDK itself.
 */
// Named imports only, so the bundler can leave the rest of the SDK (replay, feedback) out.
import { captureException, captureMessage, init } from '@sentry/nextjs';
import type { LogSink } from '@/platform/observability/logSinks';
import { buyerEmail } from '@/platform/observability/buyerEmail';
import type { LeadEmail } from '@/platform/observability/buyerEmail';
import { prepareBreadcrumb, prepareErrorEvent } from '@/platform/observability/prepareErrorEvent';
import type { ErrorReportingSettings } from '@/platform/observability/telemetrySettings';
import { publicSetting } from '@/lib/settings/publicSettings';

/** Starts the browser SDK and answers the logger sink that feeds it. */
export function startErrorReportingClient(
  settings: ErrorReportingSettings,
  leadEmail: LeadEmail,
): LogSink {
  init({
    dsn: settings.dsn,
    ...(settings.tunnel ? { tunnel: settings.tunnel } : {}),
    environment: settings.environment,
    release: publicSetting('NEXT_PUBLIC_APP_VERSION'),
    tracesSampleRate: settings.tracesSampleRate,
    // Spans are the performance agent's job: no Sentry tracing integration patching XHR too.
    // No release-health sessions either: they would post an envelope on every page view (a
    // kept-alive request that never counts as finished for tools waiting on an idle network).
    integrations: (defaults) =>
      defaults.filter(
        (integration) =>
          integration.name !== 'BrowserTracing' && integration.name !== 'BrowserSession',
      ),
    beforeSend: (event, hint) =>
      prepareErrorEvent(event, hint, { buyerEmail: buyerEmail(leadEmail) }),
    beforeBreadcrumb: (breadcrumb) => prepareBreadcrumb(breadcrumb),
  });
  return errorReportingSink({ captureException, captureMessage });
}

/** The part of the SDK the sink calls (the browser and server SDKs both have it). */
export interface CaptureApi {
  captureException: typeof captureException;
  captureMessage: typeof captureMessage;
}

/** A logger sink that sends fatal and error events as exceptions (or messages without one). */
export function errorReportingSink(sdk: CaptureApi): LogSink {
  return {
    kind: 'error-reporting',
    send: ({ level, message, error, context }) => {
      const captureContext = {
        level: level === 'fatal' ? ('fatal' as const) : ('error' as const),
        extra: { ...context, logMessage: message },
      };
      if (error instanceof Error) sdk.captureException(error, captureContext);
      else sdk.captureMessage(message, captureContext);
    },
  };
}
