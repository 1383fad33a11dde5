import { validateCardCvv } from '@/lib/validation/validateCardCvv';

const invalid = 'Revise o código de segurança.';

describe('validateCardCvv', () => {
  it('should reject 2 digits, accept 3 and 4, reject 5', () => {
    expect(validateCardCvv('12')).toBe(invalid);
    expect(validateCardCvv('123')).toBeUndefined();
    expect(validateCardCvv('1234')).toBeUndefined();
    expect(validateCardCvv('12345')).toBe(invalid);
  });

  it('should require the expected length when given', () => {
    expect(validateCardCvv('123', 3)).toBeUndefined();
    expect(validateCardCvv('1234', 3)).toBe(invalid);
    expect(validateCardCvv('1234', 4)).toBeUndefined();
    expect(validateCardCvv('123', 4)).toBe(invalid);
  });

  it('should reject non-digits and an empty code', () => {
    expect(validateCardCvv('')).toBe(invalid);
    expect(validateCardCvv('12a')).toBe(invalid);
    expect(validateCardCvv('1 23')).toBe(invalid);
  });
});
