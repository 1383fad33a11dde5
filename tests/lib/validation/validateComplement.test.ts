import { validateComplement } from '@/lib/validation/validateComplement';

const invalid = 'Insira um complemento válido';

describe('validateComplement', () => {
  it('should be optional', () => {
    expect(validateComplement('')).toBeUndefined();
    expect(validateComplement('   ')).toBeUndefined();
  });

  it('should accept letters, accents, digits and single spaces', () => {
    expect(validateComplement('Apto 42 Bloco B')).toBeUndefined();
    expect(validateComplement('Sala 3 térreo')).toBeUndefined();
  });

  it('should accept the punctuation complements are written with', () => {
    expect(validateComplement('Apto. 42')).toBeUndefined();
    expect(validateComplement('Apto 42/B')).toBeUndefined();
    expect(validateComplement('apto 3 - bloco B')).toBeUndefined();
  });

  it('should reject double spaces and symbols', () => {
    expect(validateComplement('Apto  42')).toBe(invalid);
    expect(validateComplement('Apto @42')).toBe(invalid);
  });
});
