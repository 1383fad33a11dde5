import { unprocessable } from '@/sandbox/httpError';
import { documentDigits, isValidCnpj, isValidCpf } from '@/sandbox/documentNumber';

// The shapes (name, e-mail, phone, document characters, date pattern, address) are checked by
// the contract (schemas/api/common.schema.json) before a handler runs; what is left here are
// the checks a schema cannot express, answered 422.

/** A buyer's full name as stored: trimmed, single spaces. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** An e-mail as stored: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks a CPF (11 digits) or CNPJ (14 digits) with its check digits; answers digits only. */
export function checkDocument(document: string, field = 'document'): string {
  const digits = documentDigits(document);
  if (digits.length === 11) {
    if (!isValidCpf(digits)) throw unprocessable(field, 'invalid_document', 'is not a valid CPF');
  } else if (digits.length === 14) {
    if (!isValidCnpj(digits)) throw unprocessable(field, 'invalid_document', 'is not a valid CNPJ');
  } else {
    throw unprocessable(
      field,
      'invalid_document',
      'must be a CPF (11 digits) or a CNPJ (14 digits)',
    );
  }
  return digits;
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
