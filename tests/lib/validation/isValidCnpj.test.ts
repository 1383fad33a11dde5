import { isValidCnpj } from '@/lib/validation/isValidCnpj';

describe('isValidCnpj', () => {
  it('should accept valid bare CNPJs, numeric and alphanumeric', () => {
    expect(isValidCnpj('11444777000161')).toBe(true);
    expect(isValidCnpj('54550752000155')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });

  it('should reject formatting, lower case, repeated characters and wrong check digits', () => {
    expect(isValidCnpj('11.444.777/0001-61')).toBe(false);
    expect(isValidCnpj('12abc34501de35')).toBe(false);
    expect(isValidCnpj('77777777777777')).toBe(false);
    expect(isValidCnpj('11444777000160')).toBe(false);
  });
});
