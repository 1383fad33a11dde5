import { businessTimeZone } from '@/lib/validation/businessClock';
import { judgeCardExpiry } from '@/lib/validation/judgeCardExpiry';
import { validateCardExpireDate } from '@/lib/validation/validateCardExpireDate';

// The last evening of November 2026 in São Paulo (UTC-3): already 1 December in UTC and Tokyo.
const lastEveningOfNovember = new Date('2026-11-30T23:30:00-03:00');
const firstMinuteOfDecember = new Date('2026-12-01T00:01:00-03:00');

describe('judgeCardExpiry', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  it('should check MM/AA expiry against the current month and 10 years ahead', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    expect(judgeCardExpiry('06/25', now)).toBe('ok');
    expect(judgeCardExpiry('05/25', now)).toBe('expired');
    expect(judgeCardExpiry('12/24', now)).toBe('expired');
    expect(judgeCardExpiry('12/35', now)).toBe('ok');
    expect(judgeCardExpiry('01/36', now)).toBe('invalid');
    expect(judgeCardExpiry('00/30', now)).toBe('invalid');
    expect(judgeCardExpiry('6/30', now)).toBe('invalid');
  });

  it('should judge the month in the business time zone, America/Sao_Paulo', () => {
    expect(businessTimeZone).toBe('America/Sao_Paulo');
    expect(judgeCardExpiry('11/26', lastEveningOfNovember)).toBe('ok');
    expect(judgeCardExpiry('11/26', firstMinuteOfDecember)).toBe('expired');
  });

  it('should give the form the same verdict whatever the device time zone', () => {
    for (const zone of ['Asia/Tokyo', 'UTC', 'America/Los_Angeles', 'America/Sao_Paulo']) {
      process.env.TZ = zone;
      expect(validateCardExpireDate('11/26', lastEveningOfNovember)).toBeUndefined();
      expect(validateCardExpireDate('11/26', firstMinuteOfDecember)).toBe(
        'Revise a data de validade.',
      );
    }
  });
});
