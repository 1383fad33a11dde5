import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { NextApiRequest, NextApiResponse } from 'next';
import faultsRoute from '@/pages/api/sandbox/faults';
import otelRoute from '@/pages/api/sandbox/otel/v1/[signal]';
import sentryRoute from '@/pages/api/sandbox/sentry/[...path]';
import telemetryRoute from '@/pages/api/sandbox/telemetry/[kind]';
import { clearFaults } from '@/sandbox/telemetry/faults';
import { clearTelemetry, keptBytesPerKind } from '@/sandbox/telemetry/telemetryStore';

type Route = (request: NextApiRequest, response: NextApiResponse) => unknown;

/** The receivers behind one loopback server, with the query Next.js would give each route. */
function routeOf(url: URL): { route: Route; query: Record<string, unknown> } | undefined {
  const path = url.pathname.split('/').filter(Boolean);
  const query = Object.fromEntries(url.searchParams);
  if (url.pathname.startsWith('/api/sandbox/sentry/'))
    return { route: sentryRoute as Route, query: { ...query, path: path.slice(3) } };
  if (url.pathname.startsWith('/api/sandbox/otel/v1/'))
    return { route: otelRoute as Route, query: { ...query, signal: path[4] } };
  if (url.pathname.startsWith('/api/sandbox/telemetry/'))
    return { route: telemetryRoute as Route, query: { ...query, kind: path[3] } };
  if (url.pathname === '/api/sandbox/faults') return { route: faultsRoute as Route, query };
  return undefined;
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const found = routeOf(new URL(request.url ?? '/', 'http://localhost'));
  if (!found) {
    response.writeHead(404).end();
    return;
  }
  Object.assign(request, { query: found.query });
  // Like Next.js: an exception in a route is a 500.
  Promise.resolve()
    .then(() => found.route(request as NextApiRequest, response as unknown as NextApiResponse))
    .catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
}

const envelopeUrl = '/api/sandbox/sentry/api/1/envelope';

/** A Sentry envelope with one error event carrying `extra`. */
function envelope(extra: unknown, id = 'e'.repeat(32)): string {
  const event = JSON.stringify({ event_id: id, level: 'error', message: 'boom', extra });
  return `${JSON.stringify({ event_id: id })}\n${JSON.stringify({ type: 'event' })}\n${event}\n`;
}

/** A JSON text nesting `levels` objects. */
function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

describe('the sandbox telemetry receivers', () => {
  let server: Server;
  let base: string;
  const previous = process.env.TRILHA_TELEMETRY;

  beforeAll(async () => {
    process.env.TRILHA_TELEMETRY = 'sandbox';
    server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    process.env.TRILHA_TELEMETRY = previous;
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    clearTelemetry();
    clearFaults();
  });

  function post(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
    return fetch(`${base}${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'content-type': 'text/plain', ...headers },
    });
  }

  it('should keep what it received within a byte budget, however many large envelopes come, and answer the read', async () => {
    // 120 envelopes of 3 MB each once decompressed (a few kB on the wire): 360 MB kept before.
    const large = 'x'.repeat(3 * 1024 * 1024);
    for (let index = 0; index < 120; index += 1) {
      const body = gzipSync(envelope({ blob: large, index }, index.toString(16).padStart(32, '0')));
      expect((await post(envelopeUrl, body, { 'content-encoding': 'gzip' })).status).toBe(200);
    }
    const read = await fetch(`${base}/api/sandbox/telemetry/errors`);
    expect(read.status).toBe(200);
    const text = await read.text();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(keptBytesPerKind + 64 * 1024);
    const { errors } = JSON.parse(text) as {
      errors: Array<{ extra?: { index?: number; blob?: string } }>;
    };
    // The newest are kept, shortened: the summary stays, the 3 MB text does not.
    expect(errors.at(-1)?.extra?.index).toBe(119);
    expect(errors.at(-1)?.extra?.blob?.length).toBeLessThan(2000);
  }, 60_000);

  it('should refuse JSON nested too deep on the way in, so the read never fails', async () => {
    const deepEnvelope = `{}\n{"type":"event"}\n${nested(100_000)}\n`;
    const refused = await post(envelopeUrl, deepEnvelope);
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toMatchObject({ error: { code: 'json_too_deep' } });

    const deepSpan = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                { name: 'x', attributes: [{ key: 'k', value: JSON.parse(nested(50)) as unknown }] },
              ],
            },
          ],
        },
      ],
    };
    const refusedSpans = await post('/api/sandbox/otel/v1/traces', JSON.stringify(deepSpan), {
      'content-type': 'application/json',
    });
    expect(refusedSpans.status).toBe(400);
    // Nested so deep that reading its attributes would overflow the stack (a 500 before).
    const levels = 15_000;
    const otlp = `{"resourceSpans":[{"scopeSpans":[{"spans":[{"name":"x","attributes":[{"key":"k","value":${'{"kvlistValue":{"values":[{"key":"k","value":'.repeat(levels)}{"stringValue":"leaf"}${'}]}}'.repeat(levels)}}]}]}]}]}`;
    expect(
      (await post('/api/sandbox/otel/v1/traces', otlp, { 'content-type': 'application/json' }))
        .status,
    ).toBe(400);

    for (const kind of ['errors', 'spans', 'metrics', 'logs']) {
      expect((await fetch(`${base}/api/sandbox/telemetry/${kind}`)).status).toBe(200);
    }
  });

  it('should answer a body that does not decompress with 400, and one that decompresses too large with 413', async () => {
    expect(
      (await post(envelopeUrl, Buffer.from('not gzip at all'), { 'content-encoding': 'gzip' }))
        .status,
    ).toBe(400);
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 'a'));
    expect((await post(envelopeUrl, bomb, { 'content-encoding': 'gzip' })).status).toBe(413);
  });

  it('should cap the armed faults', async () => {
    const arm = () =>
      post(
        '/api/sandbox/faults',
        JSON.stringify({ method: 'POST', path: '/api/v1/lead', status: 500, times: 100 }),
        {
          'content-type': 'application/json',
        },
      );
    for (let index = 0; index < 20; index += 1) expect((await arm()).status).toBe(201);
    const refused = await arm();
    expect(refused.status).toBe(429);
    await expect(refused.json()).resolves.toMatchObject({ error: { code: 'too_many_faults' } });
    const { faults } = (await (await fetch(`${base}/api/sandbox/faults`)).json()) as {
      faults: unknown[];
    };
    expect(faults).toHaveLength(20);
    expect(
      (await post('/api/sandbox/faults', nested(1000), { 'content-type': 'application/json' }))
        .status,
    ).toBe(400);
  });
});
