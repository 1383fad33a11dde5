import { formatCardNumber } from '@/checkout/format/formatCardNumber';

describe('formatCardNumber', () => {
  it('should group 16 digits 4-4-4-4', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('5555555555554444')).toBe('5555 5555 5555 4444');
  });

  it('should group American Express 4-6-5 and stop at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });

  it('should group a 14-digit Diners 4-6-4 and a 16-digit Diners 4-4-4-4', () => {
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatCardNumber('3056930009020004')).toBe('3056 9300 0902 0004');
  });

  it('should format as the buyer types', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('3782822')).toBe('3782 822');
    expect(formatCardNumber('37828224631')).toBe('3782 822463 1');
  });

  it('should reformat what is already formatted and drop other characters', () => {
    expect(formatCardNumber('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242-42x42')).toBe('4242 4242 4242');
  });

  it('should stop at 16 digits', () => {
    expect(formatCardNumber('42424242424242421234')).toBe('4242 4242 4242 4242');
  });

  it('should follow a brand given by the buyer over the detected one', () => {
    expect(formatCardNumber('424242424242424', 'american_express')).toBe('4242 424242 42424');
  });
});
