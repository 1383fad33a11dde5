import { formatExpiry } from '@/checkout/format/formatExpiry';

describe('formatExpiry', () => {
  it('should write MM/AA as the buyer types', () => {
    expect(formatExpiry('')).toBe('');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1234')).toBe('12/34');
  });

  it('should keep a slash typed after the month and let backspace remove it', () => {
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('12')).toBe('12');
  });

  it('should stop at four digits and drop other characters', () => {
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatExpiry('1a2b3')).toBe('12/3');
    expect(formatExpiry('12/2030')).toBe('12/20');
  });
});
