import { formatBrazilianPhone } from '@/checkout/format/formatBrazilianPhone';

describe('formatBrazilianPhone', () => {
  it('should write (DD) 9DDDD-DDDD', () => {
    expect(formatBrazilianPhone('11912345678')).toBe('(11) 91234-5678');
  });

  it('should format as the buyer types', () => {
    expect(formatBrazilianPhone('')).toBe('');
    expect(formatBrazilianPhone('1')).toBe('(1');
    expect(formatBrazilianPhone('11')).toBe('(11');
    expect(formatBrazilianPhone('119')).toBe('(11) 9');
    expect(formatBrazilianPhone('1191234')).toBe('(11) 91234');
    expect(formatBrazilianPhone('11912345')).toBe('(11) 91234-5');
  });

  it('should reformat what is already formatted and stop at 11 digits', () => {
    expect(formatBrazilianPhone('(11) 91234-5678')).toBe('(11) 91234-5678');
    expect(formatBrazilianPhone('(11) 91234-56789')).toBe('(11) 91234-5678');
  });
});
