import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { comesFromOwnOrigin, isJsonMediaType, parseAllowedOrigins } from '@/edge/requestGuard';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

interface Answer {
  status: number;
  body: { error?: { code: string } } & Record<string, unknown>;
}

/** A raw HTTP call, so headers a browser would send (Origin, Sec-Fetch-Site) can be set. */
function call(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${baseUrl}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          body: text ? (JSON.parse(text) as Answer['body']) : {},
        });
      });
    });
    sent.on('error', reject);
    if (body !== undefined) sent.write(body);
    sent.end();
  });
}

const lead = JSON.stringify({
  name: 'Ana Souza',
  email: 'ana.souza@example.com',
  phone: '(11) 98765-4321',
  productCode: 'CURSO',
  business: 'medcof',
});

describe('requestGuard', () => {
  let running: RunningSandbox;
  let host: string;
  const previous = process.env.ALLOWED_ORIGINS;

  beforeAll(async () => {
    process.env.ALLOWED_ORIGINS = 'https://studio.example.com, not a url';
    running = await startSandboxServer();
    host = new URL(running.baseUrl).host;
  });

  afterAll(async () => {
    process.env.ALLOWED_ORIGINS = previous;
    await running.dispose();
  });

  it('should answer 415 to a state-changing call whose body is not JSON', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await call(
        running.baseUrl,
        'POST',
        '/api/v1/lead',
        { 'content-type': type },
        lead,
      );
      expect(answer).toMatchObject({
        status: 415,
        body: { error: { code: 'unsupported_media_type' } },
      });
    }
    const untyped = await call(running.baseUrl, 'POST', '/api/v1/lead', {}, lead);
    expect(untyped.status).toBe(415);
  });

  it('should accept JSON from the app itself, from an allowed origin and without an Origin', async () => {
    for (const origin of [running.baseUrl, 'https://studio.example.com', undefined]) {
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
      if (origin) headers.origin = origin;
      const answer = await call(running.baseUrl, 'POST', '/api/v1/lead', headers, lead);
      expect(answer.status).toBe(201);
    }
  });

  it('should answer 403 to a state-changing call from another origin', async () => {
    for (const origin of ['https://evil.example', 'null', `http://${host}.evil.example`]) {
      const answer = await call(
        running.baseUrl,
        'POST',
        '/api/v1/lead',
        { 'content-type': 'application/json', origin },
        lead,
      );
      expect(answer).toMatchObject({
        status: 403,
        body: { error: { code: 'origin_not_allowed' } },
      });
    }
    const blind = await call(
      running.baseUrl,
      'POST',
      '/api/v1/lead',
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      lead,
    );
    expect(blind.status).toBe(403);
  });

  it('should let reads through whatever their origin', async () => {
    const answer = await call(running.baseUrl, 'GET', '/api/sandbox/test-cards', {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(200);
  });

  it('should never let the sandbox reset be called cross-site, not even from an allowed origin', async () => {
    const reset = (headers: Record<string, string>) =>
      call(running.baseUrl, 'POST', '/api/sandbox/reset', headers);
    expect((await reset({})).status).toBe(415);
    expect((await reset({ 'content-type': 'text/plain' })).status).toBe(415);
    expect(
      (await reset({ 'content-type': 'application/json', origin: 'https://studio.example.com' }))
        .status,
    ).toBe(403);
    expect(
      (await reset({ 'content-type': 'application/json', 'sec-fetch-site': 'same-site' })).status,
    ).toBe(403);
    expect(
      (await reset({ 'content-type': 'application/json', origin: running.baseUrl })).status,
    ).toBe(200);
  });

  it('should answer 400, not 500, to JSON nested beyond 32 levels', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const answer = await call(
      running.baseUrl,
      'POST',
      '/api/v1/payment',
      { 'content-type': 'application/json' },
      deep,
    );
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'json_too_deep' } } });
    const nested = `{"a":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`;
    const payment = await call(
      running.baseUrl,
      'POST',
      '/api/v1/payment',
      { 'content-type': 'application/json' },
      nested,
    );
    expect(payment.status).toBe(400);
  });

  it('should recognise JSON media types and parse the allow-list', () => {
    expect(isJsonMediaType('application/json')).toBe(true);
    expect(isJsonMediaType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('application/merge-patch+json')).toBe(true);
    expect(isJsonMediaType('text/json')).toBe(false);
    expect(isJsonMediaType('text/plain; application/json')).toBe(false);
    expect(isJsonMediaType(undefined)).toBe(false);
    expect(
      parseAllowedOrigins('https://a.example/path, javascript:x, ,http://b.example:8080'),
    ).toEqual(['https://a.example', 'http://b.example:8080']);
  });
});

describe('comesFromOwnOrigin (sandbox endpoints outside the router)', () => {
  const from = (headers: Record<string, string>) =>
    comesFromOwnOrigin({
      headers: { host: 'localhost:3000', ...headers },
    } as unknown as IncomingMessage);

  it("should accept the app's own origin, whatever its scheme, and a call without Origin", () => {
    expect(from({ origin: 'http://localhost:3000' })).toBe(true);
    expect(from({ origin: 'https://LOCALHOST:3000' })).toBe(true);
    expect(from({})).toBe(true);
    expect(from({ 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('should refuse another origin, another port, Origin null, and a call the browser marks cross-site', () => {
    expect(from({ origin: 'https://evil.example' })).toBe(false);
    expect(from({ origin: 'http://localhost:3001' })).toBe(false);
    expect(from({ origin: 'null' })).toBe(false);
    expect(from({ 'sec-fetch-site': 'cross-site' })).toBe(false);
  });
});
