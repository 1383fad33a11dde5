import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';

// ASCII only: an address with accents ('joão@exemplo.com') is rejected by design (spec §5).
const addressPattern = /^([A-Za-z0-9._%+-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/;
const minLength = 7;
const maxLength = 80;
const maxLabelLength = 63;

/**
 * The extra validity check of spec §5: what the address pattern lets through but no mail
 * server accepts (dots at the edges or doubled, labels starting or ending with '-', a
 * top-level domain that is not at least two letters, a local part over 64 characters, a domain
 * label over 63 characters).
 */
function isDeliverable(local: string, domain: string): boolean {
  if (local.length > 64) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) return false;
  // RFC 1035: a domain label is at most 63 characters; no mail server resolves a longer one.
  if (labels.some((label) => label.length > maxLabelLength)) return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] ?? '');
}

/**
 * Validates an e-mail address (spec §5 EMAIL): address pattern without accents, local part
 * and the domain part before the first dot at least 2 characters each, 7 to 80 characters in
 * all, plus an extra validity check. Surrounding spaces are ignored. With the other rules the
 * shortest address accepted is 8 characters ('ab@cd.ef'). Returns the message to show, or
 * `undefined` when the address is valid.
 */
export function validateEmail(value: string): ValidationMessage | undefined {
  const email = value.trim();
  if (email.length < minLength || email.length > maxLength) return messages.email.invalid;

  const match = addressPattern.exec(email);
  const local = match?.[1];
  const domain = match?.[2];
  if (local === undefined || domain === undefined) return messages.email.invalid;
  if (local.length < 2 || (domain.split('.')[0] ?? '').length < 2) return messages.email.invalid;
  if (!isDeliverable(local, domain)) return messages.email.invalid;
  return undefined;
}
