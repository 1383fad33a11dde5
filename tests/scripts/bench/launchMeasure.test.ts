import { parseUpstreamLine, paymentAttemptLimits } from '@/scripts/bench/launchMeasure';
import { testCardNumber } from '@/scripts/bench/launchTraffic';

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('launch bench', () => {
  it('makes distinct 16-digit cards that pass the Luhn check', () => {
    const cards = Array.from({ length: 200 }, (_, serial) => testCardNumber('411121', serial));
    expect(new Set(cards).size).toBe(200);
    for (const card of cards) {
      expect(card).toMatch(/^411121\d{10}$/);
      expect(luhnValid(card)).toBe(true);
    }
  });

  it('reads the replica that answered from an nginx access-log line, the last one tried', () => {
    const line =
      '127.10.0.5 [29/Nov/2026:06:40:00 +0000] "POST /api/v2/payment HTTP/1.1" 201 277 upstream=127.0.0.1:4001, 127.0.0.1:4002 upstream_status=502, 201 request_time=0.012';
    expect(parseUpstreamLine(line)).toEqual({
      at: Date.UTC(2026, 10, 29, 6, 40, 0) / 1000,
      method: 'POST',
      path: '/api/v2/payment',
      status: 201,
      upstream: '127.0.0.1:4002',
      ms: 12,
    });
    expect(parseUpstreamLine('not a log line')).toBeUndefined();
  });

  it('takes the card-testing limits from their declarations and the environment', () => {
    const limits = paymentAttemptLimits({ PAYMENT_ATTEMPTS_PER_ADDRESS: '7' });
    expect(limits.find((limit) => limit.name === 'PAYMENT_ATTEMPTS_PER_ADDRESS')?.value).toBe(7);
    expect(limits.map((limit) => limit.name)).toContain('PAYMENT_ATTEMPTS_WINDOW_MS');
    expect(limits.every((limit) => limit.name.startsWith('PAYMENT_ATTEMPTS_'))).toBe(true);
  });
});
