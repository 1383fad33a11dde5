import { validateAddress } from '@/checkout/validation/validateAddress';

const invalid = 'Insira um endereço válido';

describe('validateAddress', () => {
  it('should accept letters, accents, digits and single spaces', () => {
    expect(validateAddress('Rua Augusta 1500')).toBeUndefined();
    expect(validateAddress('Conceição 2ª Etapa')).toBeUndefined();
    expect(validateAddress('  Rua Augusta 1500 ')).toBeUndefined();
  });

  it('should be required', () => {
    expect(validateAddress('')).toBe(invalid);
    expect(validateAddress('   ')).toBe(invalid);
  });

  it('should reject double spaces between words', () => {
    expect(validateAddress('Vila  Nova')).toBe(invalid);
  });

  it('should reject punctuation and symbols', () => {
    expect(validateAddress('Av. Paulista')).toBe(invalid);
    expect(validateAddress('Rua A, 10')).toBe(invalid);
    expect(validateAddress('Rua #10')).toBe(invalid);
  });
});
