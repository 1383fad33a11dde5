// One charge per purchase (issue 33), in the sandbox: every charging call that names its
// purchase (Purchase-Id) is refused once the purchase is paid (409 already_paid, with the
// receipt) or while another attempt of it is in flight (409 payment_in_progress); Pix codes are
// reused for the same order and cancelled for another; a cancelled code paid at the bank is
// refunded and never pays anything. In process: requests go through the sandbox's router
// without HTTP.
import path from 'node:path';
import type {
  PaymentMethodInput,
  PaymentRequest,
  PaymentResponse,
  PaymentStatusResponse,
  PurchaseResponse,
} from '@/schemas/generated/apiTypes';
import { alreadyPaidCode, paymentInProgressCode, purchaseIdHeader } from '@/lib/payment/purchase';
import { createSandbox } from '@/sandbox/createSandbox';
import type { Sandbox } from '@/sandbox/createSandbox';
import { liveloAuthorization } from '@/sandbox/liveloRecords';
import { attemptLeaseMs } from '@/sandbox/purchaseRecords';
import type { RouteResponse } from '@/lib/http/route';

const brandsDir = path.join(__dirname, '..', '..', 'brands');
const slowMs = 300;
const slowCard = '4000000000000259';
const approvedCard = '4111111111111111';
const declinedCard = '4000000000000002';
const processorErrorCard = '4000000000000119';

/** WUP's annual plan for two profiles: card (12x, no interest), Pix and boleto, no trial. */
const twoProfiles = { planId: 'wup-anual-2-perfis', amount: 190800 };

let sandbox: Sandbox;
/** Added to the real clock: lets a test move past an M-Pesa push's answer or expiry. */
let clockOffsetMs = 0;
let sequence = 0;

function fresh(prefix: string): string {
  sequence += 1;
  return `${prefix}_${Date.now().toString(36)}_${sequence}`;
}

interface Sent {
  key?: string;
  purchase?: string;
  body?: unknown;
}

async function send(method: string, url: string, sent: Sent = {}): Promise<RouteResponse> {
  const headers: Record<string, string> = {};
  if (sent.key !== undefined) headers['idempotency-key'] = sent.key;
  if (sent.purchase !== undefined) headers[purchaseIdHeader.toLowerCase()] = sent.purchase;
  return sandbox.router.invoke({ method, url, headers, body: sent.body });
}

function card(number: string, installments = 12): PaymentMethodInput {
  return {
    type: 'credit-card',
    installments,
    card: {
      number,
      holderName: 'MARIA SOUZA',
      expiry: '12/30',
      cvv: '123',
      brand: number.startsWith('5') ? 'mastercard' : 'visa',
    },
  };
}

function wup(
  method: PaymentMethodInput,
  email: string,
  order: { planId: string; amount: number } = twoProfiles,
): PaymentRequest {
  return {
    name: 'Maria Souza',
    email,
    business: 'wiseup-online',
    productCode: 'WUP',
    paymentMethods: [method],
    ...order,
  };
}

const pay = (body: PaymentRequest, key: string, purchase?: string) =>
  send('POST', '/api/v2/payment', { body, key, purchase });
const paymentStatus = async (paymentId: string) =>
  (await send('GET', `/api/v2/payment/${paymentId}`)).body as PaymentStatusResponse;
const purchaseOf = async (purchaseId: string) =>
  (await send('GET', `/api/v2/purchase/${purchaseId}`)).body as PurchaseResponse;
const payPixAtBank = async (paymentId: string) => send('POST', `/api/sandbox/pix/${paymentId}/pay`);
const errorOf = (answer: RouteResponse) =>
  answer.body as { error: { code: string }; purchase?: PurchaseResponse };

function rowsOf(purchaseId: string): Array<Record<string, unknown>> {
  return sandbox
    .context()
    .db.prepare('SELECT * FROM payments WHERE purchase_id = ? ORDER BY created_at, rowid')
    .all(purchaseId) as Array<Record<string, unknown>>;
}

