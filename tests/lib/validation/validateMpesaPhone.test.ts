import { mpesaPhoneMessage, validateMpesaPhone } from '@/lib/validation/validateMpesaPhone';

describe('validateMpesaPhone', () => {
  it.each(['84 123 4567', '851234567', '+258 84 000 0001', '+258851234567', ' 85 123 4567 '])(
    'should accept the M-Pesa number %p',
    (value) => {
      expect(validateMpesaPhone(value)).toBeUndefined();
    },
  );

  it.each([
    '',
    '82 123 4567',
    '86 123 4567',
    '84 123 456',
    '84 123 45678',
    '+55 84 123 4567',
    '84-123-4567',
    '+258 21 123 456',
  ])('should refuse %p with the M-Pesa message', (value) => {
    expect(validateMpesaPhone(value)).toBe(mpesaPhoneMessage);
  });
});
