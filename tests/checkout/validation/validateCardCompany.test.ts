import { validateCardCompany } from '@/checkout/validation/validateCardCompany';

describe('validateCardCompany', () => {
  it.each(['american_express', 'visa', 'mastercard', 'elo', 'diners'])(
    'should accept %s',
    (brand) => {
      expect(validateCardCompany(brand)).toBeUndefined();
    },
  );

  it('should ask to review the brand when it is missing or unknown', () => {
    expect(validateCardCompany('')).toBe('Revise a bandeira do cartão.');
    expect(validateCardCompany(undefined)).toBe('Revise a bandeira do cartão.');
    expect(validateCardCompany(null)).toBe('Revise a bandeira do cartão.');
    expect(validateCardCompany('hipercard')).toBe('Revise a bandeira do cartão.');
  });
});
