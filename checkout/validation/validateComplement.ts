import { isAddressText } from '@/checkout/validation/isAddressText';
import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

/**
 * Validates the address complement (spec §5 COMPLEMENT): optional, so an empty or blank value
 * is valid; otherwise letters (accents included), digits and single spaces. Returns the
 * message to show, or `undefined` when valid.
 */
export function validateComplement(value: string): ValidationMessage | undefined {
  if (value.trim() === '') return undefined;
  return isAddressText(value) ? undefined : messages.complement.invalid;
}
