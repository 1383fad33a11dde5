import { cardBrandsFor } from '@/checkout/payment/cardBrandsFor';
import { validateCardCompany } from '@/lib/validation/validateCardCompany';

const REVIEW = 'Revise a bandeira do cartão.';

describe('validateCardCompany (CARD_COMPANY)', () => {
  it.each([
    ['visa', '4111 1111 1111 1111'],
    ['mastercard', '5555 5555 5555 4444'],
    ['american_express', '3782 822463 10005'],
    ['elo', '6362 9700 0045 7013'],
    ['diners', '3056 9309 0259 04'],
  ])('should accept %s for a number of that brand', (brand, number) => {
    expect(validateCardCompany(brand, number)).toBeUndefined();
  });

  it('should accept any offered brand while the number tells none yet', () => {
    expect(validateCardCompany('visa', '')).toBeUndefined();
    expect(validateCardCompany('mastercard', '9')).toBeUndefined();
  });

  it('should ask to review a brand that is not the number’s', () => {
    expect(validateCardCompany('mastercard', '4111 1111 1111 1111')).toBe(REVIEW);
    expect(validateCardCompany('american_express', '5555 5555 5555 4444')).toBe(REVIEW);
    // Elo ranges sit inside Visa's: 4011 78 is Elo.
    expect(validateCardCompany('visa', '4011 7800 0000 0000')).toBe(REVIEW);
  });

  it('should ask to review a brand the form does not offer', () => {
    expect(validateCardCompany('hipercard', '')).toBe(REVIEW);
    expect(validateCardCompany('elo', '6362 9700 0045 7013', cardBrandsFor('MZ'))).toBe(REVIEW);
    expect(validateCardCompany('visa', '4111 1111 1111 1111', cardBrandsFor('MZ'))).toBeUndefined();
  });
});
