import { FormatError } from '@/checkout/format/FormatError';
import { formatMoney } from '@/checkout/format/formatMoney';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('should write reais in pt-BR with two decimals and the symbol first', () => {
    expect(formatMoney(9500, 'R$')).toBe('R$95,00');
    expect(formatMoney(1290, 'R$')).toBe('R$12,90');
    expect(formatMoney(114000, 'R$')).toBe('R$1.140,00');
    expect(formatMoney(123456789, 'R$')).toBe('R$1.234.567,89');
    expect(formatMoney(5, 'R$')).toBe('R$0,05');
    expect(formatMoney(0, 'R$')).toBe('R$0,00');
    expect(formatMoney(-12000, 'R$')).toBe('-R$120,00');
  });

  it('should write meticais in pt-MZ with the symbol after', () => {
    expect(formatMoney(9500, 'MT')).toBe(`95,00${nbsp}MT`);
    expect(formatMoney(114000, 'MT')).toBe(`1140,00${nbsp}MT`);
    expect(formatMoney(1234500, 'MT')).toBe(`12${nbsp}345,00${nbsp}MT`);
    expect(formatMoney(123456789, 'MT')).toBe(`1${nbsp}234${nbsp}567,89${nbsp}MT`);
    expect(formatMoney(-100, 'MT')).toBe(`-1,00${nbsp}MT`);
  });

  it('should refuse an amount that is not an integer of minor units', () => {
    expect(() => formatMoney(12.5, 'R$')).toThrow(FormatError);
    expect(() => formatMoney(Number.NaN, 'MT')).toThrow(
      'MONEY_NOT_INTEGER: money must be an integer of minor units (got NaN)',
    );
  });
});
