import { stripDocument } from '@/lib/validation/stripDocument';
import { isValidCnpj } from '@/lib/validation/isValidCnpj';
import { isValidCpf } from '@/lib/validation/isValidCpf';
import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

/**
 * A CPF or CNPJ as the rule judges it and the API stores it: trimmed, without dots, dashes and
 * slashes, letters of an alphanumeric CNPJ in upper case ('12.abc.345/01de-35' → '12ABC34501DE35').
 */
export function documentCharacters(value: string): string {
  return stripDocument(value.trim()).toUpperCase();
}

/**
 * Validates the tax-invoice document field that takes either a CPF or a CNPJ (spec §5
 * REGISTRY). Dots, dashes and slashes are stripped first; 11 digits are checked as a CPF,
 * 14 letters or digits as a CNPJ (alphanumeric form included, letters in any case); any other
 * value asks the buyer to review the field. Returns the message to show, or `undefined` when
 * the document is valid.
 */
export function validateRegistry(value: string): ValidationMessage | undefined {
  const document = documentCharacters(value);
  if (/^\d{11}$/.test(document)) {
    return isValidCpf(document) ? undefined : messages.registry.invalidCpf;
  }
  if (/^[0-9A-Z]{14}$/.test(document)) {
    return isValidCnpj(document) ? undefined : messages.registry.invalidCnpj;
  }
  return messages.registry.invalid;
}
