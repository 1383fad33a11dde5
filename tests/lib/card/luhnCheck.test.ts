import { luhnCheck } from '@/lib/card/luhnCheck';

describe('luhnCheck', () => {
  it('should accept a number whose digit sum is a multiple of 10', () => {
    expect(luhnCheck('4242424242424242')).toBe(true);
    expect(luhnCheck('378282246310005')).toBe(true);
  });

  it('should reject a number whose digit sum is not a multiple of 10', () => {
    expect(luhnCheck('4242424242424241')).toBe(false);
  });

  it('should remove spaces before checking', () => {
    expect(luhnCheck('4242 4242 4242 4242')).toBe(true);
    expect(luhnCheck(' 4242 4242 4242 4242 ')).toBe(true);
  });

  it('should treat an empty value as valid', () => {
    expect(luhnCheck('')).toBe(true);
    expect(luhnCheck('   ')).toBe(true);
  });

  it('should reject anything non-numeric', () => {
    expect(luhnCheck('4242-4242-4242-4242')).toBe(false);
    expect(luhnCheck('424242424242424a')).toBe(false);
    expect(luhnCheck('４２４２４２４２４２４２４２４２')).toBe(false);
  });

  it('should reject a checksum of zero even though zero is a multiple of 10', () => {
    expect(luhnCheck('0000000000000000')).toBe(false);
    expect(luhnCheck('0')).toBe(false);
  });

  it('should accept short and long numbers alike, leaving length to the shape rule', () => {
    expect(luhnCheck('18')).toBe(true);
    expect(luhnCheck('42424242424242426')).toBe(true);
  });
});
