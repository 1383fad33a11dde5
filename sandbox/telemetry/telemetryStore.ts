/**
 * What the sandbox's telemetry receivers received, kept in memory for browser tests and for a
 * person to look at: error events (Sentry envelopes), spans, metric points and log records
 * (OTLP). Bounded by count and by bytes: the last 500 of each kind, at most 8 MiB of JSON per
 * kind, a record over 256 KiB shortened (long texts cut, an error's raw event left out) or else
 * dropped. So a flood of large envelopes cannot grow the process, and reading a kind is always
 * a bounded answer. Kept on `globalThis`, so every API route of the process sees one store;
 * emptied by the sandbox reset.
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
/** How many bytes of records (as JSON) of each kind are kept. */
export const keptBytesPerKind = 8 * 1024 * 1024;
/** The largest record kept (as JSON); a larger one is shortened, else dropped. */
export const maxRecordBytes = 256 * 1024;
/** Texts of a shortened record are cut to this many characters. */
const shortenedTextLength = 1024;

/** How full a kind is: records, their bytes, and how many records were dropped as too large. */
export interface TelemetryKindStats {
  records: number;
  bytes: number;
  dropped: number;
}

interface KindState {
  bytes: number[];
  total: number;
  dropped: number;
}

const storeKey = Symbol.for('trilha.sandboxTelemetry');
const statsKey = Symbol.for('trilha.sandboxTelemetryBytes');
type GlobalWithStore = typeof globalThis & {
  [storeKey]?: TelemetryStore;
  [statsKey]?: Record<TelemetryKind, KindState>;
};

/** The process-wide store. */
export function telemetryStore(): TelemetryStore {
  const holder = globalThis as GlobalWithStore;
  holder[storeKey] ??= { errors: [], spans: [], metrics: [], logs: [] };
  return holder[storeKey];
}

function emptyState(): KindState {
  return { bytes: [], total: 0, dropped: 0 };
}

function states(): Record<TelemetryKind, KindState> {
  const holder = globalThis as GlobalWithStore;
  holder[statsKey] ??= {
    errors: emptyState(),
    spans: emptyState(),
    metrics: emptyState(),
    logs: emptyState(),
  };
  return holder[statsKey];
}

/** The size of a record as JSON, in bytes; infinite when it cannot be written as JSON. */
function jsonBytes(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value) ?? '');
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** A copy with every text cut to {@link shortenedTextLength} characters. */
function shortenTexts(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > shortenedTextLength ? `${value.slice(0, shortenedTextLength)}…` : value;
  if (depth > 40 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => shortenTexts(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, shortenTexts(item, depth + 1)]),
  );
}

/** A record too large to keep as received: its texts cut, an error's raw event left out. */
function shortened(kind: TelemetryKind, record: object, bytes: number): object {
  const copy = shortenTexts(record) as Record<string, unknown>;
  if (kind === 'errors') copy.event = { shortened: true, bytes };
  return copy;
}

/**
 * Adds records of one kind: a record over {@link maxRecordBytes} is shortened (or dropped when
 * still too large), then the oldest are dropped beyond {@link keptPerKind} records or
 * {@link keptBytesPerKind} bytes.
 */
export function addTelemetry<K extends TelemetryKind>(kind: K, records: TelemetryStore[K]): void {
  const list = telemetryStore()[kind] as TelemetryStore[K][number][];
  const state = states()[kind];
  for (const record of records) {
    let kept: object = record;
    let bytes = jsonBytes(record);
    if (bytes > maxRecordBytes) {
      kept = shortened(kind, record, bytes);
      bytes = jsonBytes(kept);
    }
    if (bytes > maxRecordBytes) {
      state.dropped += 1;
      continue;
    }
    list.push(kept as TelemetryStore[K][number]);
    state.bytes.push(bytes);
    state.total += bytes;
  }
  while (list.length > keptPerKind || state.total > keptBytesPerKind) {
    list.shift();
    state.total -= state.bytes.shift() ?? 0;
  }
}

/** How full each kind is. */
export function telemetryStats(): Record<TelemetryKind, TelemetryKindStats> {
  const all = states();
  const stats = {} as Record<TelemetryKind, TelemetryKindStats>;
  for (const kind of telemetryKinds) {
    stats[kind] = {
      records: telemetryStore()[kind].length,
      bytes: all[kind].total,
      dropped: all[kind].dropped,
    };
  }
  return stats;
}

/** Empties the store (sandbox reset). */
export function clearTelemetry(): void {
  const store = telemetryStore();
  const all = states();
  for (const kind of telemetryKinds) {
    store[kind].length = 0;
    all[kind] = emptyState();
  }
}
