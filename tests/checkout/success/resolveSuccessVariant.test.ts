import { resolveSuccessVariant } from '@/checkout/success/resolveSuccessVariant';

describe('resolveSuccessVariant', () => {
  it.each([
    ['upsell', { route: 'bankslip' }, 'upsell'],
    ['main-plus-upsell', {}, 'main-plus-upsell'],
    ['default', { boleto: '/b' }, 'default'],
    [undefined, { route: 'bankslip' }, 'bankslip'],
    [undefined, { boleto: '/api/sandbox/boleto/1' }, 'default'],
    [undefined, { route: 'pix' }, 'default'],
    [undefined, { boleto: '' }, 'default'],
    [undefined, {}, 'default'],
  ] as const)('should pick %p with query %p as %s', (variant, query, expected) => {
    expect(resolveSuccessVariant(variant, query)).toBe(expected);
  });
});
