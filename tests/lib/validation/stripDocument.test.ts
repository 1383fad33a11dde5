import { stripDocument } from '@/lib/validation/stripDocument';

describe('stripDocument', () => {
  it('should strip the dots, dash and slash of a CPF and a CNPJ', () => {
    expect(stripDocument('295.379.955-93')).toBe('29537995593');
    expect(stripDocument('54.550.752/0001-55')).toBe('54550752000155');
    expect(stripDocument('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
  });

  it('should keep every other character for the validators to judge', () => {
    expect(stripDocument('!403 644 788 29')).toBe('!403 644 788 29');
  });
});
