import { successDisplay } from '@/checkout/success/successDisplay';

const brand = {
  success: {
    displayHeader: { default: true, bankslip: false },
    displayIcon: true,
    displayAccessButton: false,
  },
  upsell: {
    displayHeader: false,
    upsellVideoPresentation: true,
    displayUpsellThemeOnOfferCard: false,
  },
};

describe('successDisplay', () => {
  it('should take every flag from the brand when the props set none', () => {
    expect(successDisplay('default', {}, brand)).toEqual({
      header: true,
      icon: true,
      accessButton: false,
      upsellVideoPresentation: true,
      upsellThemeOnOfferCard: false,
    });
  });

  it.each([
    ['default', true],
    ['bankslip', false],
    ['upsell', false],
    ['main-plus-upsell', true],
  ] as const)('should take the %s header flag from the brand as %p', (variant, header) => {
    expect(successDisplay(variant, {}, brand).header).toBe(header);
  });

  it('should let the props override each flag', () => {
    expect(
      successDisplay(
        'bankslip',
        {
          displayHeader: true,
          displayIcon: false,
          displayAccessButton: true,
          upsellOffer: { upsellVideoPresentation: false, displayUpsellThemeOnOfferCard: true },
        },
        brand,
      ),
    ).toEqual({
      header: true,
      icon: false,
      accessButton: true,
      upsellVideoPresentation: false,
      upsellThemeOnOfferCard: true,
    });
  });
});
