import { isCardBrand } from '@/lib/card/cardBrand';
import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

/**
 * Validates the card brand field sent with the payment (spec §5 CARD_COMPANY): required and
 * one of the brands of spec §3. Returns the message to show, or `undefined` when valid.
 */
export function validateCardCompany(
  value: string | null | undefined,
): ValidationMessage | undefined {
  return isCardBrand(value) ? undefined : messages.cardCompany.invalid;
}
