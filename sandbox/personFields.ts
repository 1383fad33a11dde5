import type { Address } from '@/checkout/api/types';
import type { BodyReader } from '@/sandbox/bodyReader';
import { documentDigits, isValidCnpj, isValidCpf } from '@/sandbox/documentNumber';

const letters = "A-Za-zÀ-ÖØ-öø-ÿ'";
const namePattern = new RegExp(`^[${letters}]+( [${letters}]+)+$`);
const emailPattern = /^[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9-]{2,}(\.[A-Za-z0-9-]+)+$/;
const brazilianMobile = /^\(?[1-9]{2}\)? ?9\d{4}-?\d{4}$/;
const addressText = /^[A-Za-z0-9À-ÖØ-öø-ÿºª°'.,/-]+( [A-Za-z0-9À-ÖØ-öø-ÿºª°'.,/-]+)*$/;

/** Reads a buyer's full name: at least two words of letters, first word at most 40 (spec §5). */
export function readName(reader: BodyReader, field = 'name'): string {
  const name = reader.string(field, { maxLength: 120 }).replace(/\s+/g, ' ');
  if (!namePattern.test(name))
    reader.fail(field, 'invalid_name', 'must be a first and last name, letters only');
  if ((name.split(' ')[0] ?? '').length > 40)
    reader.fail(field, 'invalid_name', 'has a first word longer than 40 characters');
  return name;
}

/** Reads an e-mail: 7 to 80 characters, address shape (spec §5). */
export function readEmail(reader: BodyReader, field = 'email'): string {
  const email = reader.string(field, { minLength: 7, maxLength: 80 });
  if (!emailPattern.test(email))
    reader.fail(field, 'invalid_email', 'must be a valid e-mail address');
  return email.toLowerCase();
}

/** Checks a phone: `+` and at least 6 characters, or a Brazilian mobile `(11) 91234-5678`. */
export function isValidPhone(phone: string): boolean {
  if (phone.startsWith('+')) return phone.length >= 6 && /^\+[\d\s()-]+$/.test(phone);
  return brazilianMobile.test(phone);
}

/** Reads a phone (spec §5 PHONE rule). */
export function readPhone(reader: BodyReader, field = 'phone'): string {
  const phone = reader.string(field, { maxLength: 30 });
  if (!isValidPhone(phone)) {
    reader.fail(
      field,
      'invalid_phone',
      "must be a Brazilian mobile with area code, or start with '+' and the country code",
    );
  }
  return phone;
}

/** Reads an optional CPF (11 digits) or CNPJ (14 digits) with check digits; answers digits only. */
export function readOptionalDocument(reader: BodyReader, field = 'document'): string | undefined {
  const raw = reader.optionalString(field, { maxLength: 20 });
  if (raw === undefined) return undefined;
  const digits = documentDigits(raw);
  if (digits.length === 11) {
    if (!isValidCpf(digits)) reader.fail(field, 'invalid_document', 'is not a valid CPF');
  } else if (digits.length === 14) {
    if (!isValidCnpj(digits)) reader.fail(field, 'invalid_document', 'is not a valid CNPJ');
  } else {
    reader.fail(field, 'invalid_document', 'must be a CPF (11 digits) or a CNPJ (14 digits)');
  }
  return digits;
}

/** Reads an optional birth date `YYYY-MM-DD`, a real date between 1900 and today. */
export function readOptionalBirthDate(
  reader: BodyReader,
  today: Date,
  field = 'birthDate',
): string | undefined {
  const value = reader.optionalString(field, {
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    patternReason: 'must be a date YYYY-MM-DD',
  });
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    reader.fail(field, 'invalid_date', 'is not a calendar date');
  }
  if (value < '1900-01-01' || value > today.toISOString().slice(0, 10)) {
    reader.fail(field, 'invalid_date', 'must be between 1900-01-01 and today');
  }
  return value;
}

/** Reads an optional billing address (spec §2 address form, §5 rules). */
export function readOptionalAddress(reader: BodyReader, field = 'address'): Address | undefined {
  const address = reader.optionalObject(field);
  if (!address) return undefined;
  const text = {
    maxLength: 120,
    pattern: addressText,
    patternReason: 'must be letters, digits and single spaces',
  };
  const result: Address = {
    postalCode: address.string('postalCode', {
      pattern: /^[0-9][0-9 -]{2,10}$/,
      patternReason: 'must be a postal code like 00000-000',
    }),
    street: address.string('street', text),
    number: address.string('number', { maxLength: 20 }),
    city: address.string('city', text),
    state: address.string('state', { maxLength: 40 }),
    country: address.string('country', text),
  };
  const complement = address.optionalString('complement', text);
  const neighbourhood = address.optionalString('neighbourhood', text);
  if (complement !== undefined) result.complement = complement;
  if (neighbourhood !== undefined) result.neighbourhood = neighbourhood;
  return result;
}
