import { judgeCardExpiry } from '@/lib/validation/judgeCardExpiry';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * Validates the card expiry date (spec §5 CARD_EXPIRE_DATE) with the rule the payment API
 * uses (`judgeCardExpiry`: 'MM/AA' or 'MM/AAAA', not past, at most 10 years ahead, the month
 * read in the business's time zone, America/Sao_Paulo). `now` is injectable for tests.
 * Returns the message to show, or `undefined` when the date is valid.
 */
export function validateCardExpireDate(
  value: string,
  now: Date = new Date(),
): ValidationMessage | undefined {
  return judgeCardExpiry(value, now) === 'ok' ? undefined : messages.cardExpireDate.invalid;
}
