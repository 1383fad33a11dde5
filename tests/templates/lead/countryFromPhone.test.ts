import { countryFromPhone } from '@/templates/lead/countryFromPhone';

describe('countryFromPhone', () => {
  it.each([
    ['', 'MZ', 'MZ'],
    ['   ', 'BR', 'BR'],
    ['(11) 91234-5678', 'MZ', 'BR'],
    ['11912345678', 'BR', 'BR'],
    ['+258 84 123 4567', 'BR', 'MZ'],
    ['+351 912 345 678', 'BR', 'PT'],
    ['+1 415 555 0100', 'BR', 'US'],
    ['+55 11 91234 5678', 'MZ', 'BR'],
    ['+999 123', 'BR', 'BR'],
    ['+999 123', 'MZ', 'MZ'],
  ])('should map %p (fallback %s) to %s', (phone, fallback, expected) => {
    expect(countryFromPhone(phone, fallback)).toBe(expected);
  });

  it('should prefer the longest dialling code that matches', () => {
    // '+27' (África do Sul) and '+258' (Moçambique) both start with '+2'.
    expect(countryFromPhone('+238 991 2345', 'BR')).toBe('CV');
    expect(countryFromPhone('+27 82 123 4567', 'BR')).toBe('ZA');
  });
});
