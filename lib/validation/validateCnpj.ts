import { stripDocument } from '@/lib/validation/stripDocument';
import { isValidCnpj } from '@/lib/validation/isValidCnpj';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

const formatted = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;
const bare = /^[0-9A-Z]{12}\d{2}$/;

/**
 * Validates a CNPJ field (spec §5 CNPJ), written '00.000.000/0000-00' (what `formatCnpj`
 * writes) or as 14 bare characters. Both the all-digit CNPJ and the alphanumeric one in force
 * since July 2026 (letters in the first twelve positions, numeric check digits) are accepted;
 * letters may be typed in lower case. The check digits must match and a value of one repeated
 * character is rejected. Returns the message to show, or `undefined` when the CNPJ is valid.
 */
export function validateCnpj(value: string): ValidationMessage | undefined {
  const cnpj = value.trim().toUpperCase();
  if (!formatted.test(cnpj) && !bare.test(cnpj)) return messages.cnpj.invalid;
  return isValidCnpj(stripDocument(cnpj)) ? undefined : messages.cnpj.invalid;
}
