import { hideLogo, logoWidth, showBackButton, showSellerBanner } from '@/renderer/rules/shellRules';

describe('showBackButton', () => {
  it.each([
    ['/upsell-payment', true],
    ['/payment', true],
    ['/payment/', true],
    ['/video', true],
    ['/payment/upsell', true],
    ['/presentation', true],
    ['/order-bump-presentation', true],
    ['/select-school', true],
    ['/lead', false],
    ['/success', false],
    ['/pix', false],
    ['/payment/inv-42', false],
    ['/video/upsell', false],
    ['/multiprofile-presentation', false],
  ])("should show 'Voltar' on %p: %p", (pathname, expected) => {
    expect(showBackButton(pathname)).toBe(expected);
  });
});

describe('hideLogo', () => {
  it.each([
    ['/payment/upsell', false, true],
    ['/success/upsell', false, true],
    ['/video/upsell', false, true],
    ['/upsell-presentation', false, true],
    ['/multiprofile-upsell-presentation', false, true],
    ['/livelo/cpf', false, true],
    ['/livelo/payment-method', false, true],
    ['/livelo/code', false, true],
    ['/livelo', false, true],
    ['/payment-verification', false, true],
    ['/parsing', false, true],
    ['/success-invoice', false, true],
    ['/success-invoice/', false, true],
    ['/payment/upsell', true, false],
    ['/livelo/cpf', true, false],
    ['/parsing', true, false],
    ['/lead', false, false],
    ['/payment', false, false],
    ['/success', false, false],
    ['/livelos', false, false],
    ['/subscription-welcome', false, false],
  ])(
    'should hide the logo on %p when the step has a logo %p: %p',
    (pathname, stepHasLogo, expected) => {
      expect(hideLogo(pathname, stepHasLogo)).toBe(expected);
    },
  );
});

describe('showSellerBanner', () => {
  it.each([
    ['/lead', 'ana', 'Ana Paula', true],
    ['/payment/upsell', 'franchising', 'Franquias', true],
    ['/lead', 'performance', 'Performance', false],
    ['/payment-verification', 'ana', 'Ana Paula', false],
    ['/payment-verification/', 'ana', 'Ana Paula', false],
    ['/lead', '', 'Ana Paula', false],
    ['/lead', undefined, 'Ana Paula', false],
    ['/lead', 'ana', null, false],
    ['/lead', 'ana', ' ', false],
  ])(
    "should show 'Atendimento' on %p for seller %p named %p by the lookup: %p",
    (pathname, seller, sellerName, expected) => {
      expect(showSellerBanner({ pathname, seller, sellerName })).toBe(expected);
    },
  );
});

describe('logoWidth', () => {
  it.each([
    [undefined, undefined, 110],
    [undefined, 1024, 110],
    [160, 1024, 160],
    [160, undefined, 160],
    [160, 250, 160],
    [160, 249, 110],
    [160, 200, 110],
    [0, 1024, 110],
    [-20, 1024, 110],
    [Number.NaN, 1024, 110],
  ])('should give props width %p in a %p px window %p px', (propsWidth, windowWidth, expected) => {
    expect(logoWidth({ propsWidth, windowWidth })).toBe(expected);
  });
});
