/**
 * The agent's metrics: Web Vitals LCP, INP and CLS as histograms, exported every 300 s
 * (spec §9) and when the page is hidden. web-vitals reads buffered performance entries, so
 * starting after the page loaded still sees its LCP and layout shifts.
 */
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { onCLS, onINP, onLCP } from 'web-vitals';
import type { Metric } from 'web-vitals';
import { agentResource } from '@/checkout/observability/agent/agentResource';
import type { StartedSignal } from '@/checkout/observability/agent/agentResource';
import type { PerformanceSettings } from '@/checkout/observability/telemetrySettings';

/** Starts recording the Web Vitals. */
export function startWebVitals(settings: PerformanceSettings): StartedSignal {
  const metricReader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter({ url: settings.metricsUrl }),
    exportIntervalMillis: settings.metricsIntervalMs,
    exportTimeoutMillis: Math.min(30_000, settings.metricsIntervalMs),
  });
  const meterProvider = new MeterProvider({ resource: agentResource(settings), readers: [metricReader] });
  const meter = meterProvider.getMeter('checkout-front.web-vitals');
  const vitals = {
    LCP: meter.createHistogram('web_vitals.lcp', { unit: 'ms', description: 'Largest Contentful Paint' }),
    INP: meter.createHistogram('web_vitals.inp', { unit: 'ms', description: 'Interaction to Next Paint' }),
    CLS: meter.createHistogram('web_vitals.cls', { unit: '1', description: 'Cumulative Layout Shift' }),
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
  return { flush: () => meterProvider.forceFlush() };
}
