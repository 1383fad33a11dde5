import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/** Options of `validateState`. */
export interface ValidateStateOptions {
  /** When given, the value must be one of these codes (e.g. `brazilianStates`). */
  allowed?: readonly string[];
}

/**
 * Validates the state of the billing address (spec §5 STATE): required, and one of
 * `options.allowed` when that list is given (the Brazilian form passes `brazilianStates`; the
 * Mozambique form may leave it out). Returns the message to show, or `undefined` when valid.
 */
export function validateState(
  value: string | null | undefined,
  options: ValidateStateOptions = {},
): ValidationMessage | undefined {
  const state = (value ?? '').trim();
  if (state === '') return messages.state.invalid;
  if (options.allowed && !options.allowed.includes(state)) return messages.state.invalid;
  return undefined;
}
