import { isAddressText } from '@/lib/validation/isAddressText';

describe('isAddressText', () => {
  it('should accept letters with accents, digits, ordinals and single spaces', () => {
    expect(isAddressText('Rua São João 12')).toBe(true);
    expect(isAddressText('2ª Travessa')).toBe(true);
    expect(isAddressText('Maputo')).toBe(true);
  });

  it('should reject empty text, double spaces, tabs and punctuation', () => {
    expect(isAddressText('')).toBe(false);
    expect(isAddressText('Rua  A')).toBe(false);
    expect(isAddressText('Rua\tA')).toBe(false);
    expect(isAddressText('Rua-A')).toBe(false);
  });
});
