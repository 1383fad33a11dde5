import { normalizeName } from '@/checkout/format/normalizeName';

describe('normalizeName', () => {
  it('should capitalise each word and lower the rest', () => {
    expect(normalizeName('maria da silva')).toBe('Maria Da Silva');
    expect(normalizeName('MARIA DA SILVA')).toBe('Maria Da Silva');
  });

  it('should keep accents and apostrophes', () => {
    expect(normalizeName('ÉLIDA conceição')).toBe('Élida Conceição');
    expect(normalizeName("joão d'ávila")).toBe("João D'ávila");
    expect(normalizeName('joana d’arc')).toBe('Joana D’arc');
  });

  it('should trim the ends and collapse runs of spaces', () => {
    expect(normalizeName('  maria   silva ')).toBe('Maria Silva');
    expect(normalizeName('')).toBe('');
  });
});
