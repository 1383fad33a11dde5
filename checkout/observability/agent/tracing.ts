/**
 * The agent's traces: the page load (`documentLoad` span with its resource timings), one
 * `routeChange` span per Next.js route change, and API calls (axios uses XHR; fetch too), with
 * the W3C trace header only on our own API. Scrubbed of personal data (`ScrubbingSpanProcessor`)
 * and exported as OTLP/HTTP JSON.
 */
import { trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { DocumentLoadInstrumentation } from '@opentelemetry/instrumentation-document-load';
import { FetchInstrumentation } from '@opentelemetry/instrumentation-fetch';
import { XMLHttpRequestInstrumentation } from '@opentelemetry/instrumentation-xml-http-request';
import { BatchSpanProcessor, WebTracerProvider } from '@opentelemetry/sdk-trace-web';
import Router from 'next/router';
import { agentResource } from '@/checkout/observability/agent/agentResource';
import type { StartedSignal } from '@/checkout/observability/agent/agentResource';
import { ScrubbingSpanProcessor } from '@/checkout/observability/agent/scrubbingSpanProcessor';
import type { PerformanceSettings } from '@/checkout/observability/telemetrySettings';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Starts tracing; `ignoredUrls` are the telemetry endpoints themselves (not API calls to trace). */
export function startTracing(settings: PerformanceSettings, ignoredUrls: readonly string[]): StartedSignal {
  const tracerProvider = new WebTracerProvider({
    resource: agentResource(settings),
    // Every span is scrubbed of personal data (the page's URL and its query…) before export.
    spanProcessors: [
      new ScrubbingSpanProcessor(
        new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.tracesUrl }), {
          scheduledDelayMillis: settings.spanExportDelayMs,
        }),
      ),
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

  return { flush: () => tracerProvider.forceFlush() };
}
