import { cardBrands, isCardBrand } from '@/lib/card/cardBrand';

describe('cardBrand', () => {
  it('should list the five brands of spec §3 with the names a buyer sees', () => {
    expect(cardBrands).toEqual([
      { value: 'american_express', name: 'Amex' },
      { value: 'visa', name: 'Visa' },
      { value: 'mastercard', name: 'Mastercard' },
      { value: 'elo', name: 'Elo' },
      { value: 'diners', name: 'Diners' },
    ]);
  });

  it('should recognise brand values and nothing else', () => {
    expect(isCardBrand('elo')).toBe(true);
    expect(isCardBrand('Amex')).toBe(false);
    expect(isCardBrand('hipercard')).toBe(false);
    expect(isCardBrand('')).toBe(false);
    expect(isCardBrand(undefined)).toBe(false);
    expect(isCardBrand(null)).toBe(false);
  });
});
