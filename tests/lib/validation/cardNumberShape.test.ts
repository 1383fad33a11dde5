import { cardNumberShape } from '@/lib/validation/cardNumberShape';

describe('cardNumberShape', () => {
  it('should accept 14, 15 and 16 digits', () => {
    expect(cardNumberShape('36227206271667')).toBe(true);
    expect(cardNumberShape('378282246310005')).toBe(true);
    expect(cardNumberShape('4242424242424242')).toBe(true);
  });

  it('should reject 13 and 17 digits', () => {
    expect(cardNumberShape('4222222222222')).toBe(false);
    expect(cardNumberShape('42424242424242426')).toBe(false);
  });

  it('should count digits with the spaces of the 4-4-4-4, 4-6-5 and 4-6-4 shapes removed', () => {
    expect(cardNumberShape('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberShape('3782 822463 10005')).toBe(true);
    expect(cardNumberShape('3622 720627 1667')).toBe(true);
  });

  it('should let an empty value pass, like the checksum', () => {
    expect(cardNumberShape('')).toBe(true);
  });
});
