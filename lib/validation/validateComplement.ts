import { isStreetText } from '@/lib/validation/isStreetText';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * Validates the address complement (spec §5 COMPLEMENT): optional, so an empty or blank value
 * is valid; otherwise letters (accents included), digits, single spaces and the punctuation of
 * `isStreetText` ('Apto. 42', 'Bloco B/3'). Returns the
 * message to show, or `undefined` when valid.
 */
export function validateComplement(value: string): ValidationMessage | undefined {
  if (value.trim() === '') return undefined;
  return isStreetText(value) ? undefined : messages.complement.invalid;
}
