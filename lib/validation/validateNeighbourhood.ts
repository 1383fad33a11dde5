import { isAddressText } from '@/lib/validation/isAddressText';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * Validates the neighbourhood of the billing address (spec §5 NEIGHBOURHOOD): required; letters (accents
 * included), digits and single spaces. Returns the message to show, or `undefined` when valid.
 */
export function validateNeighbourhood(value: string): ValidationMessage | undefined {
  return isAddressText(value) ? undefined : messages.neighbourhood.invalid;
}
