/**
 * Reads OTLP/HTTP JSON export requests (traces, metrics, logs: the OpenTelemetry protocol's
 * JSON mapping) into flat records for the sandbox's telemetry store: one per span, metric or
 * log record, each with its resource's attributes (service.name, service.version…).
 */
import type { ReceivedLog, ReceivedMetric, ReceivedSpan } from '@/sandbox/telemetry/telemetryStore';

type Json = Record<string, unknown>;

function objects(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.filter((item): item is Json => typeof item === 'object' && item !== null)
    : [];
}

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

/** An OTLP AnyValue as plain JSON. */
export function anyValue(value: unknown): unknown {
  const v = object(value);
  if ('stringValue' in v) return v.stringValue;
  if ('boolValue' in v) return v.boolValue;
  if ('intValue' in v) return Number(v.intValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('arrayValue' in v) return objects(object(v.arrayValue).values).map(anyValue);
  if ('kvlistValue' in v) return attributes(object(v.kvlistValue).values);
  if ('bytesValue' in v) return v.bytesValue;
  return undefined;
}

/** OTLP key-value attributes as an object. */
export function attributes(list: unknown): Json {
  const out: Json = {};
  for (const entry of objects(list)) {
    if (typeof entry.key === 'string') out[entry.key] = anyValue(entry.value);
  }
  return out;
}

function nanos(value: unknown): bigint {
  try {
    return BigInt(typeof value === 'number' ? Math.trunc(value) : String(value ?? '0'));
  } catch {
    return 0n;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function withResource<T>(
  groups: unknown,
  scopesKey: string,
  read: (resource: Json, scope: Json, scopeName: string | undefined) => T[],
): T[] {
  return objects(groups).flatMap((group) => {
    const resource = attributes(object(group.resource).attributes);
    return objects(group[scopesKey]).flatMap((scope) =>
      read(resource, scope, text(object(scope.scope).name)),
    );
  });
}

/** The spans of an OTLP traces request. */
export function spansOf(body: unknown, receivedAt: string): ReceivedSpan[] {
  return withResource(object(body).resourceSpans, 'scopeSpans', (resource, scope, scopeName) =>
    objects(scope.spans).map((span) => ({
      receivedAt,
      serviceName: text(resource['service.name']),
      serviceVersion: text(resource['service.version']),
      resource,
      scope: scopeName,
      traceId: text(span.traceId) ?? '',
      spanId: text(span.spanId) ?? '',
      ...(text(span.parentSpanId) ? { parentSpanId: text(span.parentSpanId) } : {}),
      name: text(span.name) ?? '',
      kind: typeof span.kind === 'number' ? span.kind : undefined,
      durationMs: Number(nanos(span.endTimeUnixNano) - nanos(span.startTimeUnixNano)) / 1e6,
      attributes: attributes(span.attributes),
      events: objects(span.events).map((event) => ({
        name: text(event.name) ?? '',
        attributes: attributes(event.attributes),
      })),
    })),
  );
}

function pointValue(point: Json): { value?: number; count?: number; sum?: number } {
  if ('asDouble' in point) return { value: Number(point.asDouble) };
  if ('asInt' in point) return { value: Number(point.asInt) };
  return {
    ...(point.count !== undefined ? { count: Number(point.count) } : {}),
    ...(point.sum !== undefined ? { sum: Number(point.sum) } : {}),
  };
}

/** The metrics of an OTLP metrics request. */
export function metricsOf(body: unknown, receivedAt: string): ReceivedMetric[] {
  return withResource(object(body).resourceMetrics, 'scopeMetrics', (resource, scope) =>
    objects(scope.metrics).map((metric) => {
      const data = object(
        metric.histogram ?? metric.sum ?? metric.gauge ?? metric.exponentialHistogram,
      );
      return {
        receivedAt,
        serviceName: text(resource['service.name']),
        resource,
        name: text(metric.name) ?? '',
        unit: text(metric.unit),
        points: objects(data.dataPoints).map((point) => ({
          attributes: attributes(point.attributes),
          ...pointValue(point),
        })),
      };
    }),
  );
}

/** The log records of an OTLP logs request. */
export function logsOf(body: unknown, receivedAt: string): ReceivedLog[] {
  return withResource(object(body).resourceLogs, 'scopeLogs', (resource, scope) =>
    objects(scope.logRecords).map((log) => ({
      receivedAt,
      serviceName: text(resource['service.name']),
      resource,
      severityText: text(log.severityText),
      severityNumber: typeof log.severityNumber === 'number' ? log.severityNumber : undefined,
      body: anyValue(log.body),
      attributes: attributes(log.attributes),
    })),
  );
}
