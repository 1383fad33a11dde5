import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

const maxNumberLength = 20;

/**
 * Validates the street number of the billing address (spec §5 NUMBER): required, so a blank
 * value is invalid; anything else ('123', 'S/N', '12A') up to 20 characters is accepted. Returns the message to
 * show, or `undefined` when valid.
 */
export function validateNumber(value: string): ValidationMessage | undefined {
  const number = value.trim();
  return number === '' || [...number].length > maxNumberLength
    ? messages.number.invalid
    : undefined;
}
