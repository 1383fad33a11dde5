/**
 * Connects the logger to the error-reporting service (Sentry, through @sentry/nextjs) when
 * `NEXT_PUBLIC_SENTRY_DSN` is set. The SDK is loaded on demand, so buyer pages without a DSN
 * ship none of it. Trace sampling is 0 (spec §9); every event is scrubbed of card data.
 */
import { registerLogSink } from '@/checkout/logger';
import { scrubCardData, scrubText } from '@/checkout/scrubCardData';

let started = false;

/** Starts error reporting once per runtime; a no-op without a DSN. */
export function startErrorReporting(): void {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  if (started || !dsn) return;
  started = true;
  void import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({
      dsn,
      tracesSampleRate: 0,
      environment: process.env.NEXT_PUBLIC_APP_ENV ?? 'production',
      beforeSend: (event) => scrubCardData(event),
    });
    registerLogSink({
      kind: 'error-reporting',
      send: ({ level, message, error, context }) => {
        const extra = scrubCardData(context ?? {});
        if (error instanceof Error) Sentry.captureException(error, { level: level === 'fatal' ? 'fatal' : 'error', extra });
        else Sentry.captureMessage(scrubText(message), { level: level === 'fatal' ? 'fatal' : 'error', extra });
      },
    });
  });
}
