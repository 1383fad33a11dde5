import { stripDocument } from '@/lib/validation/stripDocument';
import { isValidCpf } from '@/lib/validation/isValidCpf';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

const formatted = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const bare = /^\d{11}$/;

/**
 * Validates a CPF field (spec §5 CPF), written '000.000.000-00' (what `formatCpf` writes) or
 * as 11 bare digits: both check digits must match and numbers of one repeated digit are
 * rejected. Surrounding spaces are ignored. Returns the message to show, or `undefined` when
 * the CPF is valid.
 */
export function validateCpf(value: string): ValidationMessage | undefined {
  const cpf = value.trim();
  if (!formatted.test(cpf) && !bare.test(cpf)) return messages.cpf.invalid;
  return isValidCpf(stripDocument(cpf)) ? undefined : messages.cpf.invalid;
}
