/**
 * @jest-environment jsdom
 */
import { checkoutAnalytics } from '@/platform/analytics/checkoutAnalytics';
import { startDataLayer } from '@/platform/analytics/dataLayer';
import { paymentTypeName } from '@/platform/analytics/ecommerceEvents';

const page = { checkoutGTM: 'GTM-MDV4L1D', productTitle: 'Revalida Medicina', business: 'medcof' };
const plan = { id: 'plan-ms-anual', name: 'Anual', amount: 1872000, currency: 'R$' };
const buyer = {
  name: 'Maria Souza',
  email: 'maria.souza@example.com',
  phone: '11912345678',
  cpf: '29537995593',
};
const card = { number: '4111111111111111', cvv: '123', expiry: '12/30' };

/** Every string and number of a value, deep. */
function leaves(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') return Object.values(value as object).flatMap(leaves);
  return [String(value)];
}

describe('checkoutAnalytics (GA4 ecommerce on the dataLayer)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('should push begin_checkout, add_payment_info and purchase in GA4 form, each after { ecommerce: null }', () => {
    startDataLayer(() => 42);
    checkoutAnalytics.beginCheckout(page, plan);
    checkoutAnalytics.beginCheckout(page, plan);
    checkoutAnalytics.addPaymentInfo(page, plan, 'credit-card', 1872000);
    checkoutAnalytics.purchase(page, {
      reference: 'pay_123',
      planId: plan.id,
      planName: 'Anual',
      amount: 1872000,
      currency: 'R$',
      method: 'credit-card',
    });
    checkoutAnalytics.purchase(page, {
      reference: 'pay_123',
      planId: plan.id,
      planName: 'Anual',
      amount: 1872000,
      currency: 'R$',
      method: 'credit-card',
    });
    const item = {
      item_id: 'plan-ms-anual',
      item_name: 'Revalida Medicina - Anual',
      price: 18720,
      quantity: 1,
      item_brand: 'medcof',
    };
    expect(window.dataLayer).toEqual([
      { 'gtm.start': 42, event: 'gtm.js' },
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: { currency: 'BRL', value: 18720, items: [item] } },
      { ecommerce: null },
      {
        event: 'add_payment_info',
        ecommerce: { currency: 'BRL', value: 18720, items: [item], payment_type: 'credit_card' },
      },
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          currency: 'BRL',
          value: 18720,
          items: [item],
          transaction_id: 'pay_123',
          payment_type: 'credit_card',
        },
      },
    ]);
  });

  it('should use MZN for the metical and name boleto and Pix payments', () => {
    checkoutAnalytics.addPaymentInfo(page, { ...plan, id: 'mz', currency: 'MT' }, 'bankslip');
    expect(window.dataLayer?.[1]).toMatchObject({
      ecommerce: { currency: 'MZN', payment_type: 'boleto' },
    });
    expect(paymentTypeName('pix')).toBe('pix');
  });

  it('should push nothing for a product without a tag manager', () => {
    checkoutAnalytics.beginCheckout({ ...page, checkoutGTM: null }, { ...plan, id: 'other' });
    checkoutAnalytics.purchase(
      { ...page, checkoutGTM: null },
      { reference: 'pay_9', planId: 'x', planName: 'x', amount: 1, currency: 'R$', method: 'pix' },
    );
    expect(window.dataLayer).toEqual([]);
  });

  it('should never carry personal or card data in any pushed value', () => {
    checkoutAnalytics.beginCheckout(page, { ...plan, id: 'p2' });
    checkoutAnalytics.addPaymentInfo(page, { ...plan, id: 'p2' }, 'credit-card');
    checkoutAnalytics.purchase(page, {
      reference: 'pay_456',
      planId: 'p2',
      planName: 'Anual',
      amount: 100,
      currency: 'R$',
      method: 'pix',
    });
    const values = leaves(window.dataLayer).join('\n');
    expect(window.dataLayer?.length).toBe(6);
    for (const secret of [...Object.values(buyer), ...Object.values(card)])
      expect(values).not.toContain(secret);
    expect(values).not.toMatch(/@|\b\d{11}\b|\b\d{13,19}\b/);
    const keys = JSON.stringify(window.dataLayer);
    expect(keys).not.toMatch(/"(email|name|phone|cpf|document|card\w*|cvv|holder)"/i);
  });
});
