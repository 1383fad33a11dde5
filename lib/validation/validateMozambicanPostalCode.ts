import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * Validates a Mozambican postal code: 4 digits (e.g. '1100', Maputo). Surrounding spaces are
 * ignored. A wrong one gets the spec §5 postal-code message, which the pt-MZ page shows in its
 * catalogue's words ('Insira um código postal válido', checkout/copy/ptMZ.ts). Returns the
 * message, or `undefined` when valid.
 */
export function validateMozambicanPostalCode(value: string): ValidationMessage | undefined {
  return /^\d{4}$/.test(value.trim()) ? undefined : messages.cep.invalid;
}
