import {
  amountChargedNow,
  buildPaymentBody,
  paymentAmount,
} from '@/checkout/payment/buildPaymentBody';
import type { PaymentBodyInput } from '@/checkout/payment/buildPaymentBody';
import { productPlansFixture } from './productPlansFixture';

const product = productPlansFixture();
const anual = product.plans.find((plan) => plan.id === 'ms-anual')!;
/** The annual plan for a buyer who already had the product: no free trial, charged now. */
const anualTrialUsed = { ...anual, trialUsed: true as const };

function input(overrides: Partial<PaymentBodyInput> = {}): PaymentBodyInput {
  return {
    buyer: { name: '  maria DA silva ', email: ' maria@exemplo.com ', phone: '(11) 91234-5678' },
    leadId: 'lead_1',
    business: 'medcof',
    productCode: 'MS',
    seller: 'performance',
    source: 'direto',
    plan: anual,
    choice: { type: 'pix' },
    ...overrides,
  };
}

describe('buildPaymentBody', () => {
  it('should build a card payment with bare card digits, the installment total and the stripped document', () => {
    const body = buildPaymentBody(
      input({
        plan: anualTrialUsed,
        choice: {
          type: 'credit-card',
          installments: 12,
          card: {
            number: '4111 1111 1111 1111',
            holderName: 'MARIA silva',
            expiry: '12/30',
            cvv: '123',
            brand: 'visa',
          },
        },
        document: '295.379.955-93',
      }),
    );
    expect(body).toEqual({
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
      amount: 114000,
      business: 'medcof',
      document: '29537995593',
      operation: 'direct',
      type: 'credit-card',
      paymentMethods: [
        {
          type: 'credit-card',
          installments: 12,
          card: {
            number: '4111111111111111',
            holderName: 'Maria Silva',
            expiry: '12/30',
            cvv: '123',
            brand: 'visa',
          },
        },
      ],
      sfLeadId: 'lead_1',
      plan: 'MS-ANUAL',
      planType: 'yearly',
      productCode: 'MS',
      seller: 'performance',
      source: 'direto',
      planId: 'ms-anual',
    });
  });

  it('should charge the plan amount for Pix and boleto and leave out empty optional fields', () => {
    const body = buildPaymentBody(
      input({
        buyer: { name: 'Ana Lima', email: 'ana@exemplo.com', phone: '' },
        leadId: null,
        choice: { type: 'bankslip' },
      }),
    );
    expect(body.amount).toBe(114000);
    expect(body.paymentMethods).toEqual([{ type: 'bankslip' }]);
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('sfLeadId');
    expect(body).not.toHaveProperty('document');
    expect(body).not.toHaveProperty('voucher');
  });

  it('should send the voucher the plan applied', () => {
    const discounted = {
      ...anual,
      amount: 102000,
      appliedVoucher: { code: 'BLACKFRIDAY', discount: 12000, description: 'Black Friday' },
    };
    expect(buildPaymentBody(input({ plan: discounted })).voucher).toBe('BLACKFRIDAY');
  });

  it('should upper-case an alphanumeric CNPJ and strip its punctuation', () => {
    expect(buildPaymentBody(input({ document: '12.abc.345/01de-35' })).document).toBe(
      '12ABC34501DE35',
    );
  });

  it('should refuse an installment count the plan does not offer', () => {
    const choice = {
      type: 'credit-card' as const,
      installments: 7,
      card: {
        number: '4111111111111111',
        holderName: 'Ana Lima',
        expiry: '12/30',
        cvv: '123',
        brand: 'visa' as const,
      },
    };
    expect(paymentAmount(anual, choice)).toBeUndefined();
    expect(() => buildPaymentBody(input({ choice }))).toThrow(
      /^PAYMENT_AMOUNT_UNKNOWN: plan 'ms-anual' has no 7x/,
    );
  });

  it('should add the chosen add-ons to the amount and list them, for Pix and for a card in installments', () => {
    const orderBumps = [
      {
        id: 'banco-questoes',
        planId: 'ms-banco-questoes',
        title: 'Banco de questões',
        amount: 9700,
      },
      { id: 'mentoria', planId: 'ms-mentoria', title: 'Mentoria', amount: 19700 },
    ];
    const pix = buildPaymentBody(input({ orderBumps }));
    expect(pix).toMatchObject({
      amount: 143400,
      planId: 'ms-anual',
      orderBumps: [
        { planId: 'ms-banco-questoes', amount: 9700 },
        { planId: 'ms-mentoria', amount: 19700 },
      ],
    });
    const cardChoice = {
      type: 'credit-card' as const,
      installments: 12,
      card: {
        number: '4111111111111111',
        holderName: 'Maria Silva',
        expiry: '12/30',
        cvv: '123',
        brand: 'visa' as const,
      },
    };
    const card = buildPaymentBody(
      input({ plan: anualTrialUsed, orderBumps: orderBumps.slice(0, 1), choice: cardChoice }),
    );
    expect(card.amount).toBe(123700);
    // A new buyer's card starts the free trial: the whole order is charged when it ends.
    const trial = buildPaymentBody(
      input({ orderBumps: orderBumps.slice(0, 1), choice: cardChoice }),
    );
    expect(trial).toMatchObject({
      amount: 0,
      orderBumps: [{ planId: 'ms-banco-questoes', amount: 9700 }],
    });
    expect(buildPaymentBody(input({ orderBumps: [] }))).not.toHaveProperty('orderBumps');
  });

  it('should charge nothing now for a card that starts the free trial, and the plan for Pix', () => {
    expect(anual.trialDays).toBe(7);
    const card = {
      type: 'credit-card' as const,
      installments: 12,
      card: {
        number: '4111111111111111',
        holderName: 'Maria Silva',
        expiry: '12/30',
        cvv: '123',
        brand: 'visa' as const,
      },
    };
    expect(buildPaymentBody(input({ choice: card })).amount).toBe(0);
    // Pix and boleto cannot be charged later: they pay the plan now, without trial.
    expect(buildPaymentBody(input({ choice: { type: 'pix' } })).amount).toBe(114000);
    expect(buildPaymentBody(input({ choice: { type: 'bankslip' } })).amount).toBe(114000);
    // What the order costs whenever it is charged stays the installment's total.
    expect(paymentAmount(anual, card)).toBe(114000);
    expect(amountChargedNow(anual, card)).toBe(0);
    expect(amountChargedNow(anualTrialUsed, card)).toBe(114000);
  });
});
