import { isAddressText } from '@/lib/validation/isAddressText';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * Validates the city of the billing address (spec §5 CITY): required; letters (accents
 * included), digits and single spaces. Returns the message to show, or `undefined` when valid.
 */
export function validateCity(value: string): ValidationMessage | undefined {
  return isAddressText(value) ? undefined : messages.city.invalid;
}
