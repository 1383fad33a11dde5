import { validateCardBrandChoice } from '@/lib/validation/validateCardBrandChoice';

describe('validateCardBrandChoice', () => {
  it('should accept any chosen brand (whether it fits is CARD_COMPANY’s rule)', () => {
    expect(validateCardBrandChoice('mastercard')).toBeUndefined();
    expect(validateCardBrandChoice('american_express')).toBeUndefined();
    expect(validateCardBrandChoice('hipercard')).toBeUndefined();
  });

  it('should ask for a brand when none is chosen', () => {
    expect(validateCardBrandChoice(undefined)).toBe('Selecione a bandeira do cartão');
    expect(validateCardBrandChoice(null)).toBe('Selecione a bandeira do cartão');
    expect(validateCardBrandChoice('')).toBe('Selecione a bandeira do cartão');
    expect(validateCardBrandChoice('  ')).toBe('Selecione a bandeira do cartão');
  });
});
