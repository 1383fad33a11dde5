import { validateAddress } from '@/lib/validation/validateAddress';

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

  it('should accept the abbreviations and punctuation real streets are written with', () => {
    expect(validateAddress('Av. Paulista')).toBeUndefined();
    expect(validateAddress('Av. Julius Nyerere, 123')).toBeUndefined();
    expect(validateAddress('R. 7 de Setembro, 45 - apto 3')).toBeUndefined();
    expect(validateAddress("Rua D'Ávila, nº 10/B")).toBeUndefined();
  });

  it('should reject symbols that are no part of an address, and punctuation alone', () => {
    expect(validateAddress('Rua <b>10</b>')).toBe(invalid);
    expect(validateAddress('Rua A; DROP')).toBe(invalid);
    expect(validateAddress('Rua #10')).toBe(invalid);
    expect(validateAddress('...')).toBe(invalid);
  });
});
