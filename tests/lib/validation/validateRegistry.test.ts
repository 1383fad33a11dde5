import { validateRegistry } from '@/lib/validation/validateRegistry';

describe('validateRegistry', () => {
  it('should check 11 digits as a CPF', () => {
    expect(validateRegistry('29537995593')).toBeUndefined();
    expect(validateRegistry('295.379.955-93')).toBeUndefined();
    expect(validateRegistry('29537995592')).toBe('Insira um CPF válido.');
    expect(validateRegistry('111.111.111-11')).toBe('Insira um CPF válido.');
  });

  it('should check 14 characters as a CNPJ, the alphanumeric form included', () => {
    expect(validateRegistry('11.444.777/0001-61')).toBeUndefined();
    expect(validateRegistry('12.ABC.345/01DE-35')).toBeUndefined();
    expect(validateRegistry('12abc34501de35')).toBeUndefined();
    expect(validateRegistry('11444777000162')).toBe('Insira um CNPJ válido.');
    expect(validateRegistry('12ABC34501DE99')).toBe('Insira um CNPJ válido.');
  });

  it('should ask to review the field for any other length', () => {
    expect(validateRegistry('')).toBe('Revise este campo.');
    expect(validateRegistry('2953799559')).toBe('Revise este campo.');
    expect(validateRegistry('295379955930')).toBe('Revise este campo.');
    expect(validateRegistry('114447770001612')).toBe('Revise este campo.');
  });

  it('should ask to review the field when a CPF holds other characters', () => {
    expect(validateRegistry('!40364478829')).toBe('Revise este campo.');
    expect(validateRegistry('2953799559A')).toBe('Revise este campo.');
  });
});
