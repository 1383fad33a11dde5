import { createLead, createPayment, getProductV2 } from '@/checkout/api/checkoutApi';
import type { PaymentMethodInput, PaymentRequest } from '@/checkout/api/types';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

// The fixture's CURSO semester plan: R$690,00 (1x) or 6x with interest (R$720,00), card or
// Pix, 7 days free.
const dayMs = 24 * 60 * 60 * 1000;

function card(number = '4111111111111111', installments = 1): PaymentMethodInput {
  return {
    type: 'credit-card',
    installments,
    card: { number, holderName: 'ANA SOUZA', expiry: '12/30', cvv: '123', brand: 'visa' },
  };
}

let counter = 0;
const key = () => `trial-${Date.now()}-${(counter += 1)}`;

describe('a plan with a free trial (POST /api/v2/payment)', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  async function newBuyer(tag: string) {
    const email = `${tag}.${Date.now()}.${(counter += 1)}@example.com`;
    const lead = await createLead(
      {
        name: 'Ana Souza',
        email,
        phone: '(11) 91234-5678',
        business: 'medcof',
        productCode: 'CURSO',
      },
      running.client,
    );
    const order = (method: PaymentMethodInput, amount: number): PaymentRequest => ({
      name: 'Ana Souza',
      email,
      amount,
      business: 'medcof',
      productCode: 'CURSO',
      planId: 'curso-semestral',
      sfLeadId: lead.leadId,
      paymentMethods: [method],
    });
    const trialUsed = async () =>
      (await getProductV2('CURSO', { leadId: lead.leadId }, running.client)).plans.find(
        (plan) => plan.id === 'curso-semestral',
      )?.trialUsed === true;
    return { email, lead, order, trialUsed };
  }

  function row(paymentId: string) {
    return running.sandbox
      .context()
      .db.prepare(
        'SELECT amount, status, installments, trial_days, first_charge_at, first_charge_amount, created_at FROM payments WHERE id = ?',
      )
      .get(paymentId) as {
      amount: number;
      status: string;
      installments: number;
      trial_days: number | null;
      first_charge_at: string | null;
      first_charge_amount: number | null;
      created_at: string;
    };
  }

  function subscriptionStatus(id: string): string | undefined {
    return (
      running.sandbox
        .context()
        .db.prepare('SELECT status FROM subscriptions WHERE id = ?')
        .get(id) as { status: string } | undefined
    )?.status;
  }

  it('should verify the card, charge nothing and schedule the first charge at the end of the trial', async () => {
    const buyer = await newBuyer('trial-card');
    expect(await buyer.trialUsed()).toBe(false);
    const answer = await createPayment(
      buyer.order(card('4111111111111111', 6), 0),
      key(),
      running.client,
    );
    expect(answer).toMatchObject({
      status: 'approved',
      route: null,
      trial: { days: 7, firstChargeAmount: 72000, installments: 6 },
    });
    const stored = row(answer.paymentId);
    expect(stored).toMatchObject({
      amount: 0,
      status: 'approved',
      installments: 6,
      trial_days: 7,
      first_charge_amount: 72000,
    });
    expect(Date.parse(stored.first_charge_at!) - Date.parse(stored.created_at)).toBe(7 * dayMs);
    expect(answer.trial?.firstChargeAt).toBe(stored.first_charge_at);
    expect(subscriptionStatus(answer.subscriptionId)).toBe('trialing');
    // The trial is spent: the next purchase of the product is charged at once.
    expect(await buyer.trialUsed()).toBe(true);
    const again = await createPayment(buyer.order(card(), 69000), key(), running.client);
    expect(again).not.toHaveProperty('trial');
    expect(row(again.paymentId).amount).toBe(69000);
  });

  it('should refuse to charge a card the page promised a free trial to', async () => {
    const buyer = await newBuyer('trial-mismatch');
    await expectApiError(createPayment(buyer.order(card(), 69000), key(), running.client), {
      status: 422,
      code: 'amount_mismatch',
      field: 'amount',
    });
    expect(await buyer.trialUsed()).toBe(false);
  });

  it('should start no trial on a declined card', async () => {
    const buyer = await newBuyer('trial-declined');
    await expectApiError(
      createPayment(buyer.order(card('4000000000000002'), 0), key(), running.client),
      { status: 402, code: 'card_declined' },
    );
    expect(await buyer.trialUsed()).toBe(false);
  });

  it('should answer a replayed trial payment with its first answer, though the trial is now used', async () => {
    const buyer = await newBuyer('trial-replay');
    const attempt = key();
    const first = await createPayment(buyer.order(card(), 0), attempt, running.client);
    const replay = await createPayment(buyer.order(card(), 0), attempt, running.client);
    expect(replay).toEqual(first);
  });

  it('should charge Pix at once, and use the trial only once the Pix is paid (issue 21 item 2)', async () => {
    const buyer = await newBuyer('trial-pix');
    // Pix cannot be charged later: no trial, the plan now.
    await expectApiError(createPayment(buyer.order({ type: 'pix' }, 0), key(), running.client), {
      status: 422,
      code: 'amount_mismatch',
    });
    const pix = await createPayment(buyer.order({ type: 'pix' }, 69000), key(), running.client);
    expect(pix).toMatchObject({ route: 'pix', status: 'pending' });
    expect(pix).not.toHaveProperty('trial');
    expect(row(pix.paymentId).amount).toBe(69000);
    // A Pix waiting to be paid has not used the trial: the buyer may still start it by card.
    expect(await buyer.trialUsed()).toBe(false);
    await running.client.post(`/api/sandbox/pix/${pix.paymentId}/pay`);
    expect(await buyer.trialUsed()).toBe(true);
  });
});
