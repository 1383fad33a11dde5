import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import packageJson from '@/package.json';
import { ApiError } from '@/checkout/api/ApiError';
import {
  apiTimeoutMs,
  createApiClient,
  resolveApiBaseUrl,
  serializeQuery,
} from '@/checkout/api/apiClient';
import { expectApiError } from '@/tests/sandbox/expectApiError';

describe('apiClient', () => {
  let server: Server;
  let baseUrl: string;
  let lastRequest:
    | { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }
    | undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        lastRequest = { method: request.method, url: request.url, headers: request.headers, body };
        const path = (request.url ?? '').split('?')[0];
        const send = (status: number, payload: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(payload));
        };
        if (path === '/ok') send(200, { ok: true });
        else if (path === '/created') send(201, { created: true });
        else if (path === '/redirected') send(304, {});
        else if (path === '/invalid')
          send(422, {
            error: {
              code: 'invalid_email',
              message: "'email' must be a valid e-mail address.",
              field: 'email',
            },
          });
        else if (path === '/broken') send(503, { error: { code: 'unavailable', message: 'down' } });
        else if (path === '/replayed') {
          response.writeHead(402, {
            'content-type': 'application/json',
            'idempotent-replayed': 'true',
          });
          response.end(JSON.stringify({ error: { code: 'card_declined', message: 'declined' } }));
        } else if (path === '/slow') setTimeout(() => send(200, { late: true }), 500);
        else send(404, { error: { code: 'not_found', message: 'nope' } });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('should time out after 60 000 ms by default (spec §9)', () => {
    expect(apiTimeoutMs).toBe(60_000);
  });

  it('should send JSON headers and the app version from package.json', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    await expect(client.post('/created', { name: 'Ana' })).resolves.toEqual({ created: true });
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    expect(lastRequest?.headers.accept).toBe('application/json');
    expect(lastRequest?.headers['x-app-version']).toBe(packageJson.version);
    expect(JSON.parse(lastRequest?.body ?? '')).toEqual({ name: 'Ana' });
  });

  it('should send the URL fingerprint header and keep it, the method, status and query on the error', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    const failure = await client
      .get('/broken', { params: { planId: 'p1' }, fingerprint: '/broken/{id}' })
      .catch((error: unknown) => error);
    expect(lastRequest?.headers['x-url-fingerprint']).toBe('/broken/{id}');
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      fingerprint: '/broken/{id}',
      method: 'GET',
      status: 503,
      query: 'planId=p1',
      url: '/broken',
    });
    const plain = await client.get('/broken?x=1').catch((error: unknown) => error);
    expect(plain).toMatchObject({ fingerprint: '/broken', query: 'x=1' });
  });

  it('should send query arrays comma-separated and leave out empty values', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    await client.get('/ok', {
      params: {
        planTypes: ['yearly', 'monthly'],
        voucher: undefined,
        seller: null,
        business: 'medcof',
        empty: '',
      },
    });
    expect(lastRequest?.url).toBe('/ok?planTypes=yearly%2Cmonthly&business=medcof');
    expect(serializeQuery({ a: 1, b: true })).toBe('a=1&b=true');
  });

  it('should reject a 4xx with kind client, its status and body, and the path without the query', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    const error = await expectApiError(
      client.get('/invalid', { params: { email: 'secret@example.com' } }),
      {
        kind: 'client',
        status: 422,
        code: 'invalid_email',
        field: 'email',
      },
    );
    expect(error.method).toBe('GET');
    expect(error.url).toBe('/invalid');
    expect(error.code).toBe('invalid_email');
    expect(error.message).toBe('GET /invalid failed: client error 422 (invalid_email)');
    expect(error.message).not.toContain('secret');
  });

  it('should count only 2xx as success', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    await expectApiError(client.get('/redirected'), { kind: 'client', status: 304 });
  });

  it('should reject a 5xx with kind server', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    await expectApiError(client.post('/broken', {}), {
      kind: 'server',
      status: 503,
      code: 'unavailable',
    });
  });

  it('should reject with kind timeout when the answer is later than the time-out', async () => {
    const client = createApiClient({ baseURL: baseUrl, timeoutMs: 50 });
    const error = await expectApiError(client.get('/slow'), { kind: 'timeout', status: undefined });
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('GET /slow failed: timeout');
  });

  it('should take a time-out given to one call over the client one', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    await expectApiError(client.post('/slow', {}, { timeoutMs: 50 }), {
      kind: 'timeout',
      status: undefined,
    });
    const patient = createApiClient({ baseURL: baseUrl, timeoutMs: 50 });
    await expect(patient.get('/slow', { timeoutMs: 5000 })).resolves.toEqual({ late: true });
  });

  it('should tell a replayed answer (idempotent-replayed: true) from a first one', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    const replayed = await expectApiError(client.post('/replayed', {}), { status: 402 });
    expect(replayed.replayed).toBe(true);
    const first = await expectApiError(client.post('/broken', {}), { status: 503 });
    expect(first.replayed).toBe(false);
  });

  it('should reject with kind network when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createApiClient({ baseURL: `http://127.0.0.1:${port}` });
    await expectApiError(client.get('/ok'), { kind: 'network', status: undefined });
  });

  it('should never carry the request body in the error', async () => {
    const client = createApiClient({ baseURL: baseUrl });
    let caught: unknown;
    try {
      await client.post('/broken', { card: { number: '4111111111111111', cvv: '123' } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    const seen = JSON.stringify(caught, Object.getOwnPropertyNames(caught as object));
    expect(seen).not.toContain('4111111111111111');
    expect((caught as Error).cause).toBeUndefined();
  });

  it('should use the same origin in the browser', () => {
    const holder = globalThis as { window?: unknown };
    holder.window = {};
    try {
      expect(resolveApiBaseUrl()).toBe('');
    } finally {
      delete holder.window;
    }
  });
});
