import { validateCardExpireDate } from '@/lib/validation/validateCardExpireDate';

const invalid = 'Revise a data de validade.';
const march2026 = new Date(2026, 2, 15, 12, 0);

describe('validateCardExpireDate', () => {
  it('should accept the current month', () => {
    expect(validateCardExpireDate('03/26', march2026)).toBeUndefined();
  });

  it('should reject the previous month and earlier years', () => {
    expect(validateCardExpireDate('02/26', march2026)).toBe(invalid);
    expect(validateCardExpireDate('12/25', march2026)).toBe(invalid);
  });

  it('should count the 10 years ahead by year: any month of the tenth year, none of the eleventh', () => {
    expect(validateCardExpireDate('03/36', march2026)).toBeUndefined();
    expect(validateCardExpireDate('12/36', march2026)).toBeUndefined();
    expect(validateCardExpireDate('01/37', march2026)).toBe(invalid);
  });

  it('should accept 12/36 on 2026-11-23, as card validators do', () => {
    expect(validateCardExpireDate('12/36', new Date(2026, 10, 23, 10, 0))).toBeUndefined();
  });

  it('should read a 2-digit year as 20YY and also accept 4 digits', () => {
    expect(validateCardExpireDate('05/30', march2026)).toBeUndefined();
    expect(validateCardExpireDate('05/2030', march2026)).toBeUndefined();
    expect(validateCardExpireDate('05/99', march2026)).toBe(invalid);
    expect(validateCardExpireDate('01/2037', march2026)).toBe(invalid);
    expect(validateCardExpireDate('05/1930', march2026)).toBe(invalid);
  });

  it('should reject month 00 and 13 and accept 01 and 12', () => {
    expect(validateCardExpireDate('00/27', march2026)).toBe(invalid);
    expect(validateCardExpireDate('13/27', march2026)).toBe(invalid);
    expect(validateCardExpireDate('01/27', march2026)).toBeUndefined();
    expect(validateCardExpireDate('12/27', march2026)).toBeUndefined();
  });

  it('should judge by the month of now, on its last minute too', () => {
    const newYearsEve = new Date(2026, 11, 31, 23, 59);
    expect(validateCardExpireDate('12/26', newYearsEve)).toBeUndefined();
    expect(validateCardExpireDate('11/26', newYearsEve)).toBe(invalid);
    expect(validateCardExpireDate('12/36', newYearsEve)).toBeUndefined();
    expect(validateCardExpireDate('01/37', newYearsEve)).toBe(invalid);
  });

  it('should reject values not written MM/AA or MM/AAAA', () => {
    expect(validateCardExpireDate('', march2026)).toBe(invalid);
    expect(validateCardExpireDate('3/27', march2026)).toBe(invalid);
    expect(validateCardExpireDate('0327', march2026)).toBe(invalid);
    expect(validateCardExpireDate('03/2', march2026)).toBe(invalid);
    expect(validateCardExpireDate('03/270', march2026)).toBe(invalid);
    expect(validateCardExpireDate('ab/cd', march2026)).toBe(invalid);
  });

  it('should use the current date when none is given', () => {
    const now = new Date();
    const month = String(now.getMonth() + 1).padStart(2, '0');
    const year = String(now.getFullYear() % 100).padStart(2, '0');
    expect(validateCardExpireDate(`${month}/${year}`)).toBeUndefined();
    expect(validateCardExpireDate(`${month}/${String(now.getFullYear() - 1)}`)).toBe(invalid);
  });
});
