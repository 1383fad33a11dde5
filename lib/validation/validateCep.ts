import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * Validates the postal code (spec §5 CEP): shape '00000-000' (what `formatCep` writes), or the
 * same eight digits without the dash. Surrounding spaces are ignored. Returns the message to
 * show, or `undefined` when valid.
 */
export function validateCep(value: string): ValidationMessage | undefined {
  return /^\d{5}-?\d{3}$/.test(value.trim()) ? undefined : messages.cep.invalid;
}
