import { isValidCpf } from '@/lib/validation/isValidCpf';

describe('isValidCpf', () => {
  it('should accept valid bare CPFs, including check digits that wrap to 0', () => {
    expect(isValidCpf('29537995593')).toBe(true);
    expect(isValidCpf('40364478829')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
  });

  it('should reject formatting, repeated digits and wrong check digits', () => {
    expect(isValidCpf('295.379.955-93')).toBe(false);
    expect(isValidCpf('55555555555')).toBe(false);
    expect(isValidCpf('12345678900')).toBe(false);
  });
});
