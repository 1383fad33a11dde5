import { maskPhone } from '@/templates/phone-verification/maskPhone';

describe('maskPhone', () => {
  it('should keep the area code and the last four digits of a Brazilian mobile', () => {
    expect(maskPhone('(11) 98765-4321')).toBe('(11) •••••-4321');
    expect(maskPhone(' (21) 99876-5432 ')).toBe('(21) •••••-5432');
  });

  it('should keep the country code and the last four digits of an international number', () => {
    expect(maskPhone('+258 84 123 4567')).toBe('+258 •• ••• 4567');
    expect(maskPhone('+351912345678')).toBe('+••••••••5678');
  });

  it('should show short numbers as they are and nothing for an empty one', () => {
    expect(maskPhone('4321')).toBe('4321');
    expect(maskPhone('')).toBe('');
  });
});
