import { paymentMethodOptions } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentMethodOptionsInput } from '@/checkout/payment/paymentMethodOptions';
import { fixtureBrand } from '../../templates/fixturePage';
import { productPlansFixture } from './productPlansFixture';

const ms = productPlansFixture();
const wupmz = productPlansFixture('falamais-mz', 'WUPMZ');

function brazil(overrides: Partial<PaymentMethodOptionsInput> = {}): PaymentMethodOptionsInput {
  return {
    product: ms,
    plan: ms.plans[0],
    isMozambique: false,
    brand: fixtureBrand(),
    linkEnvironment: 'test',
    ...overrides,
  };
}

function mozambique(overrides: Partial<PaymentMethodOptionsInput> = {}): PaymentMethodOptionsInput {
  return {
    product: wupmz,
    plan: undefined,
    isMozambique: true,
    brand: fixtureBrand('falamais-mz'),
    linkEnvironment: 'production',
    ...overrides,
  };
}

const summary = (input: PaymentMethodOptionsInput) =>
  paymentMethodOptions(input).map((option) => `${option.key}:${option.title}:${option.plan.id}`);

describe('paymentMethodOptions', () => {
  it("should never offer M-Pesa on a Brazilian page, whatever the step and the plan list (the market's rule)", () => {
    const plan = {
      ...ms.plans[0]!,
      paymentMethods: [...ms.plans[0]!.paymentMethods, 'm-pesa' as const],
    };
    expect(summary(brazil({ plan, allowed: ['credit-card', 'm-pesa'] }))).toEqual([
      'credit-card:Cartão de crédito:ms-anual',
    ]);
    expect(summary(brazil({ plan }))).toEqual([
      'credit-card:Cartão de crédito:ms-anual',
      'pix:Pix:ms-anual',
      'bankslip:Boleto:ms-anual',
    ]);
  });

  it('should offer card, Pix and boleto where the plan offers them, in the plan order', () => {
    expect(summary(brazil())).toEqual([
      'credit-card:Cartão de crédito:ms-anual',
      'pix:Pix:ms-anual',
      'bankslip:Boleto:ms-anual',
    ]);
  });

  it("should follow the step's paymentMethods and drop what the plan does not offer", () => {
    expect(summary(brazil({ allowed: ['bankslip', 'credit-card'] }))).toEqual([
      'bankslip:Boleto:ms-anual',
      'credit-card:Cartão de crédito:ms-anual',
    ]);
    const monthly = ms.plans.find((plan) => plan.id === 'ms-mensal');
    expect(summary(brazil({ plan: monthly, allowed: ['bankslip', 'pix'] }))).toEqual([
      'pix:Pix:ms-mensal',
    ]);
    expect(summary(brazil({ allowed: ['nu-pay'] }))).toEqual([]);
  });

  it('should offer the card on file first, when the plan and the step take cards', () => {
    const cardOnFile = { paymentProfileId: 'pp_1', brand: 'visa' as const, last4: '1111' };
    expect(summary(brazil({ cardOnFile }))).toEqual([
      'card-on-file:Cartão Visa final 1111:ms-anual',
      'credit-card:Cartão de crédito:ms-anual',
      'pix:Pix:ms-anual',
      'bankslip:Boleto:ms-anual',
    ]);
    expect(paymentMethodOptions(brazil({ cardOnFile }))[0]?.cardOnFile).toEqual(cardOnFile);
    expect(summary(brazil({ cardOnFile, allowed: ['default-credit-card'] }))).toEqual([
      'card-on-file:Cartão Visa final 1111:ms-anual',
    ]);
    expect(summary(brazil({ cardOnFile, allowed: ['pix', 'bankslip'] }))).toEqual([
      'pix:Pix:ms-anual',
      'bankslip:Boleto:ms-anual',
    ]);
    expect(summary(mozambique({ cardOnFile }))).not.toContainEqual(
      expect.stringMatching(/^card-on-file/),
    );
  });

  it("should offer the step's in-person methods after the online ones only to an attendant", () => {
    const allowed = [
      'credit-card',
      'cash',
      'pix-in-person',
      'cheque',
      'credit-card-in-person',
    ] as const;
    expect(summary(brazil({ allowed, attendant: false }))).toEqual([
      'credit-card:Cartão de crédito:ms-anual',
    ]);
    expect(summary(brazil({ allowed, attendant: true }))).toEqual([
      'credit-card:Cartão de crédito:ms-anual',
      'cash:Dinheiro:ms-anual',
      'pix-in-person:Pix no balcão:ms-anual',
      'cheque:Cheque:ms-anual',
      'credit-card-in-person:Cartão na maquininha:ms-anual',
    ]);
    // Without the step asking for them, an attendant sees the online methods only.
    expect(summary(brazil({ attendant: true }))).toEqual([
      'credit-card:Cartão de crédito:ms-anual',
      'pix:Pix:ms-anual',
      'bankslip:Boleto:ms-anual',
    ]);
  });

  it('should leave M-Pesa out when the step allows cards only or the brand has none', () => {
    expect(summary(mozambique({ allowed: ['credit-card'] }))).toEqual([
      'creditcard:Cartão de crédito:wupmz-anual',
      'debitcard:Cartão de débito:wupmz-anual',
    ]);
    expect(summary(mozambique({ allowed: ['m-pesa'] }))).toEqual(['mpesa:M-Pesa:wupmz-anual']);
  });

  it('should accept the bank-slip spelling as boleto', () => {
    const plan = { ...ms.plans[0]!, paymentMethods: ['bank-slip' as const] };
    expect(summary(brazil({ plan }))).toEqual(['bankslip:Boleto:ms-anual']);
  });

  it("should offer the brand's active Mozambique methods with their names and plans", () => {
    expect(summary(mozambique())).toEqual([
      'creditcard:Cartão de crédito:wupmz-anual',
      'debitcard:Cartão de débito:wupmz-anual',
      'mpesa:M-Pesa:wupmz-anual',
    ]);
    expect(paymentMethodOptions(mozambique()).map((option) => option.kind)).toEqual([
      'credit-card',
      'credit-card',
      'm-pesa',
    ]);
  });

  it('should pick the Mozambique plan of the environment and leave out a method its plan cannot take', () => {
    const brand = fixtureBrand('falamais-mz');
    const methods = brand.mozambiquePaymentMethods!;
    const changed = {
      ...brand,
      mozambiquePaymentMethods: {
        creditcard: {
          ...methods.creditcard,
          planId: { ...methods.creditcard.planId, homolog: 'wupmz-mensal' },
        },
        debitcard: { ...methods.debitcard, active: false },
        boleto: { ...methods.boleto, active: true },
      },
    };
    // The boleto plan (wupmz-mensal) takes only cards, so boleto is left out.
    expect(summary(mozambique({ brand: changed, linkEnvironment: 'homolog' }))).toEqual([
      'creditcard:Cartão de crédito:wupmz-mensal',
    ]);
  });

  it('should offer nothing without a plan or Mozambique methods', () => {
    expect(paymentMethodOptions(brazil({ plan: undefined }))).toEqual([]);
    const brand = { ...fixtureBrand('falamais-mz'), mozambiquePaymentMethods: undefined };
    expect(paymentMethodOptions(mozambique({ brand }))).toEqual([]);
  });
});
