import { formatCnpj } from '@/checkout/format/formatCnpj';

describe('formatCnpj', () => {
  it('should write 00.000.000/0000-00', () => {
    expect(formatCnpj('54550752000155')).toBe('54.550.752/0001-55');
  });

  it('should write the alphanumeric form in upper case', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('should format as the buyer types', () => {
    expect(formatCnpj('')).toBe('');
    expect(formatCnpj('12')).toBe('12');
    expect(formatCnpj('12a')).toBe('12.A');
    expect(formatCnpj('12ABC3')).toBe('12.ABC.3');
    expect(formatCnpj('12ABC3450')).toBe('12.ABC.345/0');
    expect(formatCnpj('12ABC34501DE3')).toBe('12.ABC.345/01DE-3');
  });

  it('should take only digits in the check positions and stop at 14 characters', () => {
    expect(formatCnpj('12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('54.550.752/0001-551')).toBe('54.550.752/0001-55');
  });
});
