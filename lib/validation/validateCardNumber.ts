import { cardNumberShape } from '@/lib/validation/cardNumberShape';
import { luhnCheck } from '@/lib/card/luhnCheck';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/** Card lengths the payment API takes (spec §9: 15 or 16 digits). */
const acceptedLengths: readonly number[] = [15, 16];

/**
 * Validates the card number (spec §5 CARD_NUMBER): required, the Luhn checksum of
 * `luhnCheck`, a shape of `cardNumberShape` and 15 or 16 digits (spec §9, what the payment API
 * takes: a 14-digit number would pass the form and be refused on 'Confirmar pagamento').
 * Spaces are ignored, so the formatted '4111 1111 1111 1111' is accepted. Returns the message
 * to show, or `undefined` when the number is valid.
 */
export function validateCardNumber(value: string): ValidationMessage | undefined {
  const compact = value.replace(/ /g, '');
  if (
    compact === '' ||
    !luhnCheck(compact) ||
    !cardNumberShape(compact) ||
    !acceptedLengths.includes(compact.length)
  ) {
    return messages.cardNumber.invalid;
  }
  return undefined;
}
