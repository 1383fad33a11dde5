import { businessYearMonth } from '@/lib/validation/businessClock';

const expiryPattern = /^(\d{2})\/(\d{2}|\d{4})$/;
const maxYearsAhead = 10;

/** What the expiry rule says of a value: fine, not a valid date, or a month already past. */
export type CardExpiryVerdict = 'ok' | 'invalid' | 'expired';

/**
 * The card expiry rule (spec §5 CARD_EXPIRE_DATE), shared by the form (`validateCardExpireDate`)
 * and the payment API (which answers `invalid_expiry` or `card_expired`). Written 'MM/AA'
 * (what `formatExpiry` writes) or 'MM/AAAA'; the month is 01 to 12; a 2-digit year gets the
 * prefix 20; the card is valid through its expiry month, judged in the business's time zone
 * (`businessYearMonth`, America/Sao_Paulo) whatever the device's or server's clock zone; the
 * year is at most 10 years after the current one (counted by year, as issuers do: on
 * 2026-11-23, '12/36' is valid). Surrounding spaces are ignored.
 */
export function judgeCardExpiry(value: string, now: Date): CardExpiryVerdict {
  const match = expiryPattern.exec(value.trim());
  if (!match?.[1] || !match[2]) return 'invalid';

  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';

  const current = businessYearMonth(now);
  if (year - current.year > maxYearsAhead) return 'invalid';
  const monthsAhead = year * 12 + month - (current.year * 12 + current.month);
  return monthsAhead < 0 ? 'expired' : 'ok';
}
