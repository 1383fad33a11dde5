import { validateCardBrandChoice } from '@/checkout/validation/validateCardBrandChoice';

describe('validateCardBrandChoice', () => {
  it('should accept a chosen brand', () => {
    expect(validateCardBrandChoice('mastercard')).toBeUndefined();
    expect(validateCardBrandChoice('american_express')).toBeUndefined();
  });

  it('should ask to select the brand when none is chosen', () => {
    expect(validateCardBrandChoice(undefined)).toBe('Selecione a bandeira do cartão');
    expect(validateCardBrandChoice(null)).toBe('Selecione a bandeira do cartão');
    expect(validateCardBrandChoice('')).toBe('Selecione a bandeira do cartão');
    expect(validateCardBrandChoice('Amex')).toBe('Selecione a bandeira do cartão');
  });
});
