import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

/**
 * Validates the street number of the billing address (spec §5 NUMBER): required, so a blank
 * value is invalid; anything else ('123', 'S/N', '12A') is accepted. Returns the message to
 * show, or `undefined` when valid.
 */
export function validateNumber(value: string): ValidationMessage | undefined {
  return value.trim() === '' ? messages.number.invalid : undefined;
}
