/**
 * The two payment-attempt limiters (in memory, in Redis) pass one table of cases, and what only
 * a shared store gives: two replicas on one Redis enforce one limit (two in-memory limiters, the
 * contrast, let twice the attempts through), the same attempt sent to either is counted once,
 * both hash a card and sign a device alike, and Redis down refuses the payment (503).
 */
import Redis from 'ioredis';
import {
  PaymentAttemptLimiter,
  admitPaymentAttempt,
  attemptCards,
} from '@/edge/paymentAttemptLimiter';
import type {
  AttemptLimiter,
  AttemptRequest,
  PaymentAttempt,
  PaymentAttemptLimits,
} from '@/edge/paymentAttemptLimiter';
import { signDeviceId, verifyDeviceCookie } from '@/edge/deviceCookie';
import { sharedRedisOptions } from '@/edge/sharedStore/redisConnection';
import { RedisPaymentAttemptLimiter } from '@/edge/sharedStore/redisPaymentAttemptLimiter';
import { limiterCases, start } from './paymentAttemptLimiterCases';
import { startRedisServer } from './redisServer';
import type { RedisServer } from './redisServer';

let redis: RedisServer;
const clients: Redis[] = [];
/** A client of the test Redis, as the app makes it (prefix `trilha:`, fail fast). */
function client(): Redis {
  const made = new Redis(redis.url, sharedRedisOptions());
  made.on('error', () => undefined);
  clients.push(made);
  return made;
}
/** A client without the app's prefix, to look at what is stored. */
let admin: Redis;

beforeAll(async () => {
  redis = await startRedisServer();
  admin = new Redis(redis.url);
});

afterAll(async () => {
  for (const made of clients) made.disconnect();
  admin.disconnect();
  await redis.stop();
});

beforeEach(async () => {
  await admin.flushdb();
});

type Make = (limits: PaymentAttemptLimits, now: () => number) => AttemptLimiter;

const implementations: Array<[string, Make]> = [
  ['in memory', (limits, now) => new PaymentAttemptLimiter(limits, { now })],
  ['in Redis', (limits, now) => new RedisPaymentAttemptLimiter(client(), limits, { now })],
];

describe.each(implementations)('the payment-attempt limiter %s', (_name, make) => {
  it.each(limiterCases.map((entry) => [entry.name, entry] as const))('%s', async (_case, entry) => {
    let now = start;
    const limiter = make(entry.limits, () => now);
    for (const [index, step] of entry.steps.entries()) {
      now += step.after ?? 0;
      if ('succeeded' in step) {
        await limiter.succeeded(step.succeeded);
        continue;
      }
      const verdict = await limiter.admit(step.attempt);
      expect({ step: index, verdict }).toEqual({ step: index, verdict: step.verdict });
      if (step.succeeds) await limiter.succeeded(step.attempt);
    }
  });
});

