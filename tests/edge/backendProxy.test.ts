import { createServer } from 'node:http';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  Server,
  ServerResponse,
} from 'node:http';
import { gzipSync } from 'node:zlib';
import v1Handler from '@/pages/api/v1/[...path]';
import v2Handler from '@/pages/api/v2/[...path]';
import {
  forwardToBackend,
  forwardedRequestHeaders,
  proxySettingsFromEnv,
  publicOrigins,
  resetForwardedForWarning,
} from '@/edge/backendProxy';
import type { ProxySettings } from '@/edge/backendProxy';
import { InMemoryPurchaseGuardStore } from '@/edge/edgePurchaseGuard';
import { PaymentAttemptLimiter } from '@/edge/paymentAttemptLimiter';
import type { PaymentAttemptLimits } from '@/edge/paymentAttemptLimiter';
import { tooManyPaymentAttemptsMessage } from '@/lib/payment/tooManyPaymentAttempts';
import { alreadyPaidCode, paymentInProgressCode, purchaseIdHeader } from '@/lib/payment/purchase';
import type { PurchaseResponse } from '@/schemas/generated/apiTypes';
import type { NextApiRequest, NextApiResponse } from 'next';
import { call, close, listen } from './rawHttp';
import type { Answer } from './rawHttp';

/** One request the fake backend received. */
interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

const jsonHeaders = { 'content-type': 'application/json' };

