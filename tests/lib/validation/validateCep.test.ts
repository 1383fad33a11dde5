import { validateCep } from '@/lib/validation/validateCep';

const invalid = 'Insira um CEP válido';

describe('validateCep', () => {
  it('should accept the shape 00000-000 and the same eight digits bare', () => {
    expect(validateCep('01310-100')).toBeUndefined();
    expect(validateCep('01310100')).toBeUndefined();
    expect(validateCep(' 01310-100 ')).toBeUndefined();
  });

  it('should reject other shapes', () => {
    expect(validateCep('')).toBe(invalid);
    expect(validateCep('0131-0100')).toBe(invalid);
    expect(validateCep('01310-10')).toBe(invalid);
    expect(validateCep('01310-1000')).toBe(invalid);
    expect(validateCep('0131010')).toBe(invalid);
    expect(validateCep('01310.100')).toBe(invalid);
    expect(validateCep('ABCDE-FGH')).toBe(invalid);
  });
});
