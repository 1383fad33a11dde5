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

describe('normalizeName keeps the length the buyer typed', () => {
  it('should keep a character whose other case is longer (ß, ŉ, ǰ, İ) as typed', () => {
    expect(normalizeName('ßaaa SILVA')).toBe('ßaaa Silva');
    expect(normalizeName('ŉoel silva')).toBe('ŉoel Silva');
    expect(normalizeName('ǰose silva')).toBe('ǰose Silva');
    expect(normalizeName('İREM SILVA')).toBe('İrem Silva');
    expect(normalizeName('maria straße')).toBe('Maria Straße');
  });

  it('should never send more letters than typed (NFC), for a 40-letter first word', () => {
    for (const first of ['ß', 'ŉ', 'ǰ', 'j\u030C', 'İ']) {
      const typed = `${first}${'a'.repeat(39)} silva`;
      const sent = normalizeName(typed);
      expect([...sent.normalize('NFC')].length).toBe([...typed.normalize('NFC')].length);
      expect([...sent.split(' ')[0]!].length).toBeLessThanOrEqual(40);
    }
  });

  it('should send the composed form (NFC) the API judges', () => {
    expect(normalizeName('jose\u0301 silva')).toBe('José Silva');
  });
});
