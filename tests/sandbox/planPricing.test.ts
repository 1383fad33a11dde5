import type { CataloguePlan } from '@/sandbox/catalogueTypes';
import { expectedPaymentAmount, findVoucher, pricePlan } from '@/sandbox/planPricing';

const plan: CataloguePlan = {
  id: 'ms-anual',
  code: 'MS-ANUAL',
  name: 'Plano Anual',
  type: 'yearly',
  currency: 'R$',
  amount: 114000,
  standardAmount: 144000,
  installments: [
    { id: 1, value: 114000, standardValue: 144000, tax: 0, totalValue: 114000 },
    { id: 12, value: 9500, standardValue: 12000, tax: 0, totalValue: 114000 },
  ],
  paymentMethods: ['credit-card', 'pix'],
  price: {
    productCyclePrice: 9500,
    productFullPrice: 114000,
    productStandardCycle: 12000,
    productStandardPrice: 144000,
  },
  vouchers: [{ code: 'BLACKFRIDAY', discount: 12000, description: 'Black Friday' }],
};

describe('planPricing', () => {
  it('should turn 12x R$95,00 into 12x R$85,00 with the R$120,00 Black Friday voucher (spec §9)', () => {
    const priced = pricePlan(plan, 'blackfriday');
    expect(priced.amount).toBe(102000);
    expect(priced.installments.map((item) => [item.id, item.value, item.totalValue])).toEqual([
      [1, 102000, 102000],
      [12, 8500, 102000],
    ]);
    expect(priced.price).toEqual({
      productCyclePrice: 8500,
      productFullPrice: 102000,
      productStandardCycle: 12000,
      productStandardPrice: 144000,
    });
    expect(priced).not.toHaveProperty('vouchers');
  });

  it('should leave the plan as is without a voucher it accepts', () => {
    expect(pricePlan(plan, 'NOPE')).toMatchObject({ amount: 114000, appliedVoucher: null });
    expect(findVoucher(plan, undefined)).toBeUndefined();
  });

  it('should expect the installment total for a card and the plan amount otherwise', () => {
    const priced = pricePlan(plan);
    expect(expectedPaymentAmount(priced, 'credit-card', 12)).toBe(114000);
    expect(expectedPaymentAmount(priced, 'credit-card', 5)).toBeUndefined();
    expect(expectedPaymentAmount(priced, 'pix', 1)).toBe(114000);
  });
});
