import { cardCvvLength } from '@/lib/validation/cardCvvLength';

describe('cardCvvLength', () => {
  it('should be 4 for American Express', () => {
    expect(cardCvvLength('american_express')).toBe(4);
  });

  it.each(['visa', 'mastercard', 'elo', 'diners'] as const)('should be 3 for %s', (brand) => {
    expect(cardCvvLength(brand)).toBe(3);
  });

  it('should be 3 while the brand is unknown', () => {
    expect(cardCvvLength(undefined)).toBe(3);
  });
});
