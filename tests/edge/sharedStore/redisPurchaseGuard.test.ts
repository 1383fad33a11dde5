/**
 * The purchase guard shared through Redis (issue 34): several replicas of the checkout, each
 * with its own Redis client, guard the same purchases. The store's contract cases run against
 * both stores in tests/edge/edgePurchaseGuard.test.ts; here, what holds across replicas, and
 * the proxy in front of one fake backend through two replicas.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Redis from 'ioredis';
import type { NextApiRequest, NextApiResponse } from 'next';
import v2Handler from '@/pages/api/v2/[...path]';
import { forwardToBackend, proxySettingsFromEnv } from '@/edge/backendProxy';
import type { ProxySettings } from '@/edge/backendProxy';
import { InMemoryPurchaseGuardStore, proxyPurchaseGuardStore } from '@/edge/edgePurchaseGuard';
import type { PurchaseGuardStore } from '@/edge/edgePurchaseGuard';
import {
  closeSharedRedis,
  sharedRedis,
  sharedRedisOptions,
} from '@/edge/sharedStore/redisConnection';
import { RedisPurchaseGuardStore } from '@/edge/sharedStore/redisPurchaseGuardStore';
import { alreadyPaidCode, paymentInProgressCode, purchaseIdHeader } from '@/lib/payment/purchase';
import type { PurchasePayment, PurchaseResponse } from '@/schemas/generated/apiTypes';
import { startRedisServer } from '../redisServer';
import type { RedisServer } from '../redisServer';
import { call, close, listen } from '../rawHttp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const approvedPayment: PurchasePayment = {
  paymentId: 'pay_card_1',
  method: 'credit-card',
  status: 'approved',
  createdAt: '2030-01-01T00:00:00.000Z',
};

/** The attempt limits are off here: what is counted is the purchase guard's business only. */
const limitSettings = [
  'PAYMENT_ATTEMPTS_PER_LEAD',
  'PAYMENT_ATTEMPTS_PER_ADDRESS',
  'PAYMENT_ATTEMPTS_PER_ADDRESS_CEILING',
  'PAYMENT_ATTEMPTS_PER_CARD',
  'PAYMENT_ATTEMPTS_PER_PURCHASE',
  'PAYMENT_ATTEMPTS_PER_DEVICE',
];

let redis: RedisServer;
/** Each replica's own client, as two processes would have. */
const clients: Redis[] = [];
let inspector: Redis;

function replicaClient(): Redis {
  const client = new Redis(redis.url, sharedRedisOptions());
  // A replica whose Redis is gone reports it (the proxy's 503 is what the tests read).
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  for (const name of limitSettings) process.env[name] = '0';
  redis = await startRedisServer();
  inspector = new Redis(redis.url);
});

afterAll(async () => {
  for (const name of limitSettings) delete process.env[name];
  for (const client of clients) client.disconnect();
  inspector.disconnect();
  await closeSharedRedis();
  await redis.stop();
});