describe('the backend proxy (the /api/v1 and /api/v2 routes with CHECKOUT_API_URL set)', () => {
  let backend: Server;
  let backendUrl: string;
  /** The fake backend's behaviour for the current test; by default 201 with a JSON body. */
  let answerWith: (request: IncomingMessage, response: ServerResponse, body: string) => void;
  const seen: Seen[] = [];
  /** The checkout's real API routes, reading CHECKOUT_API_URL per request. */
  let routes: Server;
  let routesUrl: string;
  /** forwardToBackend with settings and a limiter of the test's own. */
  let proxy: Server;
  let proxyUrl: string;
  let settings: ProxySettings;
  let limiter: PaymentAttemptLimiter;
  let purchases: InMemoryPurchaseGuardStore;

  const defaultAnswer = (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(201, { 'Content-Type': 'application/json', 'X-Backend': 'real' });
    response.end(JSON.stringify({ leadId: 'from-the-real-backend' }));
  };

  function useLimits(limits: Partial<PaymentAttemptLimits>): void {
    limiter = new PaymentAttemptLimiter({ perLead: 0, perAddress: 0, windowMs: 60_000, ...limits });
  }

  beforeAll(async () => {
    backend = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        answerWith(request, response, body);
      });
    });
    backendUrl = await listen(backend);
    // Set after the route modules were imported: the switch must be read per request.
    process.env.CHECKOUT_API_URL = `${backendUrl}/`;
    routes = createServer((request, response) => {
      const path = request.url ?? '';
      const handler = path.startsWith('/api/v2/') ? v2Handler : v1Handler;
      void handler(request as NextApiRequest, response as NextApiResponse);
    });
    routesUrl = await listen(routes);
    proxy = createServer((request, response) => {
      void forwardToBackend(request, response, backendUrl, { settings, limiter, purchases });
    });
    proxyUrl = await listen(proxy);
  });

  beforeEach(() => {
    seen.length = 0;
    answerWith = defaultAnswer;
    settings = { ...proxySettingsFromEnv({}), timeoutMs: 2000 };
    useLimits({});
    purchases = new InMemoryPurchaseGuardStore();
  });

  afterAll(async () => {
    delete process.env.CHECKOUT_API_URL;
    await close(backend);
    await close(routes);
    await close(proxy);
  });

  it('should forward method, path, query, the allowlisted headers and body, and return the backend answer', async () => {
    const response = await call(routesUrl, '/api/v1/lead?x=1', {
      method: 'POST',
      headers: { ...jsonHeaders, 'X-App-Version': '0.1.0' },
      body: JSON.stringify({ name: 'Ana Souza' }),
    });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toEqual({ leadId: 'from-the-real-backend' });
    // Not on the answer allowlist: a backend's own headers stay with the backend.
    expect(response.headers['x-backend']).toBeUndefined();
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/lead?x=1',
      body: JSON.stringify({ name: 'Ana Souza' }),
      headers: expect.objectContaining({
        'content-type': 'application/json',
        'x-app-version': '0.1.0',
      }),
    });
  });

  it('should answer 502 with a coded error when the backend cannot be reached', async () => {
    process.env.CHECKOUT_API_URL = 'http://127.0.0.1:9'; // the discard port: nothing listens there
    try {
      const response = await call(routesUrl, '/api/v1/product/MS/config');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body)).toEqual({
        error: { code: 'backend_unreachable', message: 'The backend could not be reached.' },
      });
    } finally {
      process.env.CHECKOUT_API_URL = `${backendUrl}/`;
    }
  });

  describe('cross-site requests (issue 22 item 1)', () => {
    const evil = 'https://evil.example';
    const buyerCookies = 'session=buyer-session; utm=ads';

    it.each(['/api/v2/payment', '/api/v1/payment', '/api/v1/lead'])(
      'should refuse a no-cors text/plain POST and a form POST from another site to %s, forwarding nothing',
      async (path) => {
        const textPlain = await call(routesUrl, path, {
          method: 'POST',
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            origin: evil,
            'sec-fetch-site': 'cross-site',
            'sec-fetch-mode': 'no-cors',
            cookie: buyerCookies,
          },
          body: JSON.stringify({ amount: 100, productCode: 'MS' }),
        });
        const form = await call(routesUrl, path, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: evil,
            'sec-fetch-site': 'cross-site',
            'sec-fetch-mode': 'navigate',
            cookie: buyerCookies,
          },
          body: 'amount=100&productCode=MS',
        });
        expect([textPlain.status, form.status]).toEqual([415, 415]);
        expect(JSON.parse(form.body)).toMatchObject({ error: { code: 'unsupported_media_type' } });
        expect(seen).toHaveLength(0);
      },
    );

    it('should refuse JSON from another origin (403), and from Origin null', async () => {
      for (const origin of [evil, 'null']) {
        const response = await call(routesUrl, '/api/v2/payment', {
          method: 'POST',
          headers: { ...jsonHeaders, origin, cookie: buyerCookies },
          body: '{}',
        });
        expect(response.status).toBe(403);
        expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'origin_not_allowed' } });
      }
      expect(seen).toHaveLength(0);
    });

    it('should forward JSON from its own origin (PUBLIC_ORIGINS) and from ALLOWED_ORIGINS', async () => {
      settings.allowedOrigins = ['https://parceiro.example'];
      settings.ownOrigins = ['https://checkout.example'];
      const own = await call(proxyUrl, '/api/v1/lead', {
        method: 'POST',
        headers: {
          ...jsonHeaders,
          origin: 'https://checkout.example',
          'sec-fetch-site': 'same-origin',
        },
        body: '{}',
      });
      const partner = await call(proxyUrl, '/api/v1/lead', {
        method: 'POST',
        headers: {
          ...jsonHeaders,
          origin: 'https://parceiro.example',
          'sec-fetch-site': 'cross-site',
        },
        body: '{}',
      });
      expect([own.status, partner.status]).toEqual([201, 201]);
      expect(seen).toHaveLength(2);
    });

    it('should answer a preflight itself, granting nothing, whatever the backend would say', async () => {
      answerWith = (_request, response) => {
        response.writeHead(204, {
          'Access-Control-Allow-Origin': evil,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'content-type',
        });
        response.end();
      };
      const response = await call(routesUrl, '/api/v2/payment', {
        method: 'OPTIONS',
        headers: {
          origin: evil,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(
        Object.keys(response.headers).filter((name) => name.startsWith('access-control-')),
      ).toEqual([]);
      expect(seen).toHaveLength(0);
    });
  });

  describe('request headers (issue 22 item 2)', () => {
    const sent = {
      ...jsonHeaders,
      accept: 'application/json',
      'accept-language': 'pt-BR',
      cookie: 'session=abc',
      'idempotency-key': 'a3c1e8f0-1111-4aaa-8bbb-123456789abc',
      'purchase-id': 'pur_0123456789abcdefghijkl',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      tracestate: 'vendor=value',
      'user-agent': 'Mozilla/5.0 (Buyer)',
      'x-app-version': '0.1.0',
      'x-url-fingerprint': '/api/v2/payment',
      // None of these may reach the backend.
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '6.6.6.6',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=6.6.6.6;host=evil.example',
      'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
      authorization: 'Bearer stolen',
      'proxy-authorization': 'Basic abc',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      upgrade: 'websocket',
      'x-internal-debug': '1',
      'sec-fetch-site': 'same-origin',
    };

    it('should pass exactly the allowlist, with X-Forwarded-For set from the socket', async () => {
      const response = await call(proxyUrl, '/api/v2/payment', {
        method: 'POST',
        headers: { ...sent, connection: 'keep-alive' },
        body: '{"amount":1}',
      });
      expect(response.status).toBe(201);
      const received = seen.at(-1)!.headers;
      // Node's own hop headers, and what the proxy sets itself; nothing else the client sent.
      const ownHop = ['host', 'connection', 'content-length', 'accept-encoding', 'x-forwarded-for'];
      expect(
        Object.keys(received)
          .filter((name) => !ownHop.includes(name))
          .sort(),
      ).toEqual([...forwardedRequestHeaders].sort());
      expect(received['x-forwarded-for']).toBe('127.0.0.1');
      expect(received['x-real-ip']).toBeUndefined();
      expect(received['x-forwarded-host']).toBeUndefined();
      expect(received['x-middleware-subrequest']).toBeUndefined();
      expect(received.authorization).toBeUndefined();
      expect(received.cookie).toBe('session=abc');
      expect(received['idempotency-key']).toBe(sent['idempotency-key']);
      expect(received['purchase-id']).toBe(sent['purchase-id']);
    });

    it('should drop an allowlisted header that Connection names (hop-by-hop for that connection)', async () => {
      await call(proxyUrl, '/api/v1/lead', {
        method: 'POST',
        headers: {
          ...jsonHeaders,
          'x-app-version': '0.1.0',
          'x-url-fingerprint': '/api/v1/lead',
          connection: 'close, X-Url-Fingerprint',
        },
        body: '{}',
      });
      expect(seen.at(-1)!.headers['x-url-fingerprint']).toBeUndefined();
      expect(seen.at(-1)!.headers['x-app-version']).toBe('0.1.0');
    });

    it('should append the peer to X-Forwarded-For behind trusted proxies (TRUSTED_PROXY_HOPS)', async () => {
      settings.trustedProxyHops = 1;
      await call(proxyUrl, '/api/v1/lead', {
        method: 'POST',
        headers: { ...jsonHeaders, 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
        body: '{}',
      });
      expect(seen.at(-1)!.headers['x-forwarded-for']).toBe('6.6.6.6, 203.0.113.7, 127.0.0.1');
    });
  });

  describe('answer headers (issue 22 item 3)', () => {
    it('should keep every Set-Cookie and the allowlisted headers, and drop security, server and trace headers', async () => {
      answerWith = (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Set-Cookie', [
          'session=one; Path=/; HttpOnly; Secure',
          'cart=two; Path=/; Secure',
        ]);
        response.setHeader(
          'Content-Security-Policy',
          "default-src *; script-src 'unsafe-inline' *",
        );
        response.setHeader('Strict-Transport-Security', 'max-age=0');
        response.setHeader('X-Frame-Options', 'ALLOWALL');
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Server', 'Apache/2.4.1 (internal-build)');
        response.setHeader('X-Powered-By', 'Express');
        response.setHeader('X-Request-Id', 'req-internal-42');
        response.setHeader('X-Amzn-Trace-Id', 'Root=1-internal');
        response.setHeader('Traceresponse', '00-abc-def-01');
        response.setHeader('Location', 'http://10.0.0.5/internal');
        response.setHeader('Retry-After', '5');
        response.setHeader('Idempotent-Replayed', 'true');
        response.setHeader('Cache-Control', 'private, max-age=0');
        response.writeHead(200);
        response.end('{"ok":true}');
      };
      const response = await call(routesUrl, '/api/v2/payment/pay_1');
      expect(response.status).toBe(200);
      // The backend's cookies, and the proxy's device cookie for a browser without one.
      expect(response.headers['set-cookie']).toEqual([
        expect.stringMatching(
          /^trilha_device=[\w-]+\.[\w-]{32}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
        ),
        'session=one; Path=/; HttpOnly; Secure',
        'cart=two; Path=/; Secure',
      ]);
      for (const name of [
        'content-security-policy',
        'strict-transport-security',
        'x-frame-options',
        'access-control-allow-origin',
        'server',
        'x-powered-by',
        'x-request-id',
        'x-amzn-trace-id',
        'traceresponse',
        'location',
      ]) {
        expect([name, response.headers[name]]).toEqual([name, undefined]);
      }
      expect(response.headers).toMatchObject({
        'content-type': 'application/json',
        'retry-after': '5',
        'idempotent-replayed': 'true',
        'cache-control': 'no-store',
      });
      expect(response.body).toBe('{"ok":true}');
    });

    it('should mark answers without a cache policy no-store', async () => {
      const response = await call(proxyUrl, '/api/v1/product/MS/config');
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('limits (issue 22 item 4)', () => {
    /** Bytes the backend got written before the proxy stopped reading. */
    let written = 0;

    it('should refuse an answer larger than the limit with 502, without reading it whole', async () => {
      settings.maxAnswerBytes = 64 * 1024;
      written = 0;
      answerWith = (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          while (written < 300 * 1024 * 1024) {
            written += chunk.length;
            if (!response.write(chunk)) {
              response.once('drain', pump);
              return;
            }
          }
          response.end();
        };
        pump();
      };
      const response = await call(proxyUrl, '/api/v1/product/MS/config');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body)).toEqual({
        error: { code: 'backend_answer_too_large', message: 'The backend answer is too large.' },
      });
      expect(written).toBeLessThan(50 * 1024 * 1024);
    });

    it('should refuse an answer whose Content-Length is over the limit before reading it', async () => {
      settings.maxAnswerBytes = 1024;
      answerWith = (_request, response) => {
        response.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': '300000000',
        });
        response.write('{');
      };
      const response = await call(proxyUrl, '/api/v1/product/MS/config');
      expect(response.status).toBe(502);
      expect(response.ms).toBeLessThan(1500);
    });

    it('should count a compressed answer after decompression (a gzip bomb)', async () => {
      settings.maxAnswerBytes = 1024 * 1024;
      const bomb = gzipSync(Buffer.alloc(200 * 1024 * 1024, 0x20), { level: 9 });
      expect(bomb.length).toBeLessThan(settings.maxAnswerBytes);
      answerWith = (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        response.end(bomb);
      };
      const before = process.memoryUsage().rss;
      const response = await call(proxyUrl, '/api/v1/product/MS/config');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body)).toMatchObject({
        error: { code: 'backend_answer_too_large' },
      });
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    });

    it('should decode a compressed answer within the limit', async () => {
      answerWith = (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        response.end(gzipSync(Buffer.from('{"plans":[]}')));
      };
      const response = await call(proxyUrl, '/api/v2/product/MS');
      expect(response.status).toBe(200);
      expect(response.body).toBe('{"plans":[]}');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(seen.at(-1)!.headers['accept-encoding']).toBe('gzip, deflate, br');
    });

    it('should answer 504 within the time-out when the body stalls after the headers', async () => {
      settings.timeoutMs = 1000;
      answerWith = (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.write('{"plans":');
      };
      const response = await call(proxyUrl, '/api/v2/product/MS');
      expect(response.status).toBe(504);
      expect(JSON.parse(response.body)).toEqual({
        error: { code: 'backend_timeout', message: 'The backend did not answer in time.' },
      });
      expect(response.ms).toBeGreaterThanOrEqual(900);
      expect(response.ms).toBeLessThan(2500);
    });

    it('should answer 504 within the time-out when the backend sends nothing', async () => {
      settings.timeoutMs = 1000;
      answerWith = () => undefined;
      const response = await call(proxyUrl, '/api/v2/payment', {
        method: 'POST',
        headers: jsonHeaders,
        body: '{}',
      });
      expect(response.status).toBe(504);
      expect(response.ms).toBeLessThan(2500);
    });

    it('should refuse a request body over the limit with 413, forwarding nothing', async () => {
      settings.maxRequestBytes = 2048;
      const response = await call(proxyUrl, '/api/v1/lead', {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify({ name: 'x'.repeat(4096) }),
      });
      expect(response.status).toBe(413);
      expect(seen).toHaveLength(0);
    });

    it('should read its limits from the environment, with defaults', () => {
      expect(proxySettingsFromEnv({})).toMatchObject({
        timeoutMs: 55_000,
        maxRequestBytes: 1024 * 1024,
        maxAnswerBytes: 2 * 1024 * 1024,
        trustedProxyHops: 0,
      });
      expect(
        proxySettingsFromEnv({
          CHECKOUT_API_TIMEOUT_MS: '8000',
          CHECKOUT_API_MAX_REQUEST_BYTES: '4096',
          CHECKOUT_API_MAX_ANSWER_BYTES: '65536',
          TRUSTED_PROXY_HOPS: '2',
        }),
      ).toMatchObject({
        timeoutMs: 8000,
        maxRequestBytes: 4096,
        maxAnswerBytes: 65536,
        trustedProxyHops: 2,
      });
      expect(
        proxySettingsFromEnv({ CHECKOUT_API_TIMEOUT_MS: '10', TRUSTED_PROXY_HOPS: 'yes' }),
      ).toMatchObject({
        timeoutMs: 55_000,
        trustedProxyHops: 0,
      });
    });
  });

  describe('payment attempts (issue 22 item 5)', () => {
    const card = (number: string) =>
      JSON.stringify({
        sfLeadId: 'lead_1',
        amount: 9500,
        paymentMethods: [{ type: 'credit-card', card: { number, cvv: '123', expiry: '12/30' } }],
      });
    const pay = (body: string, key: string, headers: OutgoingHttpHeaders = {}) =>
      call(proxyUrl, '/api/v2/payment', {
        method: 'POST',
        headers: { ...jsonHeaders, 'idempotency-key': key, ...headers },
        body,
      });

    it('should refuse attempts past the per-lead limit with 429, Retry-After and the buyer message, forwarding none of them', async () => {
      useLimits({ perLead: 3, windowMs: 600_000 });
      const cards = [
        '4000000000000002',
        '4000000000009995',
        '4000000000000119',
        '4111111111111111',
      ];
      const answers = [];
      for (const [index, number] of cards.entries())
        answers.push(await pay(card(number), `key-${index}`));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
      const refused = answers[3]!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(JSON.parse(refused.body)).toEqual({
        error: { code: 'too_many_payment_attempts', message: tooManyPaymentAttemptsMessage },
      });
      expect(refused.body).toContain(
        'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
      );
      expect(seen).toHaveLength(3);
      // Another lead is not this lead's limit.
      const other = await pay(card('4111111111111111').replace('lead_1', 'lead_2'), 'key-other');
      expect(other.status).toBe(201);
    });

    it('should not count the same attempt sent again (same key, same body) while its outcome is asked for', async () => {
      useLimits({ perLead: 2 });
      const body = card('4111111111111111');
      const answers = [];
      for (let check = 0; check < 6; check += 1) answers.push(await pay(body, 'the-same-key'));
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      expect((await pay(card('5555555555554444'), 'second-key')).status).toBe(201);
      // The same key with another card is another attempt.
      expect((await pay(card('4000000000000002'), 'the-same-key')).status).toBe(429);
    });

    it('should limit attempts per client address, whatever lead they name', async () => {
      useLimits({ perAddress: 2 });
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push(
          (await pay(card('4111111111111111').replace('lead_1', `lead_${index}`), `k${index}`))
            .status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
      // A spoofed X-Forwarded-For is no other address when no proxy is trusted.
      expect(
        (await pay(card('4111111111111111'), 'k9', { 'x-forwarded-for': '198.51.100.9' })).status,
      ).toBe(429);
    });

    it('should tell clients apart by X-Forwarded-For behind a trusted proxy', async () => {
      useLimits({ perAddress: 1 });
      settings.trustedProxyHops = 1;
      const from = (address: string, key: string) =>
        pay(card('4111111111111111').replace('lead_1', key), key, { 'x-forwarded-for': address });
      expect((await from('203.0.113.1', 'a')).status).toBe(201);
      expect((await from('203.0.113.2', 'b')).status).toBe(201);
      expect((await from('203.0.113.1', 'c')).status).toBe(429);
    });

    it('should limit every call that charges or carries a card, and nothing else', async () => {
      useLimits({ perAddress: 1 });
      expect(
        (
          await call(proxyUrl, '/api/v2/subscription/sub_1/custom-sale/verify-card', {
            method: 'POST',
            headers: jsonHeaders,
            body: '{"number":"4111111111111111"}',
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await call(proxyUrl, '/api/v1/subscription/sub_1/renew', {
            method: 'POST',
            headers: jsonHeaders,
            body: '{}',
          })
        ).status,
      ).toBe(429);
      expect(
        (
          await call(proxyUrl, '/api/v1/payment', {
            method: 'POST',
            headers: jsonHeaders,
            body: '{}',
          })
        ).status,
      ).toBe(429);
      expect(
        (await call(proxyUrl, '/api/v1/lead', { method: 'POST', headers: jsonHeaders, body: '{}' }))
          .status,
      ).toBe(201);
      expect((await call(proxyUrl, '/api/v2/payment/pay_1')).status).toBe(201);
    });
  });

  describe('the purchase guard at the edge (issue 33)', () => {
    const purchaseId = 'pur_0a1b2c3d4e5f6g7h8i9j0k';
    const cardBody = JSON.stringify({
      sfLeadId: 'lead_1',
      amount: 9500,
      planId: 'ms-anual',
      orderBumps: [{ planId: 'ms-extra', amount: 1500 }],
      paymentMethods: [
        {
          type: 'credit-card',
          installments: 3,
          card: { number: '4111111111111111', cvv: '123', expiry: '12/30', brand: 'visa' },
        },
      ],
    });
    const approved = {
      token: 'tok_1',
      redirect: '/obrigado',
      paymentProfileIds: ['pp_1'],
      route: null,
      paymentId: 'pay_card_1',
      status: 'approved',
      subscriptionId: 'sub_1',
    };
    const pixAnswer = {
      ...approved,
      paymentId: 'pay_pix_1',
      status: 'pending',
      route: 'pix',
      pix: { brCode: '000201...6304ABCD', expiresAt: '2030-01-01T00:10:00.000Z' },
    };
    const pay = (
      key: string | undefined,
      headers: OutgoingHttpHeaders = { [purchaseIdHeader]: purchaseId },
      path = '/api/v2/payment',
      body = cardBody,
    ) =>
      call(proxyUrl, path, {
        method: 'POST',
        headers: { ...jsonHeaders, ...(key ? { 'idempotency-key': key } : {}), ...headers },
        body,
      });
    const pixBody = () =>
      JSON.stringify({ sfLeadId: 'lead_1', amount: 9500, paymentMethods: [{ type: 'pix' }] });
    const readPurchase = (id = purchaseId) => call(proxyUrl, `/api/v2/purchase/${id}`);
    const payments = () => seen.filter((request) => request.method === 'POST');
    /** The backend answers `body` with `status` after `delayMs`. */
    const answerLater =
      (status: number, body: unknown, delayMs = 0) =>
      (_request: IncomingMessage, response: ServerResponse) => {
        setTimeout(() => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(body));
        }, delayMs);
      };
    /** Resolves once the backend has received `count` requests. */
    const backendReceived = async (count: number) => {
      while (seen.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    it('should forward only one of two concurrent attempts with different keys on one purchase, answering the other 409 payment_in_progress', async () => {
      answerWith = answerLater(201, approved, 300);
      const answers = await Promise.all([pay('key-a'), pay('key-b')]);
      expect(payments()).toHaveLength(1);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.headers['cache-control']).toBe('no-store');
      const refusal = JSON.parse(refused.body) as {
        error: { code: string; message: string };
        purchase: PurchaseResponse;
      };
      expect(refusal.error.code).toBe(paymentInProgressCode);
      expect(refusal.error.message).toMatch(/^[A-Z].+\.$/);
      expect(refusal.purchase).toEqual({ purchaseId, status: 'in_progress', refunds: [] });
    });

    it('should refuse a new attempt on a paid purchase with 409 already_paid and the receipt, without calling the backend', async () => {
      answerWith = answerLater(201, approved);
      expect((await pay('key-a')).status).toBe(201);
      const again = await pay('key-b');
      expect(payments()).toHaveLength(1);
      expect(again.status).toBe(409);
      expect(again.headers['cache-control']).toBe('no-store');
      const refusal = JSON.parse(again.body) as {
        error: { code: string };
        purchase: PurchaseResponse;
      };
      expect(refusal.error.code).toBe(alreadyPaidCode);
      expect(refusal.purchase).toEqual({
        purchaseId,
        status: 'paid',
        paid: {
          paymentId: 'pay_card_1',
          method: 'credit-card',
          status: 'approved',
          amount: 9500,
          currency: null,
          planId: 'ms-anual',
          installments: 3,
          orderBumps: [{ planId: 'ms-extra', amount: 1500 }],
          cardBrand: 'visa',
          cardLast4: '1111',
          createdAt: expect.any(String),
          answer: approved,
        },
        refunds: [],
      });
      expect(again.body).not.toContain('4111111111111111');
      // Another purchase is not this one's.
      expect((await pay('key-c', { [purchaseIdHeader]: 'pur_another_purchase' })).status).toBe(201);
    });

    it('should forward the same key retried while its attempt is in flight (the backend answers it by its idempotency)', async () => {
      answerWith = answerLater(201, approved, 300);
      const first = pay('key-a');
      await backendReceived(1);
      const retried = await pay('key-a');
      expect(payments()).toHaveLength(2);
      expect([(await first).status, retried.status]).toEqual([201, 201]);
    });

    it('should keep a purchase claimed until every request of the attempt that holds it ended', async () => {
      answerWith = (request, response) => {
        const delayMs = seen.length === 1 ? 400 : 50;
        answerLater(
          503,
          { error: { code: 'unavailable', message: 'Try again.' } },
          delayMs,
        )(request, response);
      };
      const first = pay('key-a');
      await backendReceived(1);
      expect((await pay('key-a')).status).toBe(503);
      // The first request of key-a is still with the backend.
      expect((await pay('key-b')).status).toBe(409);
      expect((await first).status).toBe(503);
      expect((await pay('key-b')).status).toBe(503);
      expect(payments()).toHaveLength(3);
    });

    it('should release the claim on a declined answer (402), so a new attempt goes through', async () => {
      answerWith = answerLater(402, { error: { code: 'card_declined', message: 'Declined.' } });
      expect((await pay('key-a')).status).toBe(402);
      expect(JSON.parse((await readPurchase()).body)).toEqual({
        purchaseId,
        status: 'open',
        refunds: [],
      });
      answerWith = answerLater(201, approved);
      expect((await pay('key-b')).status).toBe(201);
      expect(payments()).toHaveLength(2);
    });

    it('should release the claim when the backend does not answer in time (504)', async () => {
      settings.timeoutMs = 1000;
      answerWith = () => undefined;
      expect((await pay('key-a')).status).toBe(504);
      answerWith = answerLater(201, approved);
      expect((await pay('key-b')).status).toBe(201);
      expect(payments()).toHaveLength(2);
    });

    it('should keep a Pix code pending of its purchase, and mark the purchase paid when its status poll answers approved', async () => {
      answerWith = answerLater(201, pixAnswer);
      expect((await pay('key-pix', undefined, undefined, pixBody())).status).toBe(201);
      const open = JSON.parse((await readPurchase()).body) as PurchaseResponse;
      expect(open).toMatchObject({
        purchaseId,
        status: 'open',
        pending: [{ paymentId: 'pay_pix_1', method: 'pix', status: 'pending', answer: pixAnswer }],
      });
      // A Pix waiting for the buyer does not stop another method.
      answerWith = answerLater(402, { error: { code: 'card_declined', message: 'Declined.' } });
      expect((await pay('key-card')).status).toBe(402);
      // The buyer pays the code; the Pix page's poll hears it.
      answerWith = answerLater(200, { paymentId: 'pay_pix_1', status: 'approved', method: 'pix' });
      expect((await call(proxyUrl, '/api/v2/payment/pay_pix_1')).status).toBe(200);
      const paid = JSON.parse((await readPurchase()).body) as PurchaseResponse;
      expect(paid).toMatchObject({
        status: 'paid',
        paid: { paymentId: 'pay_pix_1', method: 'pix', status: 'approved', answer: pixAnswer },
      });
      expect(paid.pending).toBeUndefined();
      const again = await pay('key-card-2');
      expect(again.status).toBe(409);
      expect(JSON.parse(again.body)).toMatchObject({ error: { code: alreadyPaidCode } });
      expect(payments()).toHaveLength(2);
    });

    it('should answer GET /api/v2/purchase/{purchaseId} itself, no-store, open and empty when unknown', async () => {
      const unknown = await readPurchase('pur_never_named_here');
      expect(unknown.status).toBe(200);
      expect(unknown.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(unknown.body)).toEqual({
        purchaseId: 'pur_never_named_here',
        status: 'open',
        refunds: [],
      });
      answerWith = answerLater(201, approved, 300);
      const paying = pay('key-a');
      await backendReceived(1);
      expect(JSON.parse((await readPurchase()).body)).toMatchObject({ status: 'in_progress' });
      await paying;
      expect(JSON.parse((await readPurchase()).body)).toMatchObject({
        status: 'paid',
        paid: { paymentId: 'pay_card_1' },
      });
      const malformed = await readPurchase('short');
      expect(malformed.status).toBe(400);
      expect(JSON.parse(malformed.body)).toMatchObject({
        error: { code: 'invalid_path', field: 'purchaseId' },
      });
      // The backend saw the payment only, never a purchase read.
      expect(seen.map((request) => request.url)).toEqual(['/api/v2/payment']);
    });

    it('should leave attempts without a Purchase-Id as they were', async () => {
      answerWith = answerLater(201, approved, 200);
      const answers = await Promise.all([pay('key-a', {}), pay('key-b', {})]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect((await pay('key-c', {})).status).toBe(201);
      expect(payments()).toHaveLength(3);
      expect(seen.every((request) => request.headers['purchase-id'] === undefined)).toBe(true);
    });

    it.each([
      ['too short', 'pur_1'],
      ['with characters outside the pattern', 'pur_0123456789/abc'],
      ['too long', `pur_${'a'.repeat(130)}`],
    ])('should answer 400 to a Purchase-Id %s, forwarding nothing', async (_case, malformed) => {
      const response = await pay('key-a', { [purchaseIdHeader]: malformed });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({
        error: { code: 'invalid_purchase_id', field: purchaseIdHeader },
      });
      expect(seen).toHaveLength(0);
    });

    it('should guard the other calls that pay a purchase: v1 payment, renewals, Livelo redemption without a key', async () => {
      const renewal = {
        subscriptionId: 'sub_1',
        status: 'active',
        planId: 'ms-anual',
        renewCount: 2,
        payment: { paymentId: 'pay_renew_1', status: 'approved', method: 'credit-card' },
      };
      answerWith = answerLater(200, renewal);
      const renewed = { [purchaseIdHeader]: 'pur_renewal_sub_1' };
      expect((await pay('r-1', renewed, '/api/v2/subscription/sub_1/renew', '{}')).status).toBe(
        200,
      );
      expect((await pay('r-2', renewed, '/api/v1/subscription/sub_1/renew', '{}')).status).toBe(
        409,
      );
      expect(JSON.parse((await readPurchase('pur_renewal_sub_1')).body)).toMatchObject({
        status: 'paid',
        paid: { paymentId: 'pay_renew_1', method: 'credit-card', answer: renewal },
      });

      const redemption = {
        paymentId: 'pay_livelo_1',
        token: 'tok',
        type: 'points',
        amountPoints: 1000,
        amountCash: 0,
        balanceAfter: 10,
      };
      answerWith = answerLater(201, redemption, 300);
      const livelo = { [purchaseIdHeader]: 'pur_livelo_purchase' };
      const redeemBody = '{"cpf":"x","authorization":"y","productCode":"MS","type":"points"}';
      // No Idempotency-Key: a second request is another attempt.
      const answers = await Promise.all([
        pay(undefined, livelo, '/api/v1/livelo/redeem', redeemBody),
        pay(undefined, livelo, '/api/v1/livelo/redeem', redeemBody),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(JSON.parse((await readPurchase('pur_livelo_purchase')).body)).toMatchObject({
        status: 'paid',
        paid: { paymentId: 'pay_livelo_1', method: 'livelo' },
      });

      answerWith = answerLater(201, { ...approved, paymentId: 'pay_v1_1' });
      const v1 = { [purchaseIdHeader]: 'pur_invoice_inv_1' };
      expect((await pay('v-1', v1, '/api/v1/payment')).status).toBe(201);
      expect((await pay('v-2', v1, '/api/v1/payment')).status).toBe(409);
      expect(payments()).toHaveLength(3);
    });
  });

  describe('many machines: what the proxy lets through (issue 34)', () => {
    const card = JSON.stringify({
      sfLeadId: 'lead_1',
      amount: 9500,
      paymentMethods: [
        { type: 'credit-card', card: { number: '4000000000000002', cvv: '123', expiry: '12/30' } },
      ],
    });
    const attempt = (base: string, path: string, index: number) =>
      call(base, path, {
        method: 'POST',
        headers: { ...jsonHeaders, 'idempotency-key': `spelling-${index}` },
        body: card,
      });

    it('should admit 30 payments from one address and refuse the rest with 429 (the canonical spelling)', async () => {
      useLimits({ perAddress: 30, windowMs: 600_000 });
      const statuses: number[] = [];
      for (let index = 0; index < 35; index += 1)
        statuses.push((await attempt(proxyUrl, '/api/v2/payment', index)).status);
      expect(statuses).toEqual([...Array<number>(30).fill(201), ...Array<number>(5).fill(429)]);
      expect(seen).toHaveLength(30);
    });

    it.each([
      '/api/v2/PAYMENT',
      '/api/v2/Payment',
      '/api/V2/payment',
      '/api/v2/pay%6dent',
      '/api/v2/%70ayment',
      '/api/v2/payment;x=1',
      '/api/v2/payment%3Bx=1',
      '/api/v2/payment%20',
      '/api/v2/payment%09',
      '/api/v2/payment%2F',
      '/api/v2/payment%2f',
      '/api/v2/payment.json',
      '/api/v2/payment.',
      '/api/v2/payment/',
      '/api/v2//payment',
      '/api/v2/x/../payment',
      '/api/v2/./payment',
      '/api/v2\\payment',
      '/api/v2/payment%',
      '/api/v1/livelo/REDEEM',
      '/api/v1/livelo/redeem.json',
      '/api/v2/subscription/sub_1/custom-sale/VERIFY-CARD',
      '/api/v2/subscription/sub_1/custom-sale/verify-card;v=1',
    ])(
      'should refuse %s with 400 before forwarding: 50 attempts, none reaches the backend',
      async (path) => {
        useLimits({ perAddress: 30, windowMs: 600_000 });
        const statuses = new Set<number>();
        let last: Answer | undefined;
        for (let index = 0; index < 50; index += 1) {
          last = await attempt(routesUrl, path, index);
          statuses.add(last.status);
        }
        expect([...statuses]).toEqual([400]);
        expect(JSON.parse(last!.body)).toMatchObject({ error: { code: 'path_not_canonical' } });
        expect(last!.headers['cache-control']).toBe('no-store');
        expect(seen).toHaveLength(0);
      },
    );

    it('should refuse odd spellings of the purchase guard paths (the purchase read, a status poll, a guarded payment), forwarding nothing', async () => {
      const purchaseId = 'pur_0123456789abcdefghijkl';
      const answers = [
        await call(proxyUrl, `/api/v2/PURCHASE/${purchaseId}`),
        await call(proxyUrl, `/api/v2/purchase/${purchaseId}.json`),
        await call(proxyUrl, '/api/v2/Payment/pay_1'),
        await call(proxyUrl, '/api/v2/payment/pay%5f1'),
        await call(proxyUrl, '/api/v2/PAYMENT', {
          method: 'POST',
          headers: { ...jsonHeaders, 'idempotency-key': 'k-1', [purchaseIdHeader]: purchaseId },
          body: card,
        }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
      expect(seen).toHaveLength(0);
      // The canonical spellings still work: the read is the proxy's own, the poll is forwarded.
      expect((await call(proxyUrl, `/api/v2/purchase/${purchaseId}`)).status).toBe(200);
      expect((await call(proxyUrl, '/api/v2/payment/pay_1')).status).toBe(201);
      expect(seen.map((request) => request.url)).toEqual(['/api/v2/payment/pay_1']);
    });

    it('should forward canonical paths as before: parameters in any case, escapes that need escaping, paths no operation resembles', async () => {
      for (const path of [
        '/api/v1/product/MS/config?brand=X',
        '/api/v1/lead/Lead_ABC',
        '/api/v1/product/Caf%C3%A9/config',
        '/api/v1/not-in-the-contract/Whatever',
      ])
        expect([path, (await call(proxyUrl, path)).status]).toEqual([path, 201]);
      expect(seen.map((request) => request.url)).toEqual([
        '/api/v1/product/MS/config?brand=X',
        '/api/v1/lead/Lead_ABC',
        '/api/v1/product/Caf%C3%A9/config',
        '/api/v1/not-in-the-contract/Whatever',
      ]);
    });

    it("should refuse an Origin that merely names the request's own Host (403), and accept PUBLIC_ORIGINS", async () => {
      for (const [base, origin] of [
        [routesUrl, routesUrl],
        [proxyUrl, proxyUrl],
        [routesUrl, 'http://evil.example'],
      ] as const) {
        const response = await call(base, '/api/v1/lead', {
          method: 'POST',
          headers: { ...jsonHeaders, origin, host: new URL(origin).host },
          body: '{}',
        });
        expect([origin, response.status]).toEqual([origin, 403]);
        expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'origin_not_allowed' } });
      }
      expect(seen).toHaveLength(0);
      settings.ownOrigins = [proxyUrl];
      const own = await call(proxyUrl, '/api/v1/lead', {
        method: 'POST',
        headers: { ...jsonHeaders, origin: proxyUrl },
        body: '{}',
      });
      expect(own.status).toBe(201);
      expect(seen).toHaveLength(1);
    });

    it('should take the own origins from PUBLIC_ORIGINS, else localhost and 127.0.0.1 on PORT', () => {
      expect(publicOrigins({})).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
      expect(publicOrigins({ PORT: '4100' })).toEqual([
        'http://localhost:4100',
        'http://127.0.0.1:4100',
      ]);
      expect(
        publicOrigins({ PUBLIC_ORIGINS: 'https://checkout.example/, ftp://x, https://b.example' }),
      ).toEqual(['https://checkout.example', 'https://b.example']);
      expect(
        proxySettingsFromEnv({ PUBLIC_ORIGINS: 'https://checkout.example' }).ownOrigins,
      ).toEqual(['https://checkout.example']);
    });

    it("should send Cache-Control: no-store on every proxied answer, whatever the backend's cache policy", async () => {
      answerWith = (_request, response) => {
        response.writeHead(200, {
          'Content-Type': 'application/json',
          'Cache-Control': 'public, max-age=86400, s-maxage=86400',
          Expires: 'Thu, 01 Jan 2037 00:00:00 GMT',
        });
        response.end('{"code":"MS"}');
      };
      for (const base of [routesUrl, proxyUrl]) {
        const response = await call(base, '/api/v1/product/MS/config');
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers.expires).toBeUndefined();
        expect(response.body).toBe('{"code":"MS"}');
      }
    });

    it('should warn once per process when requests carry X-Forwarded-For while TRUSTED_PROXY_HOPS=0', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        resetForwardedForWarning();
        await call(proxyUrl, '/api/v1/product/MS/config');
        expect(warn).not.toHaveBeenCalled();
        for (let index = 0; index < 3; index += 1)
          await call(proxyUrl, '/api/v1/product/MS/config', {
            headers: { 'x-forwarded-for': '203.0.113.7' },
          });
        expect(warn).toHaveBeenCalledTimes(1);
        const line = JSON.parse(String(warn.mock.calls[0]?.[0])) as Record<string, unknown>;
        expect(line).toMatchObject({ level: 'warning' });
        expect(String(line.message)).toContain('TRUSTED_PROXY_HOPS=0');
        // Behind trusted proxies the header is expected: no warning.
        resetForwardedForWarning();
        settings.trustedProxyHops = 1;
        await call(proxyUrl, '/api/v1/product/MS/config', {
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        warn.mockRestore();
      }
    });
  });
});
