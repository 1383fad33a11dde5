import Redis from 'ioredis';
import {
  InMemoryPurchaseGuardStore,
  attemptOutcome,
  maxKeptAnswerBytes,
  purchaseGuardedOperations,
  purchaseIdOf,
} from '@/edge/edgePurchaseGuard';
import type { PurchaseGuardStore } from '@/edge/edgePurchaseGuard';
import { sharedRedisOptions } from '@/edge/sharedStore/redisConnection';
import { RedisPurchaseGuardStore } from '@/edge/sharedStore/redisPurchaseGuardStore';
import type { RedisPurchaseGuardOptions } from '@/edge/sharedStore/redisPurchaseGuardStore';
import { purchaseIdFor, purchaseIdHeader } from '@/lib/payment/purchase';
import type { PurchasePayment } from '@/schemas/generated/apiTypes';
import { startRedisServer } from './redisServer';
import type { RedisServer } from './redisServer';

const payment = (paymentId: string, status: PurchasePayment['status']): PurchasePayment => ({
  paymentId,
  method: 'pix',
  status,
  createdAt: '2030-01-01T00:00:00.000Z',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lifetimes of the contract cases, ms: short, so the Redis store's real clock runs them fast. */
const lease = 200;
const lifetime = 400;

/** One implementation of the store, as the contract cases drive it. */
interface StoreUnderTest {
  name: string;
  /** Before each case: a clean store. */
  reset(): Promise<void>;
  make(options?: RedisPurchaseGuardOptions): PurchaseGuardStore;
  /** Lets `ms` pass on the store's clock. */
  elapse(ms: number): Promise<void>;
  /** How many things the store keeps (purchases in memory, keys in Redis). */
  kept(): Promise<number>;
}

let redis: RedisServer;
/** The store's client (with the app's key prefix), and one without it to look at the keys. */
let client: Redis;
let inspector: Redis;

beforeAll(async () => {
  redis = await startRedisServer();
  client = new Redis(redis.url, sharedRedisOptions());
  inspector = new Redis(redis.url);
});

afterAll(async () => {
  await client.quit();
  await inspector.quit();
  await redis.stop();
});

let clock = 0;
let lastInMemory: InMemoryPurchaseGuardStore | undefined;

const storesUnderTest: StoreUnderTest[] = [
  {
    name: 'in memory',
    reset: () => {
      clock = 1_000_000;
      return Promise.resolve();
    },
    make: (options = {}) => {
      lastInMemory = new InMemoryPurchaseGuardStore({ now: () => clock, ...options });
      return lastInMemory;
    },
    elapse: (ms) => {
      clock += ms;
      return Promise.resolve();
    },
    kept: () => Promise.resolve(lastInMemory?.size ?? 0),
  },
  {
    name: 'in Redis',
    reset: async () => {
      await inspector.flushdb();
    },
    make: (options = {}) => new RedisPurchaseGuardStore(client, options),
    // Redis's own clock: a key is gone once its lifetime has passed (a little slack for it).
    elapse: async (ms) => {
      await sleep(ms + 30);
    },
    kept: async () => (await inspector.keys('trilha:purchaseGuard:*')).length,
  },
];

describe.each(storesUnderTest)('the edge purchase guard store ($name)', (under) => {
  beforeEach(async () => {
    await under.reset();
  });

  if (under.name === 'in Redis') {
    afterEach(async () => {
      // Every key the store wrote has a lifetime, under the app's prefix.
      for (const key of await inspector.keys('*')) {
        expect([key, key.startsWith('trilha:purchaseGuard:')]).toEqual([key, true]);
        expect([key, (await inspector.pttl(key)) > 0]).toEqual([key, true]);
      }
    });
  }

  it('should let one attempt hold a purchase, join the same key, and refuse others until every holder released', async () => {
    const store = under.make();
    const first = await store.claim('pur_12345678', 'key-a', 60_000);
    expect(first.outcome).toBe('claimed');
    const joined = await store.claim('pur_12345678', 'key-a', 60_000);
    expect(joined.outcome).toBe('claimed');
    expect(await store.claim('pur_12345678', 'key-b', 60_000)).toMatchObject({
      outcome: 'in_progress',
      heldBy: 'key-a',
      purchase: { purchaseId: 'pur_12345678', status: 'in_progress', refunds: [] },
    });
    // Without a key an attempt never joins.
    expect((await store.claim('pur_12345678', undefined, 60_000)).outcome).toBe('in_progress');
    if (first.outcome !== 'claimed' || joined.outcome !== 'claimed') throw new Error('claimed');
    await store.release('pur_12345678', first.claimId);
    expect((await store.claim('pur_12345678', 'key-b', 60_000)).outcome).toBe('in_progress');
    await store.release('pur_12345678', joined.claimId);
    expect((await store.claim('pur_12345678', 'key-b', 60_000)).outcome).toBe('claimed');
  });

  it('should name no holder for a claim taken without a key, and never let a keyed attempt join it', async () => {
    const store = under.make();
    expect((await store.claim('pur_12345678', undefined, 60_000)).outcome).toBe('claimed');
    const refused = await store.claim('pur_12345678', 'key-a', 60_000);
    expect(refused).toMatchObject({ outcome: 'in_progress' });
    expect(refused.outcome === 'in_progress' && refused.heldBy).toBeUndefined();
  });

  it('should end a claim with its lease, and ignore a late release of it', async () => {
    const store = under.make();
    const stale = await store.claim('pur_12345678', undefined, lease);
    await under.elapse(lease);
    const next = await store.claim('pur_12345678', undefined, lease);
    expect(next.outcome).toBe('claimed');
    if (stale.outcome !== 'claimed') throw new Error('claimed');
    await store.release('pur_12345678', stale.claimId);
    expect((await store.read('pur_12345678')).status).toBe('in_progress');
  });

  it('should extend a claim joined by the same key to the later lease, never shorten it', async () => {
    const store = under.make();
    await store.claim('pur_12345678', 'key-a', lease);
    await under.elapse(lease / 2);
    await store.claim('pur_12345678', 'key-a', lease);
    await under.elapse(lease / 2);
    expect((await store.read('pur_12345678')).status).toBe('in_progress');
    expect((await store.claim('pur_12345678', 'key-a', 1)).outcome).toBe('claimed');
    expect((await store.read('pur_12345678')).status).toBe('in_progress');
    await under.elapse(lease);
    expect((await store.read('pur_12345678')).status).toBe('open');
  });

  it('should keep a receipt for its lifetime (the first payment stays the receipt), then forget it', async () => {
    const store = under.make({ paidTtlMs: lifetime });
    await store.recordPayment('pur_12345678', payment('pay_pix', 'pending'));
    await store.markPaid('pur_12345678', payment('pay_card', 'approved'));
    expect(await store.markPaid('pur_12345678', payment('pay_other', 'approved'))).toEqual({
      purchaseId: 'pur_12345678',
      status: 'paid',
      paid: payment('pay_card', 'approved'),
      refunds: [],
    });
    expect(await store.read('pur_12345678')).toEqual({
      purchaseId: 'pur_12345678',
      status: 'paid',
      paid: payment('pay_card', 'approved'),
      refunds: [],
    });
    expect(await store.claim('pur_12345678', 'key', 1000)).toMatchObject({ outcome: 'paid' });
    // A pending payment dropped when the purchase was paid is no longer known.
    expect(await store.settlePayment('pay_pix', 'approved')).toBeUndefined();
    expect(
      await store.recordPayment('pur_12345678', payment('pay_late', 'pending')),
    ).toBeUndefined();
    expect((await store.read('pur_12345678')).pending).toBeUndefined();
    await under.elapse(lifetime);
    expect(await store.read('pur_12345678')).toEqual({
      purchaseId: 'pur_12345678',
      status: 'open',
      refunds: [],
    });
    expect(await under.kept()).toBe(0);
  });

  it('should pay a purchase by a pending payment its poll approves, and drop one that ended otherwise', async () => {
    const store = under.make();
    await store.recordPayment('pur_12345678', payment('pay_pix_1', 'pending'));
    await store.recordPayment('pur_12345678', payment('pay_pix_2', 'pending'));
    expect(await store.settlePayment('pay_unknown', 'approved')).toBeUndefined();
    expect(await store.settlePayment('pay_pix_1', 'expired')).toMatchObject({
      status: 'open',
      pending: [{ paymentId: 'pay_pix_2' }],
    });
    expect(await store.settlePayment('pay_pix_2', 'pending')).toMatchObject({ status: 'open' });
    expect(await store.settlePayment('pay_pix_2', 'approved')).toEqual({
      purchaseId: 'pur_12345678',
      status: 'paid',
      paid: payment('pay_pix_2', 'approved'),
      refunds: [],
    });
    expect(await store.settlePayment('pay_pix_1', 'approved')).toBeUndefined();
    // The receipt's own poll still answers the purchase.
    expect(await store.settlePayment('pay_pix_2', 'approved')).toMatchObject({ status: 'paid' });
  });

  it('should keep a payment recorded again once, as the newest, and forget the purchase when its last pending payment ends', async () => {
    const store = under.make();
    await store.recordPayment('pur_12345678', payment('pay_1', 'pending'));
    await store.recordPayment('pur_12345678', payment('pay_2', 'pending'));
    await store.recordPayment('pur_12345678', { ...payment('pay_1', 'pending'), method: 'boleto' });
    expect(await store.read('pur_12345678')).toEqual({
      purchaseId: 'pur_12345678',
      status: 'open',
      pending: [payment('pay_2', 'pending'), { ...payment('pay_1', 'pending'), method: 'boleto' }],
      refunds: [],
    });
    await store.settlePayment('pay_1', 'cancelled');
    expect(await store.settlePayment('pay_2', 'declined')).toEqual({
      purchaseId: 'pur_12345678',
      status: 'open',
      refunds: [],
    });
    expect(await store.settlePayment('pay_2', 'approved')).toBeUndefined();
    expect(await under.kept()).toBe(0);
  });

  it('should keep what the backend answered as it was (empty arrays, long numbers, any text)', async () => {
    const store = under.make();
    const answer = {
      paymentProfileIds: [],
      extra: {},
      big: 12345678901234567,
      text: 'Pagamento aprovado — obrigado! "/\\ \u2028',
    };
    const pending = { ...payment('pay_pix', 'pending'), answer };
    await store.recordPayment('pur_12345678', pending);
    expect((await store.read('pur_12345678')).pending).toEqual([pending]);
    expect((await store.settlePayment('pay_pix', 'approved'))?.paid).toEqual({
      ...pending,
      status: 'approved',
    });
  });

  it('should bound the pending payments per purchase and keep each for its lifetime', async () => {
    const store = under.make({ maxPendingPerPurchase: 2, pendingTtlMs: lifetime });
    for (const id of ['pay_1', 'pay_2', 'pay_3'])
      await store.recordPayment('pur_12345678', payment(id, 'pending'));
    expect((await store.read('pur_12345678')).pending?.map((item) => item.paymentId)).toEqual([
      'pay_2',
      'pay_3',
    ]);
    expect(await store.settlePayment('pay_1', 'approved')).toBeUndefined();
    await under.elapse(lifetime / 2);
    await store.recordPayment('pur_12345678', payment('pay_2', 'pending'));
    await under.elapse(lifetime / 2);
    // pay_3 is past its lifetime; pay_2, recorded again, is not.
    expect((await store.read('pur_12345678')).pending?.map((item) => item.paymentId)).toEqual([
      'pay_2',
    ]);
    expect(await store.settlePayment('pay_3', 'approved')).toBeUndefined();
    await under.elapse(lifetime / 2);
    expect((await store.read('pur_12345678')).status).toBe('open');
    expect((await store.read('pur_12345678')).pending).toBeUndefined();
    expect(await store.settlePayment('pay_2', 'approved')).toBeUndefined();
    expect(await under.kept()).toBe(0);
  });
});

describe('the edge purchase guard store in memory', () => {
  it('should bound the purchases it keeps: past the bound the least recently written go first', async () => {
    let now = 1_000_000;
    const store = new InMemoryPurchaseGuardStore({ now: () => now, maxPurchases: 3 });
    for (let index = 0; index < 5; index += 1)
      await store.markPaid(`pur_paid_${index}`, payment(`pay_paid_${index}`, 'approved'));
    expect(store.size).toBe(3);
    expect((await store.read('pur_paid_0')).status).toBe('open');
    expect((await store.read('pur_paid_4')).status).toBe('paid');
    expect(await store.settlePayment('pay_paid_0', 'approved')).toBeUndefined();
    now += 24 * 60 * 60 * 1000;
    for (const id of ['pur_paid_2', 'pur_paid_3', 'pur_paid_4']) await store.read(id);
    expect(store.size).toBe(0);
  });
});

describe('what a guarded attempt answer means for its purchase', () => {
  const at = new Date('2030-01-01T12:00:00.000Z');
  const card = {
    sfLeadId: 'lead_1',
    amount: 9500,
    paymentMethods: [
      {
        type: 'credit-card',
        installments: 1,
        card: { number: '5555 5555 5555 4444', brand: 'mastercard' },
      },
    ],
  };

  it('should take a card held for review (pending, no Pix, boleto or M-Pesa) as paid', () => {
    const outcome = attemptOutcome(
      'createPayment',
      card,
      { paymentId: 'pay_1', status: 'pending', route: null },
      at,
    );
    expect(outcome).toMatchObject({
      kind: 'paid',
      payment: { paymentId: 'pay_1', status: 'pending', cardLast4: '4444' },
    });
    expect(JSON.stringify(outcome)).not.toContain('5555 5555');
  });

  it('should take Pix, boleto and M-Pesa answers as pending', () => {
    for (const answer of [
      { paymentId: 'p', status: 'pending', route: 'pix' },
      { paymentId: 'p', status: 'pending', route: 'bankslip' },
      { paymentId: 'p', status: 'pending', route: null, mpesa: { phone: '***1234' } },
      { payment: { paymentId: 'p', status: 'pending', method: 'pix', pix: { brCode: 'x' } } },
    ]) {
      expect(attemptOutcome('createPayment', {}, answer, at)?.kind).toBe('pending');
    }
  });

  it('should learn nothing from a v1 body only received, or an answer without a payment id', () => {
    expect(
      attemptOutcome('createPaymentV1', {}, { paymentId: 'p', status: 'received' }, at),
    ).toBeUndefined();
    expect(attemptOutcome('createPayment', {}, { status: 'approved' }, at)).toBeUndefined();
    expect(attemptOutcome('createPayment', {}, 'approved', at)).toBeUndefined();
  });

  it('should not keep an answer larger than the bound', () => {
    const answer = { paymentId: 'p', status: 'approved', filler: 'x'.repeat(maxKeptAnswerBytes) };
    const outcome = attemptOutcome('createPayment', card, answer, at);
    expect(outcome?.kind).toBe('paid');
    expect(outcome?.payment.answer).toBeUndefined();
  });
});

describe('the calls and headers the guard reads', () => {
  it('should guard the calls that pay a purchase, and not card verification', () => {
    expect([...purchaseGuardedOperations].sort()).toEqual([
      'createPayment',
      'createPaymentV1',
      'liveloRedeem',
      'renewSubscriptionV1',
      'renewSubscriptionV2',
    ]);
  });

  it("should accept the checkout's purchase ids and refuse what breaks the contract", () => {
    const id = purchaseIdFor({ kind: 'main', productCode: 'MS', leadId: 'lead_1' });
    expect(purchaseIdOf({ [purchaseIdHeader.toLowerCase()]: id })).toEqual({ purchaseId: id });
    expect(purchaseIdOf({})).toBeUndefined();
    expect(purchaseIdOf({ 'purchase-id': 'no spaces allowed' })).toMatchObject({
      refused: { status: 400, body: { error: { code: 'invalid_purchase_id' } } },
    });
  });
});
