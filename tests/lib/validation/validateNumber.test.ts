import { validateNumber } from '@/lib/validation/validateNumber';

describe('validateNumber', () => {
  it('should be required', () => {
    expect(validateNumber('')).toBe('Insira um número válido');
    expect(validateNumber('   ')).toBe('Insira um número válido');
  });

  it('should accept any street number the buyer writes', () => {
    expect(validateNumber('1500')).toBeUndefined();
    expect(validateNumber('12A')).toBeUndefined();
    expect(validateNumber('S/N')).toBeUndefined();
  });
});
