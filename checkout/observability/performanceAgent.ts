/**
 * The application-performance agent of the browser (spec §9: service 'checkout-front' with the
 * project version), built on the OpenTelemetry web SDK and exported as OTLP/HTTP JSON:
 * - the page load (`documentLoad` span with its resource timings),
 * - one `routeChange` span per Next.js route change,
 * - API calls (axios uses XHR; fetch too), with the W3C trace header only on our own API,
 * - Web Vitals LCP, INP and CLS as histograms, exported every 300 s (spec §9) and on pagehide,
 * - a logger sink receiving every level as OTel log records.
 * Loaded by `startObservability` with a dynamic import after the first paint: none of it is in
 * the buyer's first-load JavaScript.
 */
import { trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import { SeverityNumber } from '@opentelemetry/api-logs';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { DocumentLoadInstrumentation } from '@opentelemetry/instrumentation-document-load';
import { FetchInstrumentation } from '@opentelemetry/instrumentation-fetch';
import { XMLHttpRequestInstrumentation } from '@opentelemetry/instrumentation-xml-http-request';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, WebTracerProvider } from '@opentelemetry/sdk-trace-web';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import Router from 'next/router';
import { onCLS, onINP, onLCP } from 'web-vitals';
import type { Metric } from 'web-vitals';
import type { LogEvent, LogLevel, LogSink } from '@/checkout/logger';
import { scrubCardData, scrubText } from '@/checkout/scrubCardData';
import type { PerformanceSettings } from '@/checkout/observability/telemetrySettings';

const severity: Record<LogLevel, SeverityNumber> = {
  fatal: SeverityNumber.FATAL,
  error: SeverityNumber.ERROR,
  warning: SeverityNumber.WARN,
  info: SeverityNumber.INFO,
  debug: SeverityNumber.DEBUG,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A running agent: its logger sink and a flush for tests and page hide. */
export interface PerformanceAgent {
  sink: LogSink;
  flush(): Promise<void>;
}

/**
 * Starts the agent once with the given settings. `ignoredUrls` are the telemetry endpoints
 * themselves (their calls are not API calls to trace).
 */
export function startPerformanceAgent(
  settings: PerformanceSettings,
  ignoredUrls: readonly string[],
): PerformanceAgent {
  const resource = resourceFromAttributes({
    [ATTR_SERVICE_NAME]: settings.serviceName,
    [ATTR_SERVICE_VERSION]: settings.serviceVersion,
    'deployment.environment': settings.environment,
    'deployment.environment.name': settings.environment,
  });

  const tracerProvider = new WebTracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.tracesUrl }), {
        scheduledDelayMillis: settings.spanExportDelayMs,
      }),
    ],
  });
  tracerProvider.register();

  const ignoreUrls = [
    ...ignoredUrls.map((url) => new RegExp(`^${escapeRegExp(url)}`)),
    /\/api\/sandbox\/(otel|sentry)\//,
    /\/api\/observability\//,
    /\/_next\//,
  ];
  const propagateTraceHeaderCorsUrls = settings.propagateTraceOrigins.map(
    (origin) => new RegExp(`^${escapeRegExp(origin)}/api/v[12]/`),
  );
  registerInstrumentations({
    tracerProvider,
    instrumentations: [
      new DocumentLoadInstrumentation(),
      new XMLHttpRequestInstrumentation({ ignoreUrls, propagateTraceHeaderCorsUrls }),
      new FetchInstrumentation({ ignoreUrls, propagateTraceHeaderCorsUrls }),
    ],
  });

  // One span per client-side route change, from the router's start to its completion.
  const tracer = trace.getTracer('checkout-front.router');
  let routeSpan: Span | undefined;
  Router.events.on('routeChangeStart', (url: string) => {
    routeSpan?.end();
    routeSpan = tracer.startSpan('routeChange', {
      attributes: { 'url.path': url.split('?')[0] ?? url, 'url.from': window.location.pathname },
    });
  });
  const endRoute = (outcome: string) => () => {
    routeSpan?.setAttribute('route.outcome', outcome);
    routeSpan?.end();
    routeSpan = undefined;
  };
  Router.events.on('routeChangeComplete', endRoute('complete'));
  Router.events.on('routeChangeError', endRoute('error'));

  // Web Vitals as histograms, exported every 300 s (spec §9) and when the page is hidden.
  const metricReader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter({ url: settings.metricsUrl }),
    exportIntervalMillis: settings.metricsIntervalMs,
    exportTimeoutMillis: Math.min(30_000, settings.metricsIntervalMs),
  });
  const meterProvider = new MeterProvider({ resource, readers: [metricReader] });
  const meter = meterProvider.getMeter('checkout-front.web-vitals');
  const vitals = {
    LCP: meter.createHistogram('web_vitals.lcp', {
      unit: 'ms',
      description: 'Largest Contentful Paint',
    }),
    INP: meter.createHistogram('web_vitals.inp', {
      unit: 'ms',
      description: 'Interaction to Next Paint',
    }),
    CLS: meter.createHistogram('web_vitals.cls', {
      unit: '1',
      description: 'Cumulative Layout Shift',
    }),
  };
  const recordVital = (metric: Metric) => {
    const histogram = vitals[metric.name as keyof typeof vitals];
    histogram?.record(metric.value, {
      'web_vital.rating': metric.rating,
      'url.path': window.location.pathname,
    });
  };
  onLCP(recordVital);
  onINP(recordVital);
  onCLS(recordVital);

  const loggerProvider = new LoggerProvider({
    resource,
    processors: [
      new BatchLogRecordProcessor(new OTLPLogExporter({ url: settings.logsUrl }), {
        scheduledDelayMillis: settings.spanExportDelayMs,
      }),
    ],
  });
  const otelLogger = loggerProvider.getLogger('checkout-front.logger');
  const sink: LogSink = {
    kind: 'performance',
    send: (event: LogEvent) => {
      otelLogger.emit({
        severityNumber: severity[event.level],
        severityText: event.level.toUpperCase(),
        body: scrubText(event.message),
        attributes: {
          ...(event.context ? { context: JSON.stringify(scrubCardData(event.context)) } : {}),
          'url.path': window.location.pathname,
        },
      });
    },
  };

  const flush = async () => {
    await Promise.allSettled([
      tracerProvider.forceFlush(),
      meterProvider.forceFlush(),
      loggerProvider.forceFlush(),
    ]);
  };
  // The last batch and the Web Vitals leave with the page (sendBeacon survives unload).
  const flushOnHide = () => {
    if (document.visibilityState === 'hidden') void flush();
  };
  document.addEventListener('visibilitychange', flushOnHide);
  window.addEventListener('pagehide', () => void flush());

  return { sink, flush };
}
