import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from '@/lib/http/httpError';
import { createRouter } from '@/sandbox/router';
import type { Route } from '@/sandbox/router';

const routes: Route<{ greeting: string }>[] = [
  {
    method: 'GET',
    path: '/api/v1/echo/{name}',
    operationId: 'echo',
    handle: ({ params, query }, context) => ({
      status: 200,
      body: { text: `${context.greeting} ${params.name}`, q: query.get('q') },
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/echo/{name}',
    operationId: 'echoBody',
    handle: ({ body }) => ({ status: 201, body }),
  },
  {
    method: 'GET',
    path: '/api/v1/boom',
    operationId: 'boom',
    handle: () => {
      throw new Error('secret detail at /srv/app.ts:12');
    },
  },
  {
    method: 'GET',
    path: '/api/v1/teapot',
    operationId: 'teapot',
    handle: () => {
      throw new HttpError(418, 'teapot', 'I am a teapot.', 'kettle');
    },
  },
  {
    method: 'GET',
    path: '/api/v1/page',
    operationId: 'page',
    handle: () => ({ status: 200, html: '<p>olá</p>' }),
  },
];

describe('router', () => {
  let server: Server;
  let baseUrl: string;
  let blocked = false;

  beforeAll(async () => {
    const router = createRouter(
      routes,
      () => ({ greeting: 'olá' }),
      () =>
        blocked
          ? { status: 404, body: { error: { code: 'sandbox_disabled', message: 'off' } } }
          : undefined,
    );
    server = createServer((request, response) => void router.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('should match path parameters (decoded) and pass the query and context', async () => {
    const response = await fetch(`${baseUrl}/api/v1/echo/Jo%C3%A3o?q=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    await expect(response.json()).resolves.toEqual({ text: 'olá João', q: '1' });
  });

  it('should parse a JSON body and refuse bad JSON, other media types and oversized bodies', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${baseUrl}/api/v1/echo/x`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
    await expect((await post('{"a":1}')).json()).resolves.toEqual({ a: 1 });
    const bad = await post('{"a":');
    expect(bad.status).toBe(400);
    await expect(bad.json()).resolves.toEqual({
      error: { code: 'invalid_json', message: 'Request body is not valid JSON.' },
    });
    expect((await post('a=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(JSON.stringify({ big: 'x'.repeat(1024 * 1024) }))).status).toBe(413);
  });

  it('should answer 404 JSON for an unknown path and 405 with Allow for a wrong method', async () => {
    const missing = await fetch(`${baseUrl}/api/v1/nothing`);
    expect(missing.status).toBe(404);
    await expect(missing.json()).resolves.toEqual({
      error: { code: 'not_found', message: 'No sandbox endpoint for GET /api/v1/nothing.' },
    });
    const wrong = await fetch(`${baseUrl}/api/v1/echo/x`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, POST');
  });

  it('should answer an HttpError with its status and body', async () => {
    const response = await fetch(`${baseUrl}/api/v1/teapot`);
    expect(response.status).toBe(418);
    await expect(response.json()).resolves.toEqual({
      error: { code: 'teapot', message: 'I am a teapot.', field: 'kettle' },
    });
  });

  it('should answer 500 internal without the message or stack of an unexpected error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${baseUrl}/api/v1/boom`);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Unexpected sandbox error.' },
    });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('should answer HTML pages', async () => {
    const response = await fetch(`${baseUrl}/api/v1/page`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    await expect(response.text()).resolves.toBe('<p>olá</p>');
  });

  it('should let the guard answer before any route', async () => {
    blocked = true;
    const response = await fetch(`${baseUrl}/api/v1/echo/x`);
    blocked = false;
    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toEqual({
      error: { code: 'sandbox_disabled', message: 'off' },
    });
  });

  it('should answer in memory through invoke', async () => {
    const router = createRouter(routes, () => ({ greeting: 'oi' }));
    await expect(router.invoke({ method: 'GET', url: '/api/v1/echo/Ana' })).resolves.toEqual({
      status: 200,
      body: { text: 'oi Ana', q: null },
    });
    await expect(
      router.invoke({ method: 'POST', url: '/api/v1/echo/Ana', body: { b: 2 } }),
    ).resolves.toEqual({ status: 201, body: { b: 2 } });
  });
});
