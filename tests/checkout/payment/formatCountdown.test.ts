import { formatCountdown } from '@/checkout/payment/formatCountdown';

describe('formatCountdown', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 59_000, '29:59'],
    [61_000, '01:01'],
    [59_001, '01:00'],
    [1, '00:01'],
    [0, '00:00'],
    [-5000, '00:00'],
    [75 * 60_000, '75:00'],
  ])('should write %d ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
