/**
 * Where the checkout's telemetry goes, decided at run time on the server from the environment
 * (one build serves every environment) and handed to the browser by GET /api/observability/config.
 * Vendor-free: plain data the error-reporting and performance agents are started with.
 */
import { publicSetting } from '@/lib/settings/publicSettings';

/** `sandbox`: the embedded receivers; `external`: the configured services; `off`: nothing. */
export type TelemetryMode = 'sandbox' | 'external' | 'off';

/** The performance service's name (spec §9). */
export const performanceServiceName = 'checkout-front';

/** Metrics export interval of the performance agent (spec §9: 300 s). */
export const metricsIntervalMs = 300_000;

/** The embedded receivers' paths (sandbox mode). */
export const sandboxSentryProject = '1';
export const sandboxSentryPath = '/api/sandbox/sentry';
export const sandboxOtlpPath = '/api/sandbox/otel';

/** Error-reporting settings (Sentry). */
export interface ErrorReportingSettings {
  dsn: string;
  /**
   * Where envelopes are posted instead of the DSN's ingest URL: the sandbox receiver's path
   * (no trailing slash, so Next.js does not redirect the POST).
   */
  tunnel?: string;
  environment: string;
  /** Trace sampling (spec §9: 0). */
  tracesSampleRate: 0;
}

/** Performance (OpenTelemetry OTLP/HTTP JSON) settings. */
export interface PerformanceSettings {
  tracesUrl: string;
  metricsUrl: string;
  logsUrl: string;
  serviceName: string;
  serviceVersion: string;
  environment: string;
  /** How long finished spans wait before a batch is sent (ms). */
  spanExportDelayMs: number;
  metricsIntervalMs: number;
  /** Origins whose calls carry the W3C `traceparent` header (our API only). */
  propagateTraceOrigins: string[];
}

/** What the browser receives: everything optional, `null` when that service is off. */
export interface TelemetrySettings {
  mode: TelemetryMode;
  errorReporting: ErrorReportingSettings | null;
  performance: PerformanceSettings | null;
}

/** The environment variables these settings read. */
export interface TelemetryEnv {
  TRILHA_TELEMETRY?: string;
  SENTRY_DSN?: string;
  SENTRY_ENVIRONMENT?: string;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_SERVICE_NAME?: string;
  OTEL_BSP_SCHEDULE_DELAY?: string;
  APP_VERSION?: string;
  APP_ENV?: string;
  CHECKOUT_API_URL?: string;
  NODE_ENV?: string;
  NEXT_PUBLIC_APP_VERSION?: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The mode: `TRILHA_TELEMETRY` when set to a known value; otherwise `external` when a DSN or
 * an OTLP endpoint is configured, `sandbox` while the embedded sandbox backend runs (no
 * CHECKOUT_API_URL), else `off`.
 */
export function resolveTelemetryMode(env: TelemetryEnv): TelemetryMode {
  const asked = nonEmpty(env.TRILHA_TELEMETRY)?.toLowerCase();
  if (asked === 'sandbox' || asked === 'external' || asked === 'off') return asked;
  if (nonEmpty(env.SENTRY_DSN) || nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT)) return 'external';
  return nonEmpty(env.CHECKOUT_API_URL) ? 'off' : 'sandbox';
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The settings for one origin (the page's, for the browser; the loopback address, for the
 * server). `origin` is where the sandbox receivers are reached.
 */
export function resolveTelemetrySettings(env: TelemetryEnv, origin: string): TelemetrySettings {
  const mode = resolveTelemetryMode(env);
  if (mode === 'off') return { mode, errorReporting: null, performance: null };
  const environment =
    nonEmpty(env.SENTRY_ENVIRONMENT) ??
    nonEmpty(env.APP_ENV) ??
    nonEmpty(env.NODE_ENV) ??
    'production';
  const deployment = nonEmpty(env.APP_ENV) ?? (mode === 'sandbox' ? 'sandbox' : 'production');
  const host = new URL(origin).host;
  const sandbox = mode === 'sandbox';
  const dsn = sandbox
    ? `${new URL(origin).protocol}//public@${host}${sandboxSentryPath}/${sandboxSentryProject}`
    : nonEmpty(env.SENTRY_DSN);
  const otlpBase = sandbox
    ? `${origin}${sandboxOtlpPath}`
    : nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT)?.replace(/\/+$/, '');
  return {
    mode,
    errorReporting: dsn
      ? {
          dsn,
          ...(sandbox
            ? { tunnel: `${origin}${sandboxSentryPath}/api/${sandboxSentryProject}/envelope` }
            : {}),
          environment,
          tracesSampleRate: 0,
        }
      : null,
    performance: otlpBase
      ? {
          tracesUrl: `${otlpBase}/v1/traces`,
          metricsUrl: `${otlpBase}/v1/metrics`,
          logsUrl: `${otlpBase}/v1/logs`,
          serviceName: nonEmpty(env.OTEL_SERVICE_NAME) ?? performanceServiceName,
          serviceVersion:
            nonEmpty(env.APP_VERSION) ??
            nonEmpty(env.NEXT_PUBLIC_APP_VERSION) ??
            // Inlined from package.json at build time (next.config.js `env`).
            nonEmpty(publicSetting('NEXT_PUBLIC_APP_VERSION')) ??
            'unknown',
          environment: deployment,
          spanExportDelayMs: positiveInt(env.OTEL_BSP_SCHEDULE_DELAY, sandbox ? 1000 : 5000),
          metricsIntervalMs,
          propagateTraceOrigins: [origin],
        }
      : null,
  };
}

/** The origins the page's `connect-src` must allow for these settings (besides 'self'). */
export function telemetryConnectOrigins(settings: TelemetrySettings): string[] {
  const urls = [
    settings.errorReporting?.tunnel ?? settings.errorReporting?.dsn,
    settings.performance?.tracesUrl,
    settings.performance?.metricsUrl,
    settings.performance?.logsUrl,
  ];
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed setting adds no origin; the agent will fail to start and say so.
    }
  }
  return [...origins];
}

/**
 * Origins of the external services (mode `external`) the page's `connect-src` must allow; the
 * sandbox receivers are on the page's own origin ('self').
 */
export function externalTelemetryOrigins(env: TelemetryEnv): string[] {
  if (resolveTelemetryMode(env) !== 'external') return [];
  return telemetryConnectOrigins(resolveTelemetrySettings(env, 'http://localhost'));
}

/** The origin a request reached us on (the browser's view, behind a TLS proxy too). */
export function requestOrigin(headers: Record<string, string | string[] | undefined>): string {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const proto = first(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  const host = first(headers.host) ?? 'localhost';
  return `${proto}://${host}`;
}
