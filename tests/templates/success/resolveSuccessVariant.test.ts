import { resolveSuccessVariant } from '@/templates/success/resolveSuccessVariant';
import type { StoredPurchase } from '@/checkout/sessionStore';

const purchase = (method: StoredPurchase['method'], extra: Partial<StoredPurchase> = {}) =>
  ({
    leadId: 'lead-1',
    reference: 'pay_1',
    planId: 'ms-anual',
    planName: 'Plano Anual',
    amount: 114000,
    currency: 'R$',
    method,
    installments: 1,
    ...extra,
  }) satisfies StoredPurchase;

describe('resolveSuccessVariant', () => {
  it.each([
    ['upsell', purchase('credit-card', { paid: true }), 'upsell'],
    ['main-plus-upsell', purchase('credit-card', { paid: true }), 'main-plus-upsell'],
    [undefined, purchase('credit-card', { paid: true }), 'default'],
    [undefined, purchase('bankslip'), 'bankslip'],
    ['default', purchase('bankslip'), 'bankslip'],
    ['upsell', purchase('bankslip'), 'bankslip'],
    ['upsell', purchase('cash', { pending: true }), 'default'],
    [undefined, purchase('pix', { paid: true }), 'default'],
    ['bankslip', null, 'bankslip'],
    [undefined, undefined, 'default'],
  ] as const)('should show %p after a %p purchase as %s', (variant, bought, expected) => {
    expect(resolveSuccessVariant(variant, bought)).toBe(expected);
  });
});