describe('two replicas', () => {
  const limits: PaymentAttemptLimits = { perLead: 0, perAddress: 3, windowMs: 60_000 };
  const attempt = (index: number): PaymentAttempt => ({
    address: '203.0.113.1',
    idempotencyKey: `key-${index}`,
    bodyText: '{}',
  });

  async function alternate(a: AttemptLimiter, b: AttemptLimiter, count: number) {
    const allowed: boolean[] = [];
    for (let index = 0; index < count; index += 1) {
      const verdict = await (index % 2 === 0 ? a : b).admit(attempt(index));
      allowed.push(verdict.allowed);
    }
    return allowed.filter(Boolean).length;
  }

  it('share one limit on one Redis', async () => {
    const a = new RedisPaymentAttemptLimiter(client(), limits);
    const b = new RedisPaymentAttemptLimiter(client(), limits);
    expect(await alternate(a, b, 10)).toBe(3);
  });

  it('in memory each count their own: twice the limit gets through (why REDIS_URL exists)', async () => {
    const a = new PaymentAttemptLimiter(limits);
    const b = new PaymentAttemptLimiter(limits);
    expect(await alternate(a, b, 10)).toBe(6);
  });

  it('count the same key and body once, whichever replica gets it', async () => {
    const a = new RedisPaymentAttemptLimiter(client(), { ...limits, perAddress: 1 });
    const b = new RedisPaymentAttemptLimiter(client(), { ...limits, perAddress: 1 });
    const same: PaymentAttempt = { ...attempt(1), bodyText: '{"card":"x"}' };
    expect(await a.admit(same)).toEqual({ allowed: true });
    expect(await b.admit(same)).toEqual({ allowed: true });
    expect(await a.admit(same)).toEqual({ allowed: true });
    expect((await b.admit(attempt(2))).allowed).toBe(false);
    expect((await a.admit({ ...same, bodyText: '{"card":"y"}' })).allowed).toBe(false);
  });

  it('hash with one secret made once in Redis: a card counts alike, a device cookie of one is valid at the other', async () => {
    const a = new RedisPaymentAttemptLimiter(client(), { ...limits, perAddress: 0, perCard: 1 });
    const b = new RedisPaymentAttemptLimiter(client(), { ...limits, perAddress: 0, perCard: 1 });
    const [keysA, keysB] = await Promise.all([a.keys(), b.keys()]);
    expect(keysA).toEqual(keysB);
    const cookie = signDeviceId(keysA.device, 'device-of-a-browser');
    expect(verifyDeviceCookie(keysB.device, cookie)).toBe('device-of-a-browser');
    const elsewhere = await new PaymentAttemptLimiter(limits).keys();
    expect(verifyDeviceCookie(elsewhere.device, cookie)).toBeUndefined();
    expect(await a.admit({ ...attempt(1), cards: ['4111111111111111'] })).toEqual({
      allowed: true,
    });
    expect(await b.admit({ ...attempt(2), cards: ['4111111111111111'] })).toMatchObject({
      allowed: false,
      limit: 'card',
    });
  });

  it('store no card number and no key outside the app prefix', async () => {
    const limiter = new RedisPaymentAttemptLimiter(client(), {
      ...limits,
      perCard: 5,
      perAddressCeiling: 600,
    });
    await limiter.admit({
      ...attempt(1),
      cards: ['4111111111111111'],
      bodyText: '{"number":"4111111111111111"}',
    });
    const keys = await admin.keys('*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('trilha:pa:'))).toBe(true);
    const stored = [...keys];
    for (const key of keys) {
      const type = await admin.type(key);
      if (type === 'zset') stored.push(...(await admin.zrange(key, 0, -1)));
      else if (type === 'string') stored.push((await admin.get(key)) ?? '');
      // Every window and attempt expires; the secret is kept.
      if (key === 'trilha:pa:secret') expect(await admin.pttl(key)).toBe(-1);
      else expect(await admin.pttl(key)).toBeGreaterThan(0);
    }
    expect(stored.join('\n')).not.toContain('4111111111111111');
  });
});

describe('admitPaymentAttempt', () => {
  const request = (fields: Partial<AttemptRequest> = {}): AttemptRequest => ({
    operationId: 'createPayment',
    params: {},
    headers: { 'idempotency-key': 'k', 'purchase-id': 'pur_0123456789' },
    body: {
      paymentMethods: [
        { type: 'credit-card', card: { number: '4111 1111 1111 1111' } },
        { type: 'credit-card', card: { number: '5555555555554444' } },
        { type: 'pix' },
      ],
    },
    bodyText: 'x',
    address: '203.0.113.1',
    ...fields,
  });

  it('reads the cards where the contract puts CardInput, and nothing else', () => {
    expect(attemptCards('createPayment', request().body)).toEqual([
      '4111111111111111',
      '5555555555554444',
    ]);
    expect(attemptCards('verifyCard', { number: '4000-0000-0000-0002' })).toEqual([
      '4000000000000002',
    ]);
    expect(attemptCards('liveloRedeem', { card: { number: '4111111111111111' } })).toEqual([
      '4111111111111111',
    ]);
    expect(attemptCards('createPayment', { card: { number: '4111111111111111' } })).toEqual([]);
    expect(attemptCards('createPayment', 'not json')).toEqual([]);
  });

  it('names the limit that refused, and answers 429 as before', async () => {
    const limiter = new PaymentAttemptLimiter({
      perLead: 0,
      perAddress: 0,
      perPurchase: 1,
      windowMs: 60_000,
    });
    expect(await admitPaymentAttempt(limiter, request())).toBeUndefined();
    const refusal = await admitPaymentAttempt(
      limiter,
      request({ headers: { 'idempotency-key': 'k2', 'purchase-id': 'pur_0123456789' } }),
    );
    expect(refusal).toMatchObject({ status: 429, refusedBy: 'purchase' });
    expect(refusal?.body).toEqual({
      error: { code: 'too_many_payment_attempts', message: expect.any(String) },
    });
  });

  it('answers 503 shared_store_unavailable while Redis is down, and counts again once it is back', async () => {
    const limiter = new RedisPaymentAttemptLimiter(client(), {
      perLead: 0,
      perAddress: 1,
      windowMs: 60_000,
    });
    const silenced = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await admitPaymentAttempt(limiter, request())).toBeUndefined();
      await redis.stop();
      const started = Date.now();
      const refusal = await admitPaymentAttempt(limiter, request());
      expect(Date.now() - started).toBeLessThan(2500);
      expect(refusal).toMatchObject({
        status: 503,
        headers: { 'retry-after': '2' },
        body: { error: { code: 'shared_store_unavailable' } },
        refusedBy: 'shared_store_unavailable',
      });
      await redis.start();
      const deadline = Date.now() + 10_000;
      let answer = await admitPaymentAttempt(limiter, request()).catch(() => undefined);
      while (answer?.status === 503 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await admitPaymentAttempt(limiter, request());
      }
      // Redis came back empty: the attempt is counted anew.
      expect(answer).toBeUndefined();
    } finally {
      silenced.mockRestore();
    }
  });
});
