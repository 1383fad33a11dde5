import { isAddressText } from '@/checkout/validation/isAddressText';
import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

/**
 * Validates the country of the billing address (spec §5 COUNTRY): required; letters (accents
 * included), digits and single spaces. Returns the message to show, or `undefined` when valid.
 */
export function validateCountry(value: string): ValidationMessage | undefined {
  return isAddressText(value) ? undefined : messages.country.invalid;
}
