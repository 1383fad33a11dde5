import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

const expiryPattern = /^(\d{2})\/(\d{2}|\d{4})$/;
const maxYearsAhead = 10;

/**
 * Validates the card expiry date (spec §5 CARD_EXPIRE_DATE), written 'MM/AA' (what
 * `formatExpiry` writes) or 'MM/AAAA'. The month is 01 to 12; a 2-digit year gets the prefix
 * 20; the card is valid through its expiry month, so the current month is accepted and an
 * earlier month is not; the expiry year is at most 10 years after the current one. The 10-year limit counts by year, as issuers and card validators do (on 2026-11-23,
 * '12/36' is valid). `now` is injectable for tests and read in local time. Returns the message to show, or
 * `undefined` when the date is valid.
 */
export function validateCardExpireDate(
  value: string,
  now: Date = new Date(),
): ValidationMessage | undefined {
  const match = expiryPattern.exec(value.trim());
  if (!match?.[1] || !match[2]) return messages.cardExpireDate.invalid;

  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return messages.cardExpireDate.invalid;

  const monthsAhead = year * 12 + month - (now.getFullYear() * 12 + now.getMonth() + 1);
  if (monthsAhead < 0 || year - now.getFullYear() > maxYearsAhead) {
    return messages.cardExpireDate.invalid;
  }
  return undefined;
}
