import { validateCity } from '@/lib/validation/validateCity';

const invalid = 'Insira uma cidade válida';

describe('validateCity', () => {
  it('should accept letters, accents, digits and single spaces', () => {
    expect(validateCity('São Paulo')).toBeUndefined();
    expect(validateCity('Conceição 2ª Etapa')).toBeUndefined();
    expect(validateCity('  São Paulo ')).toBeUndefined();
  });

  it('should be required', () => {
    expect(validateCity('')).toBe(invalid);
    expect(validateCity('   ')).toBe(invalid);
  });

  it('should reject double spaces between words', () => {
    expect(validateCity('Vila  Nova')).toBe(invalid);
  });

  it('should reject punctuation and symbols', () => {
    expect(validateCity('Av. Paulista')).toBe(invalid);
    expect(validateCity('Rua A, 10')).toBe(invalid);
    expect(validateCity('Rua #10')).toBe(invalid);
  });
});
