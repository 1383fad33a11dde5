import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * Validates the card security code (spec §5 CARD_CVV): 3 or 4 digits, and exactly
 * `expectedLength` digits when given (use `cardCvvLength` of the detected brand). Returns the
 * message to show, or `undefined` when the code is valid.
 */
export function validateCardCvv(
  value: string,
  expectedLength?: number,
): ValidationMessage | undefined {
  const cvv = value.trim();
  if (!/^\d{3,4}$/.test(cvv)) return messages.cardCvv.invalid;
  if (expectedLength !== undefined && cvv.length !== expectedLength)
    return messages.cardCvv.invalid;
  return undefined;
}
