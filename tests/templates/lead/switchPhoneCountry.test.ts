import { switchPhoneCountry } from '@/templates/lead/switchPhoneCountry';

describe('switchPhoneCountry', () => {
  it.each([
    ['', 'BR', 'MZ', '+258 '],
    ['(11) 91234-5678', 'BR', 'PT', '+351 11912345678'],
    ['+258 841234567', 'MZ', 'PT', '+351 841234567'],
    ['+258 ', 'MZ', 'BR', ''],
    ['+258 11912345678', 'MZ', 'BR', '(11) 91234-5678'],
    ['841234567', 'MZ', 'AO', '+244 841234567'],
  ])('should turn %p from %s into %p for %s', (phone, from, to, expected) => {
    expect(switchPhoneCountry(phone, from, to)).toBe(expected);
  });

  it('should throw a coded error for a country the list lacks', () => {
    expect(() => switchPhoneCountry('', 'BR', 'XX')).toThrow(/PHONE_COUNTRY_UNKNOWN: 'XX'/);
  });
});
