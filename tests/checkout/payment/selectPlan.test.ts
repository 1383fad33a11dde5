/** @jest-environment jsdom */
import { selectPlan } from '@/checkout/payment/selectPlan';
import { productPlansFixture } from './productPlansFixture';

const product = productPlansFixture();

describe('selectPlan', () => {
  it("should pick the product's annual plan by default", () => {
    expect(selectPlan(product)?.id).toBe('ms-anual');
  });

  it('should pick the oferta plan when it exists, else fall back', () => {
    expect(selectPlan(product, { oferta: 'ms-mensal' })?.id).toBe('ms-mensal');
    expect(selectPlan(product, { oferta: 'gone' })?.id).toBe('ms-anual');
  });

  it('should pick the plan an offer step stored in defaultSelectedPlan, after the oferta', () => {
    sessionStorage.setItem('defaultSelectedPlan', JSON.stringify('ms-mensal'));
    try {
      expect(selectPlan(product)?.id).toBe('ms-mensal');
      expect(selectPlan(product, { oferta: 'ms-intensivo' })?.id).toBe('ms-intensivo');
      sessionStorage.setItem('defaultSelectedPlan', JSON.stringify('gone'));
      expect(selectPlan(product)?.id).toBe('ms-anual');
    } finally {
      sessionStorage.clear();
    }
  });

  it("should pick the step's plan strictly, before the oferta", () => {
    expect(selectPlan(product, { planId: 'ms-mensal', oferta: 'ms-anual' })?.id).toBe('ms-mensal');
    expect(selectPlan(product, { planId: 'gone' })).toBeUndefined();
  });

  it('should fall back to the monthly plan, then the first plan, then nothing', () => {
    const noAnnual = {
      ...product,
      planIds: { anualProductId: 'gone', monthlyProductId: 'ms-mensal' },
    };
    expect(selectPlan(noAnnual)?.id).toBe('ms-mensal');
    expect(selectPlan({ ...product, planIds: { anualProductId: 'gone' } })?.id).toBe('ms-anual');
    expect(selectPlan({ ...product, plans: [] })).toBeUndefined();
  });
});