describe('the purchase guard store shared by two replicas (one Redis)', () => {
  let one: PurchaseGuardStore;
  let other: PurchaseGuardStore;

  beforeAll(() => {
    one = new RedisPurchaseGuardStore(replicaClient());
    other = new RedisPurchaseGuardStore(replicaClient());
  });

  beforeEach(async () => {
    await inspector.flushdb();
  });

  it("should refuse a claim on one replica while the other holds the purchase, and free it on the holder's release", async () => {
    const held = await one.claim('pur_two_replicas', 'key-a', 60_000);
    expect(held.outcome).toBe('claimed');
    expect(await other.claim('pur_two_replicas', 'key-b', 60_000)).toEqual({
      outcome: 'in_progress',
      heldBy: 'key-a',
      purchase: { purchaseId: 'pur_two_replicas', status: 'in_progress', refunds: [] },
    });
    expect(await other.read('pur_two_replicas')).toMatchObject({ status: 'in_progress' });
    // The same attempt asked again on the other replica joins the claim.
    const joined = await other.claim('pur_two_replicas', 'key-a', 60_000);
    expect(joined.outcome).toBe('claimed');
    if (held.outcome !== 'claimed' || joined.outcome !== 'claimed') throw new Error('claimed');
    await one.release('pur_two_replicas', held.claimId);
    expect((await one.claim('pur_two_replicas', 'key-b', 60_000)).outcome).toBe('in_progress');
    await other.release('pur_two_replicas', joined.claimId);
    expect((await one.claim('pur_two_replicas', 'key-b', 60_000)).outcome).toBe('claimed');
  });

  it('should show a purchase paid on one replica as paid on the other, receipt and all', async () => {
    await one.recordPayment('pur_two_replicas', { ...approvedPayment, paymentId: 'pay_pix_1' });
    await one.markPaid('pur_two_replicas', approvedPayment);
    const paid: PurchaseResponse = {
      purchaseId: 'pur_two_replicas',
      status: 'paid',
      paid: approvedPayment,
      refunds: [],
    };
    expect(await other.read('pur_two_replicas')).toEqual(paid);
    expect(await other.claim('pur_two_replicas', 'key-c', 60_000)).toEqual({
      outcome: 'paid',
      purchase: paid,
    });
    // A Pix recorded on one replica and approved by a poll on the other pays its purchase too.
    await one.recordPayment('pur_pix_elsewhere', { ...approvedPayment, paymentId: 'pay_pix_2' });
    expect(await other.settlePayment('pay_pix_2', 'approved')).toMatchObject({
      status: 'paid',
      paid: { paymentId: 'pay_pix_2', status: 'approved' },
    });
    expect((await one.claim('pur_pix_elsewhere', 'key-d', 60_000)).outcome).toBe('paid');
  });

  it("should let a dead replica's claim end with its lease (on Redis's clock), freeing the purchase", async () => {
    const dying = new RedisPurchaseGuardStore(replicaClient());
    expect((await dying.claim('pur_dead_replica', 'key-a', 400)).outcome).toBe('claimed');
    // The replica dies holding the claim (kill -9: its connection drops, nothing is released).
    clients.at(-1)!.disconnect();
    const lease = await inspector.pttl('trilha:purchaseGuard:purchase:pur_dead_replica:lease');
    expect(lease).toBeGreaterThan(0);
    expect(lease).toBeLessThanOrEqual(400);
    expect((await other.claim('pur_dead_replica', 'key-b', 60_000)).outcome).toBe('in_progress');
    await sleep(450);
    expect((await other.claim('pur_dead_replica', 'key-b', 60_000)).outcome).toBe('claimed');
  });

  it('should let exactly one of 20 concurrent claims across two replicas hold the purchase', async () => {
    for (let round = 0; round < 5; round += 1) {
      const purchaseId = `pur_race_round_${round}`;
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? one : other).claim(
            purchaseId,
            index % 5 === 4 ? undefined : `key-${index}`,
            60_000,
          ),
        ),
      );
      const won = claims.filter((claim) => claim.outcome === 'claimed');
      expect(won).toHaveLength(1);
      const winner = claims.indexOf(won[0]!);
      const holder = winner % 5 === 4 ? undefined : `key-${winner}`;
      for (const claim of claims)
        if (claim !== won[0]) expect(claim).toMatchObject({ outcome: 'in_progress' });
      expect(
        claims.every((claim) => claim.outcome !== 'in_progress' || claim.heldBy === holder),
      ).toBe(true);
    }
  });
});

/** What a call to a replica got back. */

