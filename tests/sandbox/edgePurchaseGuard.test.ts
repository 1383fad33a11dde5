import {
  InMemoryPurchaseGuardStore,
  attemptOutcome,
  maxKeptAnswerBytes,
  purchaseGuardedOperations,
  purchaseIdOf,
} from '@/sandbox/edgePurchaseGuard';
import { purchaseIdFor, purchaseIdHeader } from '@/lib/payment/purchase';
import type { PurchasePayment } from '@/schemas/generated/apiTypes';

const payment = (paymentId: string, status: PurchasePayment['status']): PurchasePayment => ({
  paymentId,
  method: 'pix',
  status,
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('the edge purchase guard store (in memory)', () => {
  let clock = 0;
  const now = () => clock;
  const hour = 60 * 60 * 1000;

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('should let one attempt hold a purchase, join the same key, and refuse others until every holder released', async () => {
    const store = new InMemoryPurchaseGuardStore({ now });
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

  it('should end a claim with its lease, and ignore a late release of it', async () => {
    const store = new InMemoryPurchaseGuardStore({ now });
    const stale = await store.claim('pur_12345678', undefined, 1000);
    clock += 1000;
    const next = await store.claim('pur_12345678', undefined, 1000);
    expect(next.outcome).toBe('claimed');
    if (stale.outcome !== 'claimed') throw new Error('claimed');
    await store.release('pur_12345678', stale.claimId);
    expect((await store.read('pur_12345678')).status).toBe('in_progress');
  });

  it('should keep a receipt for its lifetime (the first payment stays the receipt), then forget it', async () => {
    const store = new InMemoryPurchaseGuardStore({ now, paidTtlMs: 24 * hour });
    await store.recordPayment('pur_12345678', payment('pay_pix', 'pending'));
    await store.markPaid('pur_12345678', payment('pay_card', 'approved'));
    await store.markPaid('pur_12345678', payment('pay_other', 'approved'));
    expect(await store.read('pur_12345678')).toEqual({
      purchaseId: 'pur_12345678',
      status: 'paid',
      paid: payment('pay_card', 'approved'),
      refunds: [],
    });
    expect(await store.claim('pur_12345678', 'key', 1000)).toMatchObject({ outcome: 'paid' });
    clock += 24 * hour;
    expect(await store.read('pur_12345678')).toEqual({
      purchaseId: 'pur_12345678',
      status: 'open',
      refunds: [],
    });
    expect(store.size).toBe(0);
  });

  it('should pay a purchase by a pending payment its poll approves, and drop one that ended otherwise', async () => {
    const store = new InMemoryPurchaseGuardStore({ now });
    await store.recordPayment('pur_12345678', payment('pay_pix_1', 'pending'));
    await store.recordPayment('pur_12345678', payment('pay_pix_2', 'pending'));
    expect(await store.settlePayment('pay_unknown', 'approved')).toBeUndefined();
    expect(await store.settlePayment('pay_pix_1', 'expired')).toMatchObject({
      status: 'open',
      pending: [{ paymentId: 'pay_pix_2' }],
    });
    expect(await store.settlePayment('pay_pix_2', 'pending')).toMatchObject({ status: 'open' });
    expect(await store.settlePayment('pay_pix_2', 'approved')).toMatchObject({
      status: 'paid',
      paid: { paymentId: 'pay_pix_2', status: 'approved' },
    });
    expect(await store.settlePayment('pay_pix_1', 'approved')).toBeUndefined();
  });

  it('should bound what it keeps: pending payments per purchase, purchases, and their lifetimes', async () => {
    const store = new InMemoryPurchaseGuardStore({
      now,
      maxPurchases: 3,
      maxPendingPerPurchase: 2,
      pendingTtlMs: hour,
    });
    for (const id of ['pay_1', 'pay_2', 'pay_3'])
      await store.recordPayment('pur_12345678', payment(id, 'pending'));
    expect((await store.read('pur_12345678')).pending?.map((item) => item.paymentId)).toEqual([
      'pay_2',
      'pay_3',
    ]);
    expect(await store.settlePayment('pay_1', 'approved')).toBeUndefined();
    for (let index = 0; index < 5; index += 1)
      await store.markPaid(`pur_paid_${index}`, payment(`pay_paid_${index}`, 'approved'));
    expect(store.size).toBe(3);
    expect((await store.read('pur_paid_0')).status).toBe('open');
    expect((await store.read('pur_paid_4')).status).toBe('paid');
    expect(await store.settlePayment('pay_2', 'approved')).toBeUndefined();
    clock += 24 * hour;
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
