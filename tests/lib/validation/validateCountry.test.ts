import { validateCountry } from '@/lib/validation/validateCountry';

const invalid = 'Insira um pais válido';

describe('validateCountry', () => {
  it('should accept letters, accents, digits and single spaces', () => {
    expect(validateCountry('Moçambique')).toBeUndefined();
    expect(validateCountry('Conceição 2ª Etapa')).toBeUndefined();
    expect(validateCountry('  Moçambique ')).toBeUndefined();
  });

  it('should be required', () => {
    expect(validateCountry('')).toBe(invalid);
    expect(validateCountry('   ')).toBe(invalid);
  });

  it('should reject double spaces between words', () => {
    expect(validateCountry('Vila  Nova')).toBe(invalid);
  });

  it('should reject punctuation and symbols', () => {
    expect(validateCountry('Av. Paulista')).toBe(invalid);
    expect(validateCountry('Rua A, 10')).toBe(invalid);
    expect(validateCountry('Rua #10')).toBe(invalid);
  });
});
