import { isStreetText } from '@/lib/validation/isStreetText';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * Validates the street of the billing address (spec §5 ADDRESS): required; letters (accents
 * included), digits and single spaces, plus the punctuation streets are written with ('Av.
 * Julius Nyerere, 123', 'R. 7 de Setembro, 45 - apto 3'; see `isStreetText`). Returns the message to show, or `undefined` when valid.
 */
export function validateAddress(value: string): ValidationMessage | undefined {
  return isStreetText(value) ? undefined : messages.address.invalid;
}