describe('the API proxy on two replicas sharing REDIS_URL, in front of one backend', () => {
  let backend: Server;
  let backendUrl: string;
  let answerWith: (request: IncomingMessage, response: ServerResponse) => void;
  const seen: { method: string | undefined; url: string | undefined }[] = [];
  /** Two replicas: forwardToBackend, each on its own Redis client. */
  let replicas: Server[];
  let replicaUrls: string[];
  /** The app's own /api/v2 route, whose guard is the process's (REDIS_URL's shared client). */
  let routes: Server;
  let routesUrl: string;
  let settings: ProxySettings;

  const cardBody = JSON.stringify({
    sfLeadId: 'lead_1',
    amount: 9500,
    planId: 'ms-anual',
    paymentMethods: [
      {
        type: 'credit-card',
        installments: 1,
        card: { number: '4111111111111111', cvv: '123', expiry: '12/30', brand: 'visa' },
      },
    ],
  });
  const approved = {
    paymentId: 'pay_card_1',
    status: 'approved',
    route: null,
    token: 'tok_1',
    redirect: '/obrigado',
    paymentProfileIds: [],
  };
  const pay = (base: string, purchaseId: string, key: string) =>
    call(base, '/api/v2/payment', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        [purchaseIdHeader]: purchaseId,
      },
      body: cardBody,
    });
  const payments = () => seen.filter((request) => request.method === 'POST');
  const answerLater =
    (status: number, body: unknown, delayMs = 0) =>
    (_request: IncomingMessage, response: ServerResponse) => {
      setTimeout(() => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      }, delayMs);
    };
  const backendReceived = async (count: number) => {
    while (seen.length < count) await sleep(5);
  };

  beforeAll(async () => {
    backend = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url });
        answerWith(request, response);
      });
    });
    backendUrl = await listen(backend);
    process.env.CHECKOUT_API_URL = backendUrl;
    process.env.REDIS_URL = redis.url;
    replicas = [0, 1].map(() => {
      const purchases = new RedisPurchaseGuardStore(replicaClient());
      return createServer((request, response) => {
        void forwardToBackend(request, response, backendUrl, { settings, purchases });
      });
    });
    replicaUrls = await Promise.all(replicas.map(listen));
    routes = createServer((request, response) => {
      void v2Handler(request as NextApiRequest, response as NextApiResponse);
    });
    routesUrl = await listen(routes);
  });

  beforeEach(() => {
    seen.length = 0;
    answerWith = answerLater(201, approved);
    settings = { ...proxySettingsFromEnv({}), timeoutMs: 3000 };
  });

  afterAll(async () => {
    delete process.env.CHECKOUT_API_URL;
    delete process.env.REDIS_URL;
    await close(backend);
    for (const replica of replicas) await close(replica);
    await close(routes);
  });

  it('should use the Redis store on the shared client when REDIS_URL is set, and memory without it', () => {
    expect(proxyPurchaseGuardStore({ REDIS_URL: redis.url })).toBeInstanceOf(
      RedisPurchaseGuardStore,
    );
    expect(proxyPurchaseGuardStore({ REDIS_URL: redis.url })).toBe(
      proxyPurchaseGuardStore({ REDIS_URL: redis.url }),
    );
    expect(sharedRedis({ REDIS_URL: redis.url })).toBeDefined();
    expect(proxyPurchaseGuardStore({})).toBeInstanceOf(InMemoryPurchaseGuardStore);
    // Back to the URL the app route reads.
    expect(proxyPurchaseGuardStore({ REDIS_URL: redis.url })).toBeInstanceOf(
      RedisPurchaseGuardStore,
    );
  });

  it('should let one of two attempts of one purchase with different keys through two replicas reach the backend, the other 409 payment_in_progress; once approved both answer 409 already_paid with the receipt', async () => {
    answerWith = answerLater(201, approved, 400);
    const [first, second] = await Promise.all([
      pay(replicaUrls[0]!, 'pur_two_tabs_1', 'key-tab-a'),
      pay(replicaUrls[1]!, 'pur_two_tabs_1', 'key-tab-b'),
    ]);
    expect(payments()).toHaveLength(1);
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    const refused = [first!, second!].find((answer) => answer.status === 409)!;
    expect(JSON.parse(refused.body)).toMatchObject({
      error: { code: paymentInProgressCode },
      purchase: { purchaseId: 'pur_two_tabs_1', status: 'in_progress' },
    });

    for (const [index, base] of replicaUrls.entries()) {
      const again = await pay(base, 'pur_two_tabs_1', `key-later-${index}`);
      expect(again.status).toBe(409);
      const body = JSON.parse(again.body) as { error: { code: string }; purchase: unknown };
      expect(body.error.code).toBe(alreadyPaidCode);
      expect(body.purchase).toEqual({
        purchaseId: 'pur_two_tabs_1',
        status: 'paid',
        paid: {
          paymentId: 'pay_card_1',
          method: 'credit-card',
          status: 'approved',
          amount: 9500,
          currency: null,
          planId: 'ms-anual',
          installments: 1,
          cardBrand: 'visa',
          cardLast4: '1111',
          createdAt: expect.any(String) as string,
          answer: approved,
        },
        refunds: [],
      });
      const read = await call(base, '/api/v2/purchase/pur_two_tabs_1');
      expect(JSON.parse(read.body)).toMatchObject({ status: 'paid' });
    }
    expect(payments()).toHaveLength(1);
  });

  it("should guard the app's own route with REDIS_URL's store: an attempt in flight on a replica refuses one through the route", async () => {
    answerWith = answerLater(201, { ...approved, paymentId: 'pay_card_2' }, 400);
    const inFlight = pay(replicaUrls[0]!, 'pur_route_and_replica', 'key-a');
    await backendReceived(1);
    const refused = await pay(routesUrl, 'pur_route_and_replica', 'key-b');
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: paymentInProgressCode } });
    expect((await inFlight).status).toBe(201);
    const read = await call(routesUrl, '/api/v2/purchase/pur_route_and_replica');
    expect(JSON.parse(read.body)).toMatchObject({
      status: 'paid',
      paid: { paymentId: 'pay_card_2' },
    });
    expect(payments()).toHaveLength(1);
  });

  it("should pass the backend's answer on when Redis goes down during the exchange, and answer 503 shared_store_unavailable while it is down, forwarding nothing", async () => {
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    });
    try {
      answerWith = answerLater(201, { ...approved, paymentId: 'pay_card_3' }, 300);
      const inFlight = pay(replicaUrls[0]!, 'pur_redis_outage', 'key-a');
      await backendReceived(1);
      await redis.stop();
      const answered = await inFlight;
      expect(answered.status).toBe(201);
      expect(JSON.parse(answered.body)).toMatchObject({ paymentId: 'pay_card_3' });
      expect(errors.some((line) => line.includes('the purchase guard could not'))).toBe(true);

      seen.length = 0;
      for (const base of [...replicaUrls, routesUrl]) {
        const refused = await pay(base, 'pur_redis_outage_2', `key-${base}`);
        expect([base, refused.status]).toEqual([base, 503]);
        expect(refused.headers['retry-after']).toBe('2');
        expect(JSON.parse(refused.body)).toMatchObject({
          error: { code: 'shared_store_unavailable' },
        });
        const read = await call(base, '/api/v2/purchase/pur_redis_outage_2');
        expect([base, read.status]).toEqual([base, 503]);
        expect(JSON.parse(read.body)).toMatchObject({
          error: { code: 'shared_store_unavailable' },
        });
      }
      expect(seen).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });
});
