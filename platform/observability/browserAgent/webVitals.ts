/**
 * The agent's metrics: Web Vitals LCP, INP and CLS as OTLP histograms (cumulative: count, sum,
 * min and max per rating and page), exported every 300 s (spec §9) and when the page is hidden
 * or left. web-vitals reads buffered performance entries, so starting after the page loaded
 * still sees its LCP and layout shifts.
 */
import { onCLS, onINP, onLCP } from 'web-vitals';
import type { Metric } from 'web-vitals';
import type { StartedSignal } from '@/platform/observability/agent/agentResource';
import {
  otlpAttributes,
  otlpResource,
  postOtlp,
  unixNanos,
} from '@/platform/observability/browserAgent/otlp';
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';

const instruments = {
  LCP: { name: 'web_vitals.lcp', unit: 'ms', description: 'Largest Contentful Paint' },
  INP: { name: 'web_vitals.inp', unit: 'ms', description: 'Interaction to Next Paint' },
  CLS: { name: 'web_vitals.cls', unit: '1', description: 'Cumulative Layout Shift' },
} as const;

/** One histogram point: every value recorded for a vital with the same attributes. */
interface Point {
  vital: keyof typeof instruments;
  attributes: { 'web_vital.rating': string; 'url.path': string };
  count: number;
  sum: number;
  min: number;
  max: number;
}

function metricsEnvelope(settings: PerformanceSettings, points: Point[], start: number): unknown {
  const now = unixNanos(performance.now());
  const vitals = [...new Set(points.map((point) => point.vital))];
  return {
    resourceMetrics: [
      {
        resource: otlpResource(settings),
        scopeMetrics: [
          {
            scope: { name: 'checkout-front.web-vitals' },
            metrics: vitals.map((vital) => ({
              ...instruments[vital],
              histogram: {
                aggregationTemporality: 2,
                dataPoints: points
                  .filter((point) => point.vital === vital)
                  .map((point) => ({
                    attributes: otlpAttributes(point.attributes),
                    startTimeUnixNano: unixNanos(start),
                    timeUnixNano: now,
                    count: String(point.count),
                    sum: point.sum,
                    min: point.min,
                    max: point.max,
                    bucketCounts: [String(point.count)],
                    explicitBounds: [],
                  })),
              },
            })),
          },
        ],
      },
    ],
  };
}

/** Starts recording the Web Vitals. */
export function startWebVitals(settings: PerformanceSettings): StartedSignal {
  const start = performance.now();
  const points = new Map<string, Point>();
  let recordedSinceExport = false;
  const recordVital = (metric: Metric) => {
    const vital = metric.name as keyof typeof instruments;
    if (!instruments[vital]) return;
    const attributes = { 'web_vital.rating': metric.rating, 'url.path': window.location.pathname };
    const key = `${vital} ${attributes['web_vital.rating']} ${attributes['url.path']}`;
    const point = points.get(key) ?? {
      vital,
      attributes,
      count: 0,
      sum: 0,
      min: Infinity,
      max: -Infinity,
    };
    point.count++;
    point.sum += metric.value;
    point.min = Math.min(point.min, metric.value);
    point.max = Math.max(point.max, metric.value);
    points.set(key, point);
    recordedSinceExport = true;
  };
  onLCP(recordVital);
  onINP(recordVital);
  onCLS(recordVital);
  const flush = async () => {
    if (!recordedSinceExport) return;
    recordedSinceExport = false;
    await postOtlp(settings.metricsUrl, metricsEnvelope(settings, [...points.values()], start));
  };
  setInterval(() => void flush(), settings.metricsIntervalMs);
  return { flush };
}
