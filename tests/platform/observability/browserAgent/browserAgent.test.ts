/** @jest-environment jsdom */
import type { PerformanceSettings } from '@/platform/observability/telemetrySettings';

// A test DOM has no performance entries to observe; the e2e tests see the real Web Vitals.
jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const settings: PerformanceSettings = {
  tracesUrl: 'http://localhost/api/sandbox/otel/v1/traces',
  metricsUrl: 'http://localhost/api/sandbox/otel/v1/metrics',
  logsUrl: 'http://localhost/api/sandbox/otel/v1/logs',
  serviceName: 'checkout-front',
  serviceVersion: '9.9.9',
  environment: 'sandbox',
  spanExportDelayMs: 60_000,
  metricsIntervalMs: 300_000,
  propagateTraceOrigins: ['http://localhost'],
};

interface Sent {
  url: string;
  init?: RequestInit;
}

type Json = Record<string, unknown>;

/** The network under the agent: every fetch and beacon it made, answered 201. */
function fakeNetwork(): { fetches: Sent[]; beacons: Array<{ url: string; body: Blob }> } {
  const fetches: Sent[] = [];
  const beacons: Array<{ url: string; body: Blob }> = [];
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    fetches.push({ url: String(url), init });
    return { status: 201 } as Response;
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
  });
  return { fetches, beacons };
}

function attributesOf(list: Array<{ key: string; value: Json }>): Json {
  return Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));
}

function spansPosted(fetches: Sent[]): Array<{ name: string; attributes: Json; resource: Json }> {
  return fetches
    .filter((sent) => sent.url === settings.tracesUrl)
    .flatMap((sent) => {
      const body = JSON.parse(String(sent.init?.body)) as {
        resourceSpans: Array<{
          resource: { attributes: never };
          scopeSpans: Array<{ spans: Array<{ name: string; attributes: never }> }>;
        }>;
      };
      return body.resourceSpans.flatMap((group) =>
        group.scopeSpans.flatMap((scope) =>
          scope.spans.map((span) => ({
            name: span.name,
            attributes: attributesOf(span.attributes),
            resource: attributesOf(group.resource.attributes),
          })),
        ),
      );
    });
}

describe('the browser agent without the OpenTelemetry web SDK (issue 25)', () => {
  beforeEach(() => jest.resetModules());

  it('should trace an API call by its method with the trace header on our API, scrubbed, as OTLP/HTTP JSON for checkout-front', async () => {
    const network = fakeNetwork();
    const { startTracing } = await import('@/platform/observability/browserAgent/tracing');
    const { loadScrubber } = await import('@/platform/observability/scrubber');
    const tracing = startTracing(settings, [settings.tracesUrl], await loadScrubber());
    await window.fetch('/api/v1/lead?email=maria%40example.com', { method: 'POST', body: '{}' });
    const call = network.fetches.find((sent) => sent.url.includes('/api/v1/lead'));
    expect(new Headers(call?.init?.headers).get('traceparent')).toMatch(
      /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/,
    );

    await tracing.flush();
    const span = spansPosted(network.fetches).find((item) => item.name === 'POST');
    expect(span?.attributes).toMatchObject({ 'http.method': 'POST', 'http.status_code': 201 });
    expect(String(span?.attributes['http.url'])).toContain('/api/v1/lead?email=[redacted]');
    expect(span?.resource).toMatchObject({
      'service.name': 'checkout-front',
      'service.version': '9.9.9',
      'deployment.environment': 'sandbox',
    });
    const exported = network.fetches.find((sent) => sent.url === settings.tracesUrl);
    expect(exported?.init?.keepalive).toBe(true);
  });

  it("should read each export's answer to its end, so the request finishes for the browser", async () => {
    const read = jest.fn(async () => new ArrayBuffer(0));
    window.fetch = jest.fn(async () => ({ status: 200, arrayBuffer: read }) as unknown as Response);
    const { postOtlp } = await import('@/platform/observability/browserAgent/otlp');
    await postOtlp(settings.tracesUrl, { resourceSpans: [] });
    // An answer left unread stayed in flight in Chromium: the page never went network-idle.
    expect(read).toHaveBeenCalledTimes(1);
    window.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(postOtlp(settings.tracesUrl, {})).resolves.toBeUndefined();
  });

  it('should not trace its own exports nor put the trace header on other origins', async () => {
    const network = fakeNetwork();
    const { startTracing } = await import('@/platform/observability/browserAgent/tracing');
    const { loadScrubber } = await import('@/platform/observability/scrubber');
    const tracing = startTracing(settings, [settings.tracesUrl], await loadScrubber());
    await window.fetch('https://elsewhere.example.com/api/v1/lead');
    expect(new Headers(network.fetches[0]?.init?.headers).get('traceparent')).toBeNull();
    await tracing.flush();
    await tracing.flush();
    const names = spansPosted(network.fetches).map((span) => String(span.attributes['http.url']));
    expect(names).toEqual(['https://elsewhere.example.com/api/v1/lead']);
  });

  it('should send the logs batch by beacon when the page is left (pagehide)', async () => {
    const network = fakeNetwork();
    const { startPerformanceAgent } = await import('@/platform/observability/performanceAgent');
    const agent = await startPerformanceAgent(settings, [settings.tracesUrl, settings.logsUrl]);
    agent.sink.send({ level: 'error', message: 'LEAD_SAVE_FAILED: maria@example.com' });
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const beacon = network.beacons.find((sent) => sent.url === settings.logsUrl);
    expect(beacon).toBeDefined();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(beacon!.body);
    });
    const record = (
      JSON.parse(text) as {
        resourceLogs: Array<{
          scopeLogs: Array<{
            logRecords: Array<{ severityText: string; body: { stringValue: string } }>;
          }>;
        }>;
      }
    ).resourceLogs[0]?.scopeLogs[0]?.logRecords[0];
    expect(record?.severityText).toBe('ERROR');
    expect(record?.body.stringValue).toMatch(/^LEAD_SAVE_FAILED/);
    expect(record?.body.stringValue).not.toContain('maria@example.com');
  });
});
