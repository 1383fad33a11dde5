import { normalizeName as normalizeNameOnce } from '@/lib/validation/normalizeName';
import { documentCharacters } from '@/lib/validation/validateRegistry';
import { unprocessable } from '@/lib/http/httpError';

// The buyer fields (name, e-mail, phone, document, address) are judged by the contract
// (schemas/api/common.schema.json), whose `x-field-rule`s run the checkout form's own rules
// before a handler runs; what is left here is normalising what is stored and the birth date.

/** A buyer's full name as stored: NFC, trimmed, single spaces (the form's `normalizeName`). */
export function normalizeName(name: string): string {
  return normalizeNameOnce(name);
}

/** An e-mail as stored: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A CPF or CNPJ as stored: without dots, dash and slash, letters of an alphanumeric CNPJ in
 * upper case. The contract's `document` field rule (`validateRegistry`) judged it already.
 */
export function storedDocument(document: string): string {
  return documentCharacters(document);
}

/** Checks a birth date `YYYY-MM-DD` is a calendar date between 1900 and today. */
export function checkBirthDate(value: string, today: Date, field = 'birthDate'): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw unprocessable(field, 'invalid_date', 'is not a calendar date');
  }
  if (value < '1900-01-01' || value > today.toISOString().slice(0, 10)) {
    throw unprocessable(field, 'invalid_date', 'must be between 1900-01-01 and today');
  }
  return value;
}
