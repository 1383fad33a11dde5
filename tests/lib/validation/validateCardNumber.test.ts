import { validateCardNumber } from '@/lib/validation/validateCardNumber';

const invalid = 'Revise o número do cartão.';

describe('validateCardNumber', () => {
  it('should accept 15 and 16 digits that pass the checksum', () => {
    expect(validateCardNumber('378282246310005')).toBeUndefined();
    expect(validateCardNumber('4242424242424242')).toBeUndefined();
  });

  it('should reject 14 digits that pass the checksum, as the payment API does (spec §9)', () => {
    expect(validateCardNumber('36227206271667')).toBe(invalid);
    expect(validateCardNumber('3622 720627 1667')).toBe(invalid);
  });

  it('should reject 13 and 17 digits that pass the checksum', () => {
    expect(validateCardNumber('4222222222222')).toBe(invalid);
    expect(validateCardNumber('42424242424242426')).toBe(invalid);
  });

  it('should accept the formatted shapes 4-4-4-4 and 4-6-5', () => {
    expect(validateCardNumber('4111 1111 1111 1111')).toBeUndefined();
    expect(validateCardNumber('3782 822463 10005')).toBeUndefined();
  });

  it('should reject a number that fails the checksum', () => {
    expect(validateCardNumber('4242424242424241')).toBe(invalid);
    expect(validateCardNumber('0000000000000000')).toBe(invalid);
  });

  it('should reject an empty number and non-digits', () => {
    expect(validateCardNumber('')).toBe(invalid);
    expect(validateCardNumber('    ')).toBe(invalid);
    expect(validateCardNumber('abcd123412341234')).toBe(invalid);
    expect(validateCardNumber('4242-4242-4242-4242')).toBe(invalid);
  });
});
