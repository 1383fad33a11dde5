import { getInvoice, getRecovery, getSubscription, payAccount } from '@/checkout/api/accountApi';
import { getPaymentStatus, renewSubscriptionV1 } from '@/checkout/api/checkoutApi';
import type { CardInput } from '@/checkout/api/types';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

// The fixture catalogue has no MS product: the account seed falls back to CURSO's plans.
const reviewCard: CardInput = {
  number: '4000000000003063',
  holderName: 'ANA CAMINHANTE',
  expiry: '10/30',
  cvv: '123',
  brand: 'visa',
};

describe('sandboxRecordHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  async function copy(body: unknown): Promise<{ id: string; from: string; kind: string }> {
    return running.client.post('/api/sandbox/account-records', body);
  }

  it('should copy a seeded invoice open again for another buyer, leaving the seeded one as it is', async () => {
    const first = await copy({ from: 'inv_demo_open', email: 'ana.caminhante@example.com' });
    const second = await copy({ from: 'inv_demo_open' });
    expect(first).toEqual({
      id: expect.stringMatching(/^inv_/),
      from: 'inv_demo_open',
      kind: 'invoice',
    });
    expect(second.id).not.toBe(first.id);
    const seeded = await getInvoice('inv_demo_open', running.client);
    await expect(getInvoice(first.id, running.client)).resolves.toEqual({
      ...seeded,
      invoiceId: first.id,
      buyer: { name: seeded.buyer!.name, email: 'ana.caminhante@example.com' },
    });
    // A copy of the paid invoice is paid, as seeded.
    const paid = await copy({ from: 'inv_demo_paid' });
    await expect(getInvoice(paid.id, running.client)).resolves.toMatchObject({ status: 'paid' });
  });

  it('should copy a subscription on its seeded plan, with the card on file asked for', async () => {
    const plain = await copy({ from: 'sub_demo_upgrade' });
    expect(plain).toMatchObject({ kind: 'subscription', id: expect.stringMatching(/^sub_/) });
    await expect(getSubscription(plain.id, {}, running.client)).resolves.toMatchObject({
      currentPlan: { id: 'curso-mensal' },
      cardOnFile: { brand: 'visa', last4: '1111' },
    });
    const held = await copy({
      from: 'sub_demo_renew',
      cardOnFile: { brand: 'visa', last4: '3063' },
    });
    await expect(getSubscription(held.id, {}, running.client)).resolves.toMatchObject({
      cardOnFile: { brand: 'visa', last4: '3063' },
    });
  });

  it('should copy a purchase to recover for the buyer of the test', async () => {
    const recovery = await copy({ from: 'rec_demo_declined', email: 'bia.walker@example.com' });
    await expect(getRecovery(recovery.id, running.client)).resolves.toMatchObject({
      recoveryId: recovery.id,
      status: 'open',
      reason: 'declined',
      buyer: { email: 'bia.walker@example.com' },
    });
  });

  it('should refuse an unknown seed id and a field the record does not have', async () => {
    await expectApiError(copy({ from: 'inv_unknown' }), {
      status: 422,
      code: 'unknown_seed_record',
      field: 'from',
    });
    await expectApiError(copy({ from: 'sub_demo_renew', email: 'ana@example.com' }), {
      status: 422,
      code: 'field_not_applicable',
      field: 'email',
    });
    await expectApiError(
      copy({ from: 'inv_demo_open', cardOnFile: { brand: 'visa', last4: '1111' } }),
      { status: 422, code: 'field_not_applicable', field: 'cardOnFile' },
    );
    await expectApiError(copy({ from: 'inv_demo_open', extra: true }), { status: 400 });
  });

  it('should hold an invoice paid with the review card until the review approves it', async () => {
    const invoice = await copy({ from: 'inv_demo_open' });
    const answer = await payAccount(
      {
        operation: 'invoice',
        invoiceId: invoice.id,
        amount: 11900,
        business: 'medcof',
        productCode: 'CURSO',
        paymentMethods: [{ type: 'credit-card', installments: 1, card: reviewCard }],
      },
      'key-review-invoice',
      running.client,
    );
    expect(answer).toMatchObject({ status: 'pending', route: null });
    await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toMatchObject({
      status: 'pending',
    });
    await expect(getInvoice(invoice.id, running.client)).resolves.toMatchObject({ status: 'open' });

    const approved = { paymentId: answer.paymentId, status: 'approved', method: 'credit-card' };
    await expect(
      running.client.post(`/api/sandbox/payments/${answer.paymentId}/approve`),
    ).resolves.toEqual(approved);
    await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toMatchObject({
      status: 'approved',
    });
    await expect(getInvoice(invoice.id, running.client)).resolves.toMatchObject({ status: 'paid' });
    // Again: the same answer, nothing else changes.
    await expect(
      running.client.post(`/api/sandbox/payments/${answer.paymentId}/approve`),
    ).resolves.toEqual(approved);
  });

  it('should hold a renewal on a card on file saved from the review card, and activate it once approved', async () => {
    const subscription = await copy({
      from: 'sub_demo_renew',
      cardOnFile: { brand: 'visa', last4: '3063' },
    });
    const renewal = await renewSubscriptionV1(
      subscription.id,
      {
        business: 'medcof',
        productCode: 'CURSO',
        planId: 'curso-anual',
        paymentMethod: 'default-credit-card',
        numberInstallments: 1,
      },
      'key-review-renewal',
      running.client,
    );
    expect(renewal).toMatchObject({ status: 'pending', payment: { status: 'pending' } });
    await expect(getSubscription(subscription.id, {}, running.client)).resolves.toMatchObject({
      status: 'pending',
    });
    await expect(
      running.client.post(`/api/sandbox/payments/${renewal.payment.paymentId}/approve`),
    ).resolves.toMatchObject({ status: 'approved', method: 'default-credit-card' });
    await expect(getSubscription(subscription.id, {}, running.client)).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('should move an upgrade held for review to its plan once approved', async () => {
    const subscription = await copy({ from: 'sub_demo_upgrade' });
    const answer = await payAccount(
      {
        operation: 'upgrade',
        subscriptionId: subscription.id,
        planId: 'curso-anual',
        amount: 105400,
        business: 'medcof',
        productCode: 'CURSO',
        paymentMethods: [{ type: 'credit-card', installments: 1, card: reviewCard }],
      },
      'key-review-upgrade',
      running.client,
    );
    expect(answer).toMatchObject({ status: 'pending' });
    await expect(getSubscription(subscription.id, {}, running.client)).resolves.toMatchObject({
      currentPlan: { id: 'curso-mensal' },
    });
    await running.client.post(`/api/sandbox/payments/${answer.paymentId}/approve`);
    await expect(getSubscription(subscription.id, {}, running.client)).resolves.toMatchObject({
      currentPlan: { id: 'curso-anual' },
      cardOnFile: { brand: 'visa', last4: '3063' },
    });
  });

  it('should refuse to approve a payment that was not held for review', async () => {
    await expectApiError(running.client.post('/api/sandbox/payments/pay_demo_pix/approve'), {
      status: 409,
      code: 'not_held_for_review',
    });
    await expectApiError(running.client.post('/api/sandbox/payments/pay_unknown/approve'), {
      status: 404,
      code: 'payment_not_found',
    });
    await expect(
      running.client.post('/api/sandbox/payments/pay_demo_review/approve'),
    ).resolves.toEqual({ paymentId: 'pay_demo_review', status: 'approved', method: 'credit-card' });
  });

  it('should answer 404 sandbox_disabled while the checkout points at a real backend', async () => {
    const saved = process.env.CHECKOUT_API_URL;
    process.env.CHECKOUT_API_URL = 'https://api.example.com';
    try {
      for (const [path, body] of [
        ['/api/sandbox/account-records', { from: 'inv_demo_open' }],
        ['/api/sandbox/payments/pay_demo_review/approve', {}],
      ] as const) {
        const response = await fetch(`${running.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(404);
        await expect(response.json()).resolves.toMatchObject({
          error: { code: 'sandbox_disabled' },
        });
      }
    } finally {
      if (saved === undefined) delete process.env.CHECKOUT_API_URL;
      else process.env.CHECKOUT_API_URL = saved;
    }
  });
});
