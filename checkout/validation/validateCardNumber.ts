import { cardNumberShape } from '@/checkout/validation/cardNumberShape';
import { luhnCheck } from '@/lib/card/luhnCheck';
import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

/**
 * Validates the card number (spec §5 CARD_NUMBER): required, the Luhn checksum of
 * `luhnCheck` and a shape of `cardNumberShape` (16, 15 or 14 digits; spaces are ignored, so
 * the formatted '4111 1111 1111 1111' is accepted). Returns the message to show, or
 * `undefined` when the number is valid.
 */
export function validateCardNumber(value: string): ValidationMessage | undefined {
  const compact = value.replace(/ /g, '');
  if (compact === '' || !luhnCheck(compact) || !cardNumberShape(compact)) {
    return messages.cardNumber.invalid;
  }
  return undefined;
}
