import { formatInternationalPhone } from '@/templates/lead/formatInternationalPhone';

describe('formatInternationalPhone', () => {
  it.each([
    ['+258 84 123 4567', '+258 84 123 4567'],
    ['  +258  84-123.4567', '+258 841234567'],
    ['+351 (912) 345 678', '+351 912 345 678'],
    ['258 84', '258 84'],
    ['+', '+'],
    ['', ''],
    ['+1 2345 6789 0123 4567 89', '+1 2345 6789 0123 45'],
  ])('should clean %p to %p', (raw, expected) => {
    expect(formatInternationalPhone(raw)).toBe(expected);
  });
});
