/**
 * The agent's traces, the spans the OpenTelemetry web instrumentations made, from the browser's
 * own timings: the page load (`documentLoad`, with `documentFetch` and one `resourceFetch` per
 * resource, from the Navigation and Resource Timing entries), one `routeChange` span per
 * Next.js route change, and API calls (axios uses XHR; fetch too) named by their method, with
 * the W3C trace header only on our own API. Scrubbed of personal data (`spans.ts`).
 */
import Router from 'next/router';
import {
  SpanKind,
  openSpan,
  spanExporter,
  traceparent,
} from '@/platform/observability/browserAgent/spans';
import type { OpenSpan, SpanExporter } from '@/platform/observability/browserAgent/spans';
import type { StartedSignal } from '@/platform/observability/agent/agentResource';
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';
import type { Scrubber } from '@/platform/observability/scrubber';

/** Timing marks recorded as span events, in the order the browser passes them. */
const fetchMarks = [
  'fetchStart',
  'domainLookupStart',
  'domainLookupEnd',
  'connectStart',
  'secureConnectionStart',
  'connectEnd',
  'requestStart',
  'responseStart',
  'responseEnd',
] as const;
const documentMarks = [
  'fetchStart',
  'unloadEventStart',
  'unloadEventEnd',
  'domInteractive',
  'domContentLoadedEventStart',
  'domContentLoadedEventEnd',
  'domComplete',
  'loadEventStart',
  'loadEventEnd',
] as const;

function eventsOf<T>(entry: T, marks: ReadonlyArray<keyof T>): OpenSpan['events'] {
  return marks
    .map((mark) => ({ name: String(mark), time: Number(entry[mark]) }))
    .filter((event) => event.time > 0);
}

/** The page load as `documentLoad` → `documentFetch` and `resourceFetch` spans. */
function traceDocumentLoad(exporter: SpanExporter): void {
  // A browser without Navigation Timing (and a test DOM) has no page load to report.
  if (typeof performance.getEntriesByType !== 'function') return;
  const navigation = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  if (!navigation) return;
  const scope = '@opentelemetry/instrumentation-document-load';
  const url = window.location.href;
  const root = openSpan(scope, 'documentLoad', {
    start: navigation.fetchStart,
    attributes: { 'http.url': url, 'http.user_agent': navigator.userAgent },
  });
  root.events = eventsOf(navigation, documentMarks);
  const document = openSpan(scope, 'documentFetch', {
    parent: root,
    start: navigation.fetchStart,
    attributes: { 'http.url': url, 'http.response_content_length': navigation.encodedBodySize },
  });
  document.events = eventsOf(navigation, fetchMarks);
  exporter.end(document, navigation.responseEnd);
  for (const resource of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (resource.startTime > navigation.loadEventEnd) continue;
    const span = openSpan(scope, 'resourceFetch', {
      parent: root,
      start: resource.fetchStart,
      attributes: {
        'http.url': resource.name,
        'http.response_content_length': resource.encodedBodySize,
      },
    });
    span.events = eventsOf(resource, fetchMarks);
    exporter.end(span, resource.responseEnd);
  }
  exporter.end(root, navigation.loadEventEnd || performance.now());
}

/** One span per client-side route change, from the router's start to its completion. */
function traceRouteChanges(exporter: SpanExporter): void {
  const scope = 'checkout-front.router';
  let routeSpan: OpenSpan | undefined;
  Router.events.on('routeChangeStart', (url: string) => {
    if (routeSpan) exporter.end(routeSpan);
    routeSpan = openSpan(scope, 'routeChange', {
      attributes: { 'url.path': url.split('?')[0] ?? url, 'url.from': window.location.pathname },
    });
  });
  const endRoute = (outcome: string) => () => {
    if (!routeSpan) return;
    routeSpan.attributes['route.outcome'] = outcome;
    exporter.end(routeSpan);
    routeSpan = undefined;
  };
  Router.events.on('routeChangeComplete', endRoute('complete'));
  Router.events.on('routeChangeError', endRoute('error'));
}

/** Which calls are traced, and which carry the trace header. */
interface CallRules {
  traced(url: string): boolean;
  propagates(url: string): boolean;
}

function callRules(settings: PerformanceSettings, ignoredUrls: readonly string[]): CallRules {
  const ignored = [/\/api\/sandbox\/(otel|sentry)\//, /\/api\/observability\//, /\/_next\//];
  return {
    traced: (url) =>
      !ignoredUrls.some((prefix) => url.startsWith(prefix)) &&
      !ignored.some((pattern) => pattern.test(url)),
    propagates: (url) =>
      settings.propagateTraceOrigins.some(
        (origin) => url.startsWith(origin) && /^\/api\/v[12]\//.test(url.slice(origin.length)),
      ),
  };
}

/** An API call's span: its trace header, and `end` with the answer's status (0 when none came). */
function callSpan(
  exporter: SpanExporter,
  component: string,
  method: string,
  url: string,
): { header: string; end: (status: number) => void } {
  const span = openSpan(`@opentelemetry/instrumentation-${component}`, method, {
    kind: SpanKind.client,
    attributes: { 'http.method': method, 'http.url': url, component },
  });
  return {
    header: traceparent(span),
    end: (status) => {
      span.attributes['http.status_code'] = status;
      exporter.end(span);
    },
  };
}

function absolute(url: string | URL): string {
  return new URL(String(url), window.location.href).href;
}

/** Traces `fetch` calls. */
function traceFetch(exporter: SpanExporter, rules: CallRules): void {
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = typeof Request !== 'undefined' && input instanceof Request ? input : undefined;
    const url = absolute(request ? request.url : input instanceof URL ? input : String(input));
    if (!rules.traced(url)) return original(input, init);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const { header, end } = callSpan(exporter, 'fetch', method, url);
    let sent = init;
    if (rules.propagates(url)) {
      const headers = new Headers(init?.headers ?? request?.headers);
      headers.set('traceparent', header);
      sent = { ...init, headers };
    }
    return original(input, sent).then(
      (response) => {
        end(response.status);
        return response;
      },
      (error: unknown) => {
        end(0);
        throw error;
      },
    );
  };
}

/** Traces XMLHttpRequest calls (axios). */
function traceXhr(exporter: SpanExporter, rules: CallRules): void {
  const calls = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
  const prototype = XMLHttpRequest.prototype;
  const open = prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
  const send = prototype.send;
  prototype.open = function tracedOpen(this: XMLHttpRequest, ...args: unknown[]) {
    calls.set(this, { method: String(args[0]).toUpperCase(), url: absolute(args[1] as string) });
    open.apply(this, args);
  } as typeof prototype.open;
  prototype.send = function tracedSend(
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    const call = calls.get(this);
    if (call && rules.traced(call.url)) {
      const { header, end } = callSpan(exporter, 'xml-http-request', call.method, call.url);
      if (rules.propagates(call.url)) this.setRequestHeader('traceparent', header);
      this.addEventListener('loadend', () => end(this.status), { once: true });
    }
    send.call(this, body);
  };
}

/**
 * Starts tracing; `ignoredUrls` are the telemetry endpoints themselves (not API calls to trace),
 * `scrubber` scrubs each span (`loadScrubber`).
 */
export function startTracing(
  settings: PerformanceSettings,
  ignoredUrls: readonly string[],
  scrubber: Scrubber,
): StartedSignal {
  const exporter = spanExporter(settings, scrubber);
  traceDocumentLoad(exporter);
  traceRouteChanges(exporter);
  const rules = callRules(settings, ignoredUrls);
  traceFetch(exporter, rules);
  traceXhr(exporter, rules);
  return { flush: exporter.flush };
}