beforeAll(() => {
  sandbox = createSandbox({
    dataDir: ':memory:',
    brandsDir,
    validators: null,
    settings: { slowMs, logSmsCodes: false, mpesaAnswerMs: 1_000, mpesaTimeoutMs: 60_000 },
    now: () => new Date(Date.now() + clockOffsetMs),
  });
});

afterAll(() => {
  sandbox.close();
});

afterEach(() => {
  clockOffsetMs = 0;
});

describe('purchases: one charge per purchase', () => {
  it('should charge one of two card attempts made at once with different keys, and refuse the other with 409 payment_in_progress', async () => {
    const purchase = fresh('pur_two_cards');
    const email = `${purchase}@example.com`;
    const [first, second] = await Promise.all([
      pay(wup(card(slowCard), email), fresh('key-a'), purchase),
      pay(wup(card(slowCard), email), fresh('key-b'), purchase),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(errorOf(refused).error.code).toBe(paymentInProgressCode);
    expect(errorOf(refused).purchase).toMatchObject({
      purchaseId: purchase,
      status: 'in_progress',
    });
    const rows = rowsOf(purchase);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'approved', card_last4: '0259' });
  });

  it('should refuse an attempt after the purchase is paid with 409 already_paid carrying the receipt, and replay the paying key its first answer', async () => {
    const purchase = fresh('pur_paid');
    const email = `${purchase}@example.com`;
    const key = fresh('key-paying');
    const body = wup(card(approvedCard, 6), email);
    const paid = await pay(body, key, purchase);
    expect(paid.status).toBe(201);
    const answer = paid.body as PaymentResponse;
    expect(answer.status).toBe('approved');

    const again = await pay(wup(card(approvedCard, 12), email), fresh('key-later'), purchase);
    expect(again.status).toBe(409);
    expect(errorOf(again).error.code).toBe(alreadyPaidCode);
    expect(errorOf(again).purchase).toEqual({
      purchaseId: purchase,
      status: 'paid',
      paid: expect.objectContaining({
        paymentId: answer.paymentId,
        method: 'credit-card',
        status: 'approved',
        amount: twoProfiles.amount,
        planId: twoProfiles.planId,
        installments: 6,
        cardBrand: 'visa',
        cardLast4: '1111',
        answer,
      }),
      refunds: [],
    });
    // A Pix of a paid purchase is refused too: no code is issued.
    const pix = await pay(wup({ type: 'pix' }, email), fresh('key-pix'), purchase);
    expect(errorOf(pix).error.code).toBe(alreadyPaidCode);

    const replay = await pay(body, key, purchase);
    expect(replay).toEqual({
      status: 201,
      body: answer,
      headers: { 'idempotent-replayed': 'true' },
    });
    expect(rowsOf(purchase)).toHaveLength(1);
    await expect(purchaseOf(purchase)).resolves.toMatchObject({
      status: 'paid',
      paid: { paymentId: answer.paymentId },
    });
  });

  it('should store no answer for a refused attempt: its key asked again later gets the purchase as it stands then', async () => {
    const purchase = fresh('pur_refused_key');
    const email = `${purchase}@example.com`;
    const loserKey = fresh('key-loser');
    const [slow, refused] = await Promise.all([
      pay(wup(card(slowCard), email), fresh('key-winner'), purchase),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        pay(wup(card(approvedCard), email), loserKey, purchase),
      ),
    ]);
    expect(slow.status).toBe(201);
    expect(errorOf(refused).error.code).toBe(paymentInProgressCode);
    const later = await pay(wup(card(approvedCard), email), loserKey, purchase);
    expect(later.status).toBe(409);
    expect(errorOf(later).error.code).toBe(alreadyPaidCode);
    expect(later.headers).toBeUndefined();
  });

  it('should release the purchase when a card is declined, the acquirer fails or the attempt throws', async () => {
    const purchase = fresh('pur_declined');
    const email = `${purchase}@example.com`;
    const declined = await pay(wup(card(declinedCard), email), fresh('key'), purchase);
    expect(declined.status).toBe(402);
    const failed = await pay(wup(card(processorErrorCard), email), fresh('key'), purchase);
    expect(failed.status).toBe(502);
    // The amount is checked inside the attempt, after the purchase was claimed: a 422 thrown.
    const wrongAmount = await pay(
      wup(card(approvedCard), email, { ...twoProfiles, amount: twoProfiles.amount + 1 }),
      fresh('key'),
      purchase,
    );
    expect(errorOf(wrongAmount).error.code).toBe('amount_mismatch');
    await expect(purchaseOf(purchase)).resolves.toEqual({
      purchaseId: purchase,
      status: 'open',
      refunds: [],
    });
    const approved = await pay(wup(card(approvedCard), email), fresh('key'), purchase);
    expect(approved.status).toBe(201);
    expect(rowsOf(purchase).map((row) => row.status)).toEqual(['declined', 'failed', 'approved']);
  });

  it('should take over the in-flight marker of an attempt that died once its lease ran out', async () => {
    const purchase = fresh('pur_lease');
    const email = `${purchase}@example.com`;
    const db = sandbox.context().db;
    const lease = attemptLeaseMs(slowMs);
    const hold = (key: string, ageMs: number) => {
      const since = new Date(Date.now() - ageMs).toISOString();
      db.prepare(
        `INSERT INTO purchases (id, status, in_flight_key, in_flight_since, created_at, updated_at)
         VALUES (?, 'open', ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET in_flight_key = excluded.in_flight_key, in_flight_since = excluded.in_flight_since`,
      ).run(purchase, key, since, since, since);
    };
    hold('key-of-a-dead-attempt', 1_000);
    const held = await pay(wup(card(approvedCard), email), fresh('key'), purchase);
    expect(errorOf(held).error.code).toBe(paymentInProgressCode);
    await expect(purchaseOf(purchase)).resolves.toMatchObject({ status: 'in_progress' });
    // The same key is the same attempt asked again: it takes its own marker back.
    const sameKey = 'key-of-a-dead-attempt';
    await expect(pay(wup(card(declinedCard), email), sameKey, purchase)).resolves.toMatchObject({
      status: 402,
    });
    hold('key-of-a-dead-attempt', lease + 1_000);
    const taken = await pay(wup(card(approvedCard), email), fresh('key'), purchase);
    expect(taken.status).toBe(201);
  });

  it('should reuse a waiting Pix code for the same order, and supersede it for another (multi-profile)', async () => {
    const purchase = fresh('pur_multiprofile');
    const email = `${purchase}@example.com`;
    const oneProfile = { planId: 'wup-anual', amount: 114000 };
    const fourProfiles = { planId: 'wup-anual-4-perfis', amount: 334800 };
    const first = await pay(wup({ type: 'pix' }, email, oneProfile), fresh('key'), purchase);
    expect(first.status).toBe(201);
    const firstPix = first.body as PaymentResponse;
    expect(firstPix).toMatchObject({ status: 'pending', route: 'pix' });

    // Back and pay by Pix again, same order: the same code, no new payment.
    const reused = await pay(wup({ type: 'pix' }, email, oneProfile), fresh('key'), purchase);
    expect(reused).toEqual({ status: 201, body: firstPix });
    expect(rowsOf(purchase)).toHaveLength(1);
    await expect(purchaseOf(purchase)).resolves.toMatchObject({
      status: 'open',
      pending: [{ paymentId: firstPix.paymentId, method: 'pix', answer: firstPix }],
    });

    // Four profiles: another order. The old code is cancelled, a new one is issued.
    const second = await pay(wup({ type: 'pix' }, email, fourProfiles), fresh('key'), purchase);
    const secondPix = second.body as PaymentResponse;
    expect(secondPix.paymentId).not.toBe(firstPix.paymentId);
    expect(secondPix.pix?.brCode).not.toBe(firstPix.pix?.brCode);
    expect(await paymentStatus(firstPix.paymentId)).toMatchObject({ status: 'cancelled' });
    expect(rowsOf(purchase)[0]).toMatchObject({ superseded_at: expect.any(String) });

    // The old code paid at the bank anyway: refunded, and said on the new code's status.
    const late = await payPixAtBank(firstPix.paymentId);
    expect(late).toEqual({
      status: 200,
      body: { paymentId: firstPix.paymentId, status: 'refunded', method: 'pix' },
    });
    await expect(paymentStatus(firstPix.paymentId)).resolves.toEqual({
      paymentId: firstPix.paymentId,
      status: 'refunded',
      method: 'pix',
      purchaseId: purchase,
      refunds: [],
    });
    const refund = {
      paymentId: firstPix.paymentId,
      method: 'pix',
      amount: oneProfile.amount,
      currency: 'R$',
      refundedAt: expect.any(String),
    };
    await expect(paymentStatus(secondPix.paymentId)).resolves.toEqual({
      paymentId: secondPix.paymentId,
      status: 'pending',
      method: 'pix',
      purchaseId: purchase,
      refunds: [refund],
    });
    await expect(purchaseOf(purchase)).resolves.toMatchObject({
      status: 'open',
      pending: [{ paymentId: secondPix.paymentId }],
      refunds: [refund],
    });

    // The new code paid: the purchase is paid by it; the refunded one never was.
    expect((await payPixAtBank(secondPix.paymentId)).body).toMatchObject({ status: 'approved' });
    await expect(purchaseOf(purchase)).resolves.toMatchObject({
      status: 'paid',
      paid: { paymentId: secondPix.paymentId, status: 'approved', amount: fourProfiles.amount },
      refunds: [refund],
    });
    expect(rowsOf(purchase)).toEqual([
      expect.objectContaining({ id: firstPix.paymentId, status: 'refunded', paid_at: null }),
      expect.objectContaining({ id: secondPix.paymentId, status: 'approved' }),
    ]);
    // Paying the refunded code again answers the same.
    expect((await payPixAtBank(firstPix.paymentId)).body).toMatchObject({ status: 'refunded' });
  });

  it('should cancel a waiting Pix when a card pays the purchase, and refund that code paid later', async () => {
    const purchase = fresh('pur_pix_then_card');
    const email = `${purchase}@example.com`;
    const pix = (await pay(wup({ type: 'pix' }, email), fresh('key'), purchase))
      .body as PaymentResponse;
    const paid = await pay(wup(card(approvedCard, 3), email), fresh('key'), purchase);
    expect(paid.status).toBe(201);
    const cardAnswer = paid.body as PaymentResponse;
    await expect(paymentStatus(pix.paymentId)).resolves.toMatchObject({ status: 'cancelled' });

    expect((await payPixAtBank(pix.paymentId)).body).toMatchObject({ status: 'refunded' });
    await expect(paymentStatus(cardAnswer.paymentId)).resolves.toEqual({
      paymentId: cardAnswer.paymentId,
      status: 'approved',
      method: 'credit-card',
      purchaseId: purchase,
      refunds: [expect.objectContaining({ paymentId: pix.paymentId, method: 'pix' })],
    });
    await expect(purchaseOf(purchase)).resolves.toMatchObject({
      status: 'paid',
      paid: { paymentId: cardAnswer.paymentId, installments: 3, answer: cardAnswer },
      refunds: [{ paymentId: pix.paymentId }],
    });
    expect(
      rowsOf(purchase)
        .filter((row) => row.status === 'approved')
        .map((row) => row.id),
    ).toEqual([cardAnswer.paymentId]);
  });

  it('should refund a card approved after a Pix of its purchase was paid meanwhile, and answer it 409 already_paid', async () => {
    const purchase = fresh('pur_pix_during_card');
    const email = `${purchase}@example.com`;
    const pix = (await pay(wup({ type: 'pix' }, email), fresh('key'), purchase))
      .body as PaymentResponse;
    const key = fresh('key-slow');
    const body = wup(card(slowCard), email);
    const slow = pay(body, key, purchase);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await payPixAtBank(pix.paymentId)).body).toMatchObject({ status: 'approved' });
    const answer = await slow;
    expect(answer.status).toBe(409);
    expect(errorOf(answer).error.code).toBe(alreadyPaidCode);
    expect(errorOf(answer).purchase).toMatchObject({
      status: 'paid',
      paid: { paymentId: pix.paymentId },
      refunds: [{ method: 'credit-card' }],
    });
    expect(rowsOf(purchase).map((row) => [row.method, row.status])).toEqual([
      ['pix', 'approved'],
      ['credit-card', 'refunded'],
    ]);
    // That outcome is the key's: asked again, the same answer.
    await expect(pay(body, key, purchase)).resolves.toMatchObject({
      status: 409,
      headers: { 'idempotent-replayed': 'true' },
    });
  });

  it('should cancel a boleto when a card pays its purchase', async () => {
    const purchase = fresh('pur_boleto_then_card');
    const email = `${purchase}@example.com`;
    const boleto = (await pay(wup({ type: 'bankslip' }, email), fresh('key'), purchase))
      .body as PaymentResponse;
    expect(boleto).toMatchObject({ status: 'pending', route: 'bankslip' });
    await expect(purchaseOf(purchase)).resolves.toMatchObject({
      status: 'open',
      pending: [{ paymentId: boleto.paymentId, method: 'bankslip' }],
    });
    expect((await pay(wup(card(approvedCard), email), fresh('key'), purchase)).status).toBe(201);
    await expect(paymentStatus(boleto.paymentId)).resolves.toMatchObject({
      status: 'cancelled',
      purchaseId: purchase,
    });
    await expect(purchaseOf(purchase)).resolves.not.toHaveProperty('pending');
  });

  describe('M-Pesa', () => {
    const mpesa = (phone: string, email: string): PaymentRequest => ({
      name: 'Amélia Machava',
      email,
      amount: 1200000,
      business: 'wiseup-online',
      productCode: 'WUPMZ',
      planId: 'wupmz-anual',
      paymentMethods: [{ type: 'm-pesa', phone }],
    });
    const mzCard = (email: string): PaymentRequest => ({
      ...mpesa('+258840000001', email),
      paymentMethods: [card(approvedCard, 1)],
    });

    it('should hold the purchase in progress while a push waits for the phone, and free it once the push expired', async () => {
      const purchase = fresh('pur_mpesa_waiting');
      const email = `${purchase}@example.com`;
      const push = await pay(mpesa('+258840000003', email), fresh('key'), purchase);
      expect(push.status).toBe(201);
      const pushId = (push.body as PaymentResponse).paymentId;
      const refused = await pay(mzCard(email), fresh('key'), purchase);
      expect(errorOf(refused).error.code).toBe(paymentInProgressCode);
      expect(errorOf(refused).purchase).toMatchObject({
        status: 'in_progress',
        pending: [{ paymentId: pushId, method: 'm-pesa' }],
      });

      clockOffsetMs = 61_000;
      await expect(purchaseOf(purchase)).resolves.toEqual({
        purchaseId: purchase,
        status: 'open',
        refunds: [],
      });
      expect(rowsOf(purchase).find((row) => row.id === pushId)).toMatchObject({
        status: 'expired',
      });
      expect((await pay(mzCard(email), fresh('key'), purchase)).status).toBe(201);
    });

    it('should let a push the phone confirmed pay the purchase when its status is worked out', async () => {
      const purchase = fresh('pur_mpesa_confirmed');
      const email = `${purchase}@example.com`;
      const pushId = (
        (await pay(mpesa('+258840000001', email), fresh('key'), purchase)).body as PaymentResponse
      ).paymentId;
      clockOffsetMs = 2_000;
      await expect(paymentStatus(pushId)).resolves.toMatchObject({
        status: 'approved',
        purchaseId: purchase,
      });
      await expect(purchaseOf(purchase)).resolves.toMatchObject({
        status: 'paid',
        paid: { paymentId: pushId, method: 'm-pesa', status: 'approved' },
      });
      // The stored row follows what the API answered (issue 35).
      expect(rowsOf(purchase).find((row) => row.id === pushId)).toMatchObject({
        status: 'approved',
        paid_at: expect.any(String),
      });
      const again = await pay(mzCard(email), fresh('key'), purchase);
      expect(errorOf(again).error.code).toBe(alreadyPaidCode);
    });
  });

  describe('account records, renewals and Livelo', () => {
    const invoicePayment = (invoiceId: string, number: string) => ({
      operation: 'invoice',
      invoiceId,
      amount: 11900,
      business: 'medcof',
      productCode: 'MS',
      paymentMethods: [card(number, 1)],
    });

    it('should refuse a second payment of an invoice with the same purchase: 409 already_paid with the receipt', async () => {
      const purchase = fresh('pur_invoice');
      const copy = await send('POST', '/api/sandbox/account-records', {
        body: { from: 'inv_demo_open', email: 'ana.purchase@example.com' },
      });
      const invoiceId = (copy.body as { id: string }).id;
      const first = await send('POST', '/api/v1/payment', {
        body: invoicePayment(invoiceId, approvedCard),
        key: fresh('key'),
        purchase,
      });
      expect(first).toMatchObject({ status: 201, body: { status: 'approved', invoiceId } });
      const second = await send('POST', '/api/v1/payment', {
        body: invoicePayment(invoiceId, '5555555555554444'),
        key: fresh('key'),
        purchase,
      });
      expect(second.status).toBe(409);
      expect(errorOf(second).error.code).toBe(alreadyPaidCode);
      expect(errorOf(second).purchase?.paid).toMatchObject({
        paymentId: (first.body as { paymentId: string }).paymentId,
        answer: first.body,
      });
      // Without the purchase the invoice's own rule still answers.
      const unnamed = await send('POST', '/api/v1/payment', {
        body: invoicePayment(invoiceId, '5555555555554444'),
        key: fresh('key'),
      });
      expect(errorOf(unnamed).error.code).toBe('invoice_already_paid');
    });

    it('should take a passed-through v1 body naming an open purchase without paying it, and refuse one naming a paid purchase', async () => {
      const purchase = fresh('pur_pass_through');
      const passThrough = {
        name: 'Maria Souza',
        email: `${purchase}@example.com`,
        amount: 114000,
        productCode: 'WUP',
        planId: 'wup-anual',
        paymentMethod: 'pix',
      };
      const received = await send('POST', '/api/v1/payment', {
        body: passThrough,
        key: fresh('key'),
        purchase,
      });
      expect(received).toMatchObject({ status: 201, body: { status: 'received' } });
      await expect(purchaseOf(purchase)).resolves.toEqual({
        purchaseId: purchase,
        status: 'open',
        refunds: [],
      });
      expect(
        (await pay(wup(card(approvedCard), passThrough.email), fresh('key'), purchase)).status,
      ).toBe(201);
      const refused = await send('POST', '/api/v1/payment', {
        body: passThrough,
        key: fresh('key'),
        purchase,
      });
      expect(errorOf(refused).error.code).toBe(alreadyPaidCode);
    });

    it("should refuse a second payment of an upgrade with the same purchase: 409 already_paid, not the quote's own refusal", async () => {
      const purchase = fresh('pur_upgrade');
      const copy = await send('POST', '/api/sandbox/account-records', {
        body: { from: 'sub_demo_upgrade' },
      });
      const subscriptionId = (copy.body as { id: string }).id;
      const quote = await send(
        'GET',
        `/api/v1/subscription/${subscriptionId}/upgrade?planId=ms-anual`,
      );
      expect(quote).toMatchObject({ status: 200, body: { amountDue: expect.any(Number) } });
      const upgrade = (number: string) => ({
        operation: 'upgrade',
        subscriptionId,
        planId: 'ms-anual',
        amount: (quote.body as { amountDue: number }).amountDue,
        business: 'medvalida',
        productCode: 'MS',
        paymentMethods: [card(number, 1)],
      });
      const first = await send('POST', '/api/v1/payment', {
        body: upgrade(approvedCard),
        key: fresh('key'),
        purchase,
      });
      expect(first).toMatchObject({ status: 201, body: { status: 'approved' } });
      // Once paid, the subscription is on the plan: the quote alone would answer 422 same_plan.
      const second = await send('POST', '/api/v1/payment', {
        body: upgrade('5555555555554444'),
        key: fresh('key'),
        purchase,
      });
      expect(second.status).toBe(409);
      expect(errorOf(second).error.code).toBe(alreadyPaidCode);
      expect(errorOf(second).purchase?.paid).toMatchObject({
        paymentId: (first.body as { paymentId: string }).paymentId,
      });
      const unnamed = await send('POST', '/api/v1/payment', {
        body: upgrade('5555555555554444'),
        key: fresh('key'),
      });
      expect(unnamed.status).toBe(422);
    });

    it('should refuse a second renewal of the same purchase', async () => {
      const purchase = fresh('pur_renewal');
      const copy = await send('POST', '/api/sandbox/account-records', {
        body: { from: 'sub_demo_renew' },
      });
      const subscriptionId = (copy.body as { id: string }).id;
      const renewal = {
        business: 'medcof',
        planId: 'ms-anual',
        productCode: 'MS',
        paymentMethod: 'default-credit-card',
        numberInstallments: 1,
      };
      const url = `/api/v1/subscription/${subscriptionId}/renew`;
      const first = await send('POST', url, { body: renewal, key: fresh('key'), purchase });
      expect(first).toMatchObject({ status: 200, body: { payment: { status: 'approved' } } });
      const second = await send('POST', url, { body: renewal, key: fresh('key'), purchase });
      expect(errorOf(second).error.code).toBe(alreadyPaidCode);
    });

    it('should store a Livelo redemption that names its purchase as the payment that paid it', async () => {
      const purchase = fresh('pur_livelo');
      const redeem = {
        cpf: '529.982.247-25',
        authorization: liveloAuthorization('52998224725'),
        productCode: 'WUP',
        planId: 'wup-anual',
        type: 'points',
      };
      const first = await send('POST', '/api/v1/livelo/redeem', { body: redeem, purchase });
      expect(first.status).toBe(201);
      const paymentId = (first.body as { paymentId: string }).paymentId;
      await expect(purchaseOf(purchase)).resolves.toMatchObject({
        status: 'paid',
        paid: { paymentId, method: 'livelo', status: 'approved', answer: first.body },
      });
      const second = await send('POST', '/api/v1/livelo/redeem', { body: redeem, purchase });
      expect(errorOf(second).error.code).toBe(alreadyPaidCode);
      // Without a purchase it is stored too (issue 35), and pays no purchase.
      const unnamed = await send('POST', '/api/v1/livelo/redeem', { body: redeem });
      expect(unnamed.status).toBe(201);
      const unnamedId = (unnamed.body as { paymentId: string }).paymentId;
      expect((await send('GET', `/api/v2/payment/${unnamedId}`)).body).toEqual({
        paymentId: unnamedId,
        status: 'approved',
        method: 'livelo',
      });
    });
  });

  describe('without a Purchase-Id', () => {
    it('should charge every attempt as before: no purchase, no reuse, no purchase fields', async () => {
      const email = `${fresh('no-purchase')}@example.com`;
      const first = (await pay(wup({ type: 'pix' }, email), fresh('key'))).body as PaymentResponse;
      const second = (await pay(wup({ type: 'pix' }, email), fresh('key'))).body as PaymentResponse;
      expect(second.paymentId).not.toBe(first.paymentId);
      const cardAnswer = await pay(wup(card(approvedCard), email), fresh('key'));
      expect(cardAnswer.status).toBe(201);
      // The first Pix is not cancelled by the card: nothing ties them.
      await expect(paymentStatus(first.paymentId)).resolves.toEqual({
        paymentId: first.paymentId,
        status: 'pending',
        method: 'pix',
      });
      expect((await payPixAtBank(first.paymentId)).body).toMatchObject({ status: 'approved' });
      expect(
        sandbox
          .context()
          .db.prepare(
            'SELECT COUNT(*) AS n FROM payments WHERE email = ? AND purchase_id IS NOT NULL',
          )
          .get(email),
      ).toEqual({ n: 0 });
    });
  });

  it('should answer an unknown purchase open and empty', async () => {
    await expect(purchaseOf('pur_nobody_named_this')).resolves.toEqual({
      purchaseId: 'pur_nobody_named_this',
      status: 'open',
      refunds: [],
    });
  });
});
