/**
 * OTLP/HTTP JSON for the browser agent without the OpenTelemetry web SDK (issue 25: the SDK was
 * ~49 kB gzip of every buyer's first seconds): the protocol's JSON mapping written out for the
 * three signals the agent sends, and one exporter per signal that batches what it is given and
 * posts it with `fetch(…, { keepalive: true })`, or `navigator.sendBeacon` when the page is
 * going away (both survive the page's unload; the receivers read either).
 */
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';

/** An OTLP AnyValue. */
export type OtlpValue = { stringValue: string } | { boolValue: boolean } | { doubleValue: number };

/** An OTLP key-value attribute. */
export interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}

/** Plain attribute values the agent records. */
export type Attributes = Record<string, string | number | boolean | undefined>;

/** Plain attributes as OTLP key-values (undefined ones left out; numbers as doubles). */
export function otlpAttributes(attributes: Attributes): OtlpAttribute[] {
  const out: OtlpAttribute[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string') out.push({ key, value: { stringValue: value } });
    else if (typeof value === 'boolean') out.push({ key, value: { boolValue: value } });
    else if (typeof value === 'number' && Number.isFinite(value))
      out.push({ key, value: { doubleValue: value } });
  }
  return out;
}

/**
 * Who reports (spec §9: service 'checkout-front' with the project version), the same resource
 * the server's OpenTelemetry logs carry (`agent/agentResource.ts`).
 */
export function otlpResource(settings: PerformanceSettings): { attributes: OtlpAttribute[] } {
  return {
    attributes: otlpAttributes({
      'service.name': settings.serviceName,
      'service.version': settings.serviceVersion,
      'deployment.environment': settings.environment,
      'deployment.environment.name': settings.environment,
    }),
  };
}

/** `bytes` random bytes as lowercase hex (trace ids: 16, span ids: 8). */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** A time of the page's clock (`performance.now()` or an entry's time) as Unix nanoseconds. */
export function unixNanos(pageTimeMs: number): string {
  return String(Math.round((performance.timeOrigin + pageTimeMs) * 1e6));
}

/** Whether the page is going away (a request now must be a beacon or keepalive). */
let leaving = false;

/** Posts one OTLP/HTTP JSON body: a beacon while the page is leaving, else a keepalive fetch. */
export function postOtlp(url: string, body: unknown): Promise<void> {
  const json = JSON.stringify(body);
  if (leaving && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' })))
      return Promise.resolve();
  }
  const answer = fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: json,
  });
  // The answer is read to its end: one left unread never finished for Chromium (its DevTools
  // network kept the request in flight), so a page that had exported never went network-idle.
  return answer
    .then((response) => response.arrayBuffer())
    .then(
      () => undefined,
      () => undefined,
    );
}

/** At most this many items per request: keepalive and beacon bodies are limited to 64 kB. */
const maxBatch = 64;
/** Past this many waiting items, new ones are dropped (a loop of spans or logs). */
const maxQueued = 1024;

/** A signal's exporter: `add` queues an item, sent within `delayMs`; `flush` sends now. */
export interface BatchExporter<T> {
  add(item: T): void;
  flush(): Promise<void>;
}

/**
 * Batches items and posts them as `envelope(items)` to `url`, `delayMs` after the first item of
 * a batch (OTEL_BSP_SCHEDULE_DELAY) or at once on `flush`.
 */
export function batchExporter<T>(
  url: string,
  delayMs: number,
  envelope: (items: T[]) => unknown,
): BatchExporter<T> {
  const queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const sends: Array<Promise<void>> = [];
    while (queue.length > 0) sends.push(postOtlp(url, envelope(queue.splice(0, maxBatch))));
    await Promise.all(sends);
  };
  return {
    add(item) {
      if (queue.length >= maxQueued) return;
      queue.push(item);
      timer ??= setTimeout(() => void flush(), delayMs);
    },
    flush,
  };
}

/**
 * Calls `flush` when the page is hidden or left (the last batch and the Web Vitals leave with
 * it), sending by beacon from then on.
 */
export function flushWhenLeaving(flush: () => Promise<void>): void {
  const leave = () => {
    leaving = true;
    void flush();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
    else leaving = false;
  });
  window.addEventListener('pagehide', leave);
}
