/**
 * Spans of the browser agent as OTLP/HTTP JSON: each finished span is scrubbed of personal data
 * (`scrubPersonalData`: the page's URL and its query, the URLs of API calls…; no spec field is
 * carried by spans) and queued for the traces exporter.
 */
import {
  batchExporter,
  otlpAttributes,
  otlpResource,
  randomHex,
  unixNanos,
} from '@/platform/observability/browserAgent/otlp';
import type {
  Attributes,
  BatchExporter,
  OtlpAttribute,
} from '@/platform/observability/browserAgent/otlp';
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';
import type { Scrubber } from '@/platform/observability/scrubber';

/** OTLP span kinds the agent uses. */
export const SpanKind = { internal: 1, client: 3 } as const;

/** A span being recorded; times are the page's clock (ms since the time origin). */
export interface OpenSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  scope: string;
  name: string;
  kind: number;
  start: number;
  attributes: Attributes;
  events: Array<{ name: string; time: number }>;
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: OtlpAttribute[];
  events: Array<{ name: string; timeUnixNano: string; attributes: OtlpAttribute[] }>;
  scope: string;
}

/** Opens a span now (or at `start`), as a child of `parent` when given. */
export function openSpan(
  scope: string,
  name: string,
  {
    kind = SpanKind.internal,
    start = performance.now(),
    attributes = {},
    parent,
  }: {
    kind?: number;
    start?: number;
    attributes?: Attributes;
    parent?: Pick<OpenSpan, 'traceId' | 'spanId'>;
  } = {},
): OpenSpan {
  return {
    traceId: parent?.traceId ?? randomHex(16),
    spanId: randomHex(8),
    ...(parent ? { parentSpanId: parent.spanId } : {}),
    scope,
    name,
    kind,
    start,
    attributes,
    events: [],
  };
}

/** The W3C `traceparent` header of a span (sampled). */
export function traceparent(span: Pick<OpenSpan, 'traceId' | 'spanId'>): string {
  return `00-${span.traceId}-${span.spanId}-01`;
}

/** The traces exporter: `end(span)` scrubs and queues a span. */
export interface SpanExporter {
  end(span: OpenSpan, end?: number): void;
  flush(): Promise<void>;
}

function envelope(settings: PerformanceSettings, spans: OtlpSpan[]): unknown {
  const scopes = [...new Set(spans.map((span) => span.scope))];
  return {
    resourceSpans: [
      {
        resource: otlpResource(settings),
        scopeSpans: scopes.map((name) => ({
          scope: { name },
          spans: spans
            .filter((span) => span.scope === name)
            .map(({ scope: _scope, ...span }) => span),
        })),
      },
    ],
  };
}

/** Starts the traces exporter for `settings.tracesUrl`, scrubbing spans with `scrubber`. */
export function spanExporter(
  settings: PerformanceSettings,
  { scrubPersonalData }: Scrubber,
): SpanExporter {
  const exporter: BatchExporter<OtlpSpan> = batchExporter(
    settings.tracesUrl,
    settings.spanExportDelayMs,
    (spans) => envelope(settings, spans),
  );
  return {
    end(span, end = performance.now()) {
      exporter.add({
        traceId: span.traceId,
        spanId: span.spanId,
        ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
        name: span.name,
        kind: span.kind,
        startTimeUnixNano: unixNanos(span.start),
        endTimeUnixNano: unixNanos(Math.max(end, span.start)),
        attributes: otlpAttributes(scrubPersonalData(span.attributes)),
        events: span.events.map((event) => ({
          name: event.name,
          timeUnixNano: unixNanos(event.time),
          attributes: [],
        })),
        scope: span.scope,
      });
    },
    flush: exporter.flush,
  };
}
