/**
 * The card-testing limits at the API proxy (issue 34), in front of a fake backend, with the
 * in-memory and the Redis limiter alike: a bot that leaves out its lead or sends a new one each
 * time is stopped by the card, device, purchase or address limit; 200 buyers behind one
 * carrier's address (CGNAT), each with their own browser and card, all pay, while a cookie-less
 * bot from that address is stopped at 30; a forged device cookie is ignored; Redis down refuses
 * payments with 503 and forwards nothing.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import Redis from 'ioredis';
import { forwardToBackend, proxySettingsFromEnv } from '@/edge/backendProxy';
import type { ProxySettings } from '@/edge/backendProxy';
import { deviceCookieName } from '@/edge/deviceCookie';
import { InMemoryPurchaseGuardStore } from '@/edge/edgePurchaseGuard';
import { PaymentAttemptLimiter, paymentAttemptLimitsFromEnv } from '@/edge/paymentAttemptLimiter';
import type {
  AttemptLimiter,
  AttemptVerdict,
  PaymentAttemptLimits,
} from '@/edge/paymentAttemptLimiter';
import { sharedRedisOptions } from '@/edge/sharedStore/redisConnection';
import { RedisPaymentAttemptLimiter } from '@/edge/sharedStore/redisPaymentAttemptLimiter';
import { startRedisServer } from './redisServer';
import type { RedisServer } from './redisServer';
import { call, close, listen } from './rawHttp';
import type { Answer } from './rawHttp';

jest.setTimeout(60_000);

/** The device cookie an answer sets (`name=value`), if any. */
function deviceCookieOf(answer: Answer): string | undefined {
  return (answer.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${deviceCookieName}=`));
}

/** A card number of its own for each index. */
const cardNumber = (index: number) => `4000${String(index).padStart(12, '0')}`;

function paymentBody(fields: { lead?: string; card: string }): string {
  return JSON.stringify({
    ...(fields.lead ? { sfLeadId: fields.lead } : {}),
    amount: 9500,
    paymentMethods: [
      { type: 'credit-card', installments: 1, card: { number: fields.card, cvv: '123' } },
    ],
  });
}

let redis: RedisServer;
const clients: Redis[] = [];
let backend: Server;
let backendUrl: string;
let forwarded = 0;
/** Whether the fake backend approves a payment (else it declines it), by its request body. */
let approves: (body: string) => boolean = () => false;
let proxy: Server;
let proxyUrl: string;
let settings: ProxySettings;
let limiter: AttemptLimiter;
/** The verdicts of the current limiter, in order (which limit refused). */
const verdicts: AttemptVerdict[] = [];

/** The limiter under test, recording its verdicts. */
function recording(inner: AttemptLimiter): AttemptLimiter {
  return {
    limits: inner.limits,
    keys: () => inner.keys(),
    admit: async (attempt) => {
      const verdict = await inner.admit(attempt);
      verdicts.push(verdict);
      return verdict;
    },
    succeeded: (attempt) => inner.succeeded(attempt),
  };
}

beforeAll(async () => {
  redis = await startRedisServer();
  backend = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      forwarded += 1;
      const status = approves(Buffer.concat(chunks).toString('utf8')) ? 'approved' : 'declined';
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ paymentId: `pay_${forwarded}`, status }));
    });
  });
  backendUrl = await listen(backend);
  proxy = createServer((request, response) => {
    void forwardToBackend(request, response, backendUrl, {
      settings,
      limiter,
      purchases: new InMemoryPurchaseGuardStore(),
    });
  });
  proxyUrl = await listen(proxy);
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await close(proxy);
  await close(backend);
  await redis.stop();
});

beforeEach(() => {
  forwarded = 0;
  approves = () => false;
  verdicts.length = 0;
  settings = { ...proxySettingsFromEnv({}), timeoutMs: 5000 };
});

function redisClient(): Redis {
  const client = new Redis(redis.url, sharedRedisOptions());
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

const kinds: Array<[string, (limits: PaymentAttemptLimits) => AttemptLimiter]> = [
  ['in memory', (limits) => new PaymentAttemptLimiter(limits)],
  ['in Redis', (limits) => new RedisPaymentAttemptLimiter(redisClient(), limits)],
];

describe.each(kinds)('the API proxy with its limiter %s', (_name, make) => {
  let serial = 0;
  /** A payment from `address` (X-Forwarded-For behind one trusted proxy). */
  const pay = (
    address: string,
    fields: { lead?: string; card: string; cookie?: string; purchaseId?: string },
  ) => {
    serial += 1;
    return call(proxyUrl, '/api/v2/payment', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `key-${serial}`,
        'x-forwarded-for': address,
        ...(fields.cookie ? { cookie: `other=1; ${fields.cookie}` } : {}),
        ...(fields.purchaseId ? { 'purchase-id': fields.purchaseId } : {}),
      },
      body: paymentBody(fields),
    });
  };
  /** A browser's first API call (its lead, its config): the answer sets its device cookie. */
  const browse = async (address: string): Promise<string> => {
    const answer = await call(proxyUrl, '/api/v1/product/MS/config', {
      headers: { 'x-forwarded-for': address },
    });
    expect(answer.status).toBe(201);
    const cookie = deviceCookieOf(answer);
    expect(cookie).toBeDefined();
    return cookie!;
  };
  const statuses = async (count: number, one: (index: number) => Promise<Answer>) => {
    const seen: number[] = [];
    for (let index = 0; index < count; index += 1) seen.push((await one(index)).status);
    return seen;
  };
  const refusedBy = () => verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.limit]));

  beforeEach(async () => {
    const admin = new Redis(redis.url);
    admin.on('error', () => undefined);
    await admin.flushdb();
    admin.disconnect();
    settings.trustedProxyHops = 1;
    // The limits of a deployment with the defaults.
    limiter = recording(make(paymentAttemptLimitsFromEnv({})));
  });

  it('should stop a bot that leaves out sfLeadId, trying one card, at the per-card limit (5)', async () => {
    const seen = await statuses(8, () => pay('198.51.100.1', { card: '4111 1111 1111 1111' }));
    expect(seen).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(new Set(refusedBy())).toEqual(new Set(['card']));
    expect(forwarded).toBe(5);
  });

  it('should stop a bot that sends a new lead and card each time, keeping its cookie, at the per-device limit (10)', async () => {
    const cookie = await browse('198.51.100.2');
    forwarded = 0;
    const seen = await statuses(12, (index) =>
      pay('198.51.100.2', { lead: `new-lead-${index}`, card: cardNumber(index), cookie }),
    );
    expect(seen).toEqual([...Array<number>(10).fill(201), 429, 429]);
    expect(new Set(refusedBy())).toEqual(new Set(['device']));
    expect(forwarded).toBe(10);
  });

  it('should stop a bot that reuses one purchase with new leads and cards at the per-purchase limit (8)', async () => {
    const seen = await statuses(10, (index) =>
      pay('198.51.100.3', {
        lead: `new-lead-${index}`,
        card: cardNumber(100 + index),
        purchaseId: 'pur_0a1b2c3d4e5f6g7h8i9j0k',
      }),
    );
    expect(seen).toEqual([...Array<number>(8).fill(201), 429, 429]);
    expect(new Set(refusedBy())).toEqual(new Set(['purchase']));
  });

  it('should let 200 buyers behind one shared address pay, each with their own browser and card, and stop a cookie-less bot there at 30', async () => {
    const shared = '203.0.113.50';
    const buyers: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const cookie = await browse(shared);
      buyers.push(
        (await pay(shared, { lead: `buyer-${index}`, card: cardNumber(1000 + index), cookie }))
          .status,
      );
    }
    expect(buyers.filter((status) => status !== 201)).toEqual([]);
    const bot = await statuses(35, (index) =>
      pay(shared, { lead: `bot-${index}`, card: cardNumber(5000 + index) }),
    );
    expect(bot).toEqual([...Array<number>(30).fill(201), ...Array<number>(5).fill(429)]);
    expect(new Set(refusedBy())).toEqual(new Set(['address']));
    // A buyer still pays there: the ceiling (600) is far.
    const late = await browse(shared);
    expect((await pay(shared, { lead: 'late', card: cardNumber(9999), cookie: late })).status).toBe(
      201,
    );
  });

  it('should count only the attempts that did not succeed in the address ceiling: 50 buyers paying from one address all pay, 3 declines then fill it', async () => {
    limiter = recording(
      make({ perLead: 0, perAddress: 0, perAddressCeiling: 3, perDevice: 10, windowMs: 60_000 }),
    );
    const shared = '203.0.113.60';
    approves = (body) => !body.includes(cardNumber(7777));
    const buyers: Answer[] = [];
    for (let index = 0; index < 50; index += 1) {
      const cookie = await browse(shared);
      buyers.push(
        await pay(shared, { lead: `buyer-${index}`, card: cardNumber(2000 + index), cookie }),
      );
    }
    expect(buyers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([]);
    expect(buyers.every((answer) => answer.body.includes('"approved"'))).toBe(true);
    // A bot keeping fresh device cookies, its stolen card declined each time.
    const bot = await statuses(5, async () =>
      pay(shared, { card: cardNumber(7777), cookie: await browse(shared) }),
    );
    expect(bot).toEqual([201, 201, 201, 429, 429]);
    expect(new Set(refusedBy())).toEqual(new Set(['address-ceiling']));
    // Now the ceiling holds for everyone at that address until a slot frees.
    const late = await browse(shared);
    expect((await pay(shared, { lead: 'late', card: cardNumber(9998), cookie: late })).status).toBe(
      429,
    );
  });

  it('should ignore a forged device cookie (counted as none) and set a fresh one', async () => {
    limiter = recording(make({ perLead: 0, perAddress: 1, perDevice: 10, windowMs: 60_000 }));
    const cookie = await browse('198.51.100.4');
    const [name, value = ''] = cookie.split('=');
    const [id = '', signature = ''] = value.split('.');
    const forgedId = `${name}=${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`;
    const forgedSignature = `${name}=${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const first = await pay('198.51.100.4', { card: cardNumber(1), cookie: forgedId });
    expect(first.status).toBe(201);
    const fresh = deviceCookieOf(first);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(forgedId);
    expect(fresh).not.toBe(cookie);
    // Counted against the strict per-address limit (1), as an attempt without a cookie.
    expect(
      (await pay('198.51.100.4', { card: cardNumber(2), cookie: forgedSignature })).status,
    ).toBe(429);
    expect(refusedBy()).toEqual(['address']);
    // The real cookie counts per device, and is not set again.
    const real = await pay('198.51.100.4', { card: cardNumber(3), cookie });
    expect(real.status).toBe(201);
    expect(deviceCookieOf(real)).toBeUndefined();
  });

  it('should mark the device cookie Secure when the browser came over https (behind a trusted proxy)', async () => {
    const answer = await call(proxyUrl, '/api/v1/product/MS/config', {
      headers: { 'x-forwarded-for': '198.51.100.5', 'x-forwarded-proto': 'https' },
    });
    const line = (answer.headers['set-cookie'] ?? []).find((entry) =>
      entry.startsWith(`${deviceCookieName}=`),
    );
    expect(line).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    settings.trustedProxyHops = 0;
    const spoofed = await call(proxyUrl, '/api/v1/product/MS/config', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect((spoofed.headers['set-cookie'] ?? []).join('\n')).not.toContain('Secure');
  });
});

describe('the API proxy while Redis is down', () => {
  it('should refuse payment attempts with 503 shared_store_unavailable, forwarding nothing, and still forward other calls', async () => {
    limiter = new RedisPaymentAttemptLimiter(redisClient(), paymentAttemptLimitsFromEnv({}));
    const pay = (key: string) =>
      call(proxyUrl, '/api/v2/payment', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: paymentBody({ lead: 'lead-1', card: '4111111111111111' }),
      });
    expect((await pay('before')).status).toBe(201);
    expect(forwarded).toBe(1);
    const silenced = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await redis.stop();
      const refused = await pay('during');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(JSON.parse(refused.body)).toMatchObject({
        error: { code: 'shared_store_unavailable' },
      });
      expect(forwarded).toBe(1);
      // Not a payment: forwarded as ever.
      expect((await call(proxyUrl, '/api/v1/product/MS/config')).status).toBe(201);
      expect(forwarded).toBe(2);
    } finally {
      silenced.mockRestore();
      await redis.start();
    }
  });
});
