import { validateCnpj } from '@/lib/validation/validateCnpj';

const invalid = 'Revise o CNPJ.';

describe('validateCnpj', () => {
  it('should accept a valid numeric CNPJ formatted or bare', () => {
    expect(validateCnpj('11.444.777/0001-61')).toBeUndefined();
    expect(validateCnpj('11444777000161')).toBeUndefined();
  });

  it('should accept the alphanumeric CNPJ, letters in any case', () => {
    expect(validateCnpj('12.ABC.345/01DE-35')).toBeUndefined();
    expect(validateCnpj('12ABC34501DE35')).toBeUndefined();
    expect(validateCnpj('12.abc.345/01de-35')).toBeUndefined();
  });

  it('should reject wrong check digits in both forms', () => {
    expect(validateCnpj('11.444.777/0001-62')).toBe(invalid);
    expect(validateCnpj('12ABC34501DE36')).toBe(invalid);
    expect(validateCnpj('12ABC34501DF35')).toBe(invalid);
  });

  it('should reject letters in the check digits', () => {
    expect(validateCnpj('12ABC34501DE3A')).toBe(invalid);
  });

  it('should reject values of one repeated character', () => {
    expect(validateCnpj('00000000000000')).toBe(invalid);
    expect(validateCnpj('22.222.222/2222-22')).toBe(invalid);
  });

  it('should reject other formats and lengths', () => {
    expect(validateCnpj('')).toBe(invalid);
    expect(validateCnpj('1144477700016')).toBe(invalid);
    expect(validateCnpj('114447770001611')).toBe(invalid);
    expect(validateCnpj('11.444.777.0001-61')).toBe(invalid);
    expect(validateCnpj('12.AB!.345/01DE-35')).toBe(invalid);
  });
});
