import path from 'node:path';
import { createPayment } from '@/checkout/api/checkoutApi';
import type { OrderBumpInput, PaymentMethodInput, PaymentRequest } from '@/checkout/api/types';
import { parseEmvFields } from '@/sandbox/brCode';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

// The real catalogue: MS's annual plan (R$1.140,00) and its add-ons ms-banco-questoes
// (R$97,00, card/Pix/boleto) and ms-mentoria (R$197,00); ms-intensivo is card only.
const bumps: OrderBumpInput[] = [
  { planId: 'ms-banco-questoes', amount: 9700 },
  { planId: 'ms-mentoria', amount: 19700 },
];

function order(
  method: PaymentMethodInput,
  amount: number,
  orderBumps?: OrderBumpInput[],
): PaymentRequest {
  return {
    name: 'Maria Souza',
    email: 'maria.souza@example.com',
    amount,
    business: 'medcof',
    productCode: 'MS',
    planId: 'ms-anual',
    planType: 'yearly',
    paymentMethods: [method],
    ...(orderBumps ? { orderBumps } : {}),
  };
}

let counter = 0;
const key = () => `order-bump-${Date.now()}-${(counter += 1)}`;

describe('POST /api/v2/payment with orderBumps', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer({ brandsDir: path.join(process.cwd(), 'brands') });
  });

  afterAll(async () => {
    await running.dispose();
  });

  function storedPayment(id: string) {
    return running.sandbox
      .context()
      .db.prepare('SELECT amount, plan_id, method, request_json FROM payments WHERE id = ?')
      .get(id) as { amount: number; plan_id: string; method: string; request_json: string };
  }

  it('should charge plan and add-ons in one Pix whose BR Code carries the whole amount', async () => {
    const answer = await createPayment(
      order({ type: 'pix' }, 114000 + 9700 + 19700, bumps),
      key(),
      running.client,
    );
    expect(answer).toMatchObject({ route: 'pix', status: 'pending' });
    const amountField = parseEmvFields(answer.pix!.brCode).find((field) => field.id === '54');
    expect(amountField?.value).toBe('1434.00');
    const row = storedPayment(answer.paymentId);
    expect(row).toMatchObject({ amount: 143400, plan_id: 'ms-anual', method: 'pix' });
    expect(JSON.parse(row.request_json)).toMatchObject({ orderBumps: bumps });
  });

  it('should schedule plan and add-on as one card charge when the trial ends, then charge a buyer whose trial is used at once', async () => {
    const card: PaymentMethodInput = {
      type: 'credit-card',
      installments: 12,
      card: {
        number: '4111111111111111',
        holderName: 'MARIA SOUZA',
        expiry: '12/30',
        cvv: '123',
        brand: 'visa',
      },
    };
    const email = `bump.trial.${Date.now()}@example.com`;
    // ms-anual has 7 days free: nothing now, the whole order (R$1.237,00 in 12x) when they end.
    const trial = await createPayment(
      { ...order(card, 0, bumps.slice(0, 1)), email },
      key(),
      running.client,
    );
    expect(trial.status).toBe('approved');
    expect(trial.trial).toMatchObject({ days: 7, firstChargeAmount: 123700, installments: 12 });
    expect(storedPayment(trial.paymentId).amount).toBe(0);

    // The same buyer again: the trial is used, the order is charged now.
    const paid = await createPayment(
      { ...order(card, 114000 + 9700, bumps.slice(0, 1)), email },
      key(),
      running.client,
    );
    expect(paid.status).toBe('approved');
    expect(paid).not.toHaveProperty('trial');
    expect(storedPayment(paid.paymentId).amount).toBe(123700);
  });

  it('should refuse an amount that leaves an add-on out', async () => {
    await expectApiError(
      createPayment(order({ type: 'pix' }, 114000, bumps), key(), running.client),
      {
        status: 422,
        code: 'amount_mismatch',
        field: 'amount',
        message: /must be 143400/,
      },
    );
  });

  it('should refuse an add-on priced differently from its plan', async () => {
    await expectApiError(
      createPayment(
        order({ type: 'pix' }, 114000 + 100, [{ planId: 'ms-banco-questoes', amount: 100 }]),
        key(),
        running.client,
      ),
      { status: 422, code: 'amount_mismatch', field: 'orderBumps[0].amount' },
    );
  });

  it('should refuse an add-on that is not a plan of the product, the main plan, or repeated', async () => {
    await expectApiError(
      createPayment(
        order({ type: 'pix' }, 114000 + 100, [{ planId: 'wup-anual', amount: 100 }]),
        key(),
        running.client,
      ),
      { status: 422, code: 'plan_not_found', field: 'orderBumps[0].planId' },
    );
    await expectApiError(
      createPayment(
        order({ type: 'pix' }, 228000, [{ planId: 'ms-anual', amount: 114000 }]),
        key(),
        running.client,
      ),
      { status: 422, code: 'duplicate_order_bump', field: 'orderBumps[0].planId' },
    );
    await expectApiError(
      createPayment(
        order({ type: 'pix' }, 114000 + 19400, [bumps[0]!, bumps[0]!]),
        key(),
        running.client,
      ),
      { status: 422, code: 'duplicate_order_bump', field: 'orderBumps[1].planId' },
    );
  });

  it('should refuse an add-on that cannot be paid the way the order is paid', async () => {
    await expectApiError(
      createPayment(
        order({ type: 'pix' }, 114000 + 49700, [{ planId: 'ms-intensivo', amount: 49700 }]),
        key(),
        running.client,
      ),
      { status: 422, code: 'payment_method_not_offered', field: 'orderBumps[0].planId' },
    );
  });

  it('should create no payment when the order is refused', async () => {
    const count = () =>
      (
        running.sandbox.context().db.prepare('SELECT COUNT(*) AS n FROM payments').get() as {
          n: number;
        }
      ).n;
    const before = count();
    await expectApiError(createPayment(order({ type: 'pix' }, 1, bumps), key(), running.client), {
      status: 422,
    });
    expect(count()).toBe(before);
  });
});
