import { isCardBrand } from '@/lib/card/cardBrand';
import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

/**
 * Validates the card brand selector of the payment form (spec §5 "Card brand choice", §8): a
 * brand of spec §3 must be chosen. Returns the message to show, or `undefined` when one is.
 */
export function validateCardBrandChoice(
  value: string | null | undefined,
): ValidationMessage | undefined {
  return isCardBrand(value) ? undefined : messages.cardBrandChoice.required;
}
