/**
 * What the sandbox's telemetry receivers received, kept in memory (the last 500 of each kind)
 * for browser tests and for a person to look at: error events (Sentry envelopes), spans,
 * metric points and log records (OTLP). Kept on `globalThis`, so every API route of the
 * process sees one store; emptied by the sandbox reset.
 */

/** One error-reporting event as received. */
export interface ReceivedErrorEvent {
  receivedAt: string;
  project: string;
  eventId?: string;
  level?: string;
  message?: string;
  exceptionType?: string;
  exceptionValue?: string;
  fingerprint?: string[];
  environment?: string;
  release?: string;
  platform?: string;
  user?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  /** The event as sent, for anything the summary leaves out. */
  event: Record<string, unknown>;
}

/** One span as received (OTLP traces). */
export interface ReceivedSpan {
  receivedAt: string;
  serviceName?: string;
  serviceVersion?: string;
  resource: Record<string, unknown>;
  scope?: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  durationMs: number;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
}

/** One metric as received (OTLP metrics), with its data points' attributes and values. */
export interface ReceivedMetric {
  receivedAt: string;
  serviceName?: string;
  resource: Record<string, unknown>;
  name: string;
  unit?: string;
  points: { attributes: Record<string, unknown>; value?: number; count?: number; sum?: number }[];
}

/** One log record as received (OTLP logs). */
export interface ReceivedLog {
  receivedAt: string;
  serviceName?: string;
  resource: Record<string, unknown>;
  severityText?: string;
  severityNumber?: number;
  body?: unknown;
  attributes: Record<string, unknown>;
}

/** Everything received, by kind. */
export interface TelemetryStore {
  errors: ReceivedErrorEvent[];
  spans: ReceivedSpan[];
  metrics: ReceivedMetric[];
  logs: ReceivedLog[];
}

/** The kinds of telemetry the store keeps. */
export type TelemetryKind = keyof TelemetryStore;
export const telemetryKinds: readonly TelemetryKind[] = ['errors', 'spans', 'metrics', 'logs'];

/** How many records of each kind are kept. */
export const keptPerKind = 500;

const storeKey = Symbol.for('trilha.sandboxTelemetry');
type GlobalWithStore = typeof globalThis & { [storeKey]?: TelemetryStore };

/** The process-wide store. */
export function telemetryStore(): TelemetryStore {
  const holder = globalThis as GlobalWithStore;
  holder[storeKey] ??= { errors: [], spans: [], metrics: [], logs: [] };
  return holder[storeKey];
}

/** Adds records of one kind, dropping the oldest beyond {@link keptPerKind}. */
export function addTelemetry<K extends TelemetryKind>(kind: K, records: TelemetryStore[K]): void {
  const list = telemetryStore()[kind] as TelemetryStore[K][number][];
  list.push(...records);
  if (list.length > keptPerKind) list.splice(0, list.length - keptPerKind);
}

/** Empties the store (sandbox reset). */
export function clearTelemetry(): void {
  const store = telemetryStore();
  for (const kind of telemetryKinds) store[kind].length = 0;
}
