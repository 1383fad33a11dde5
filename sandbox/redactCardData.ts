import { luhnCheck } from '@/lib/card/luhnCheck';

/** Deeper than this, a value is replaced by a marker instead of being walked. */
const maxDepth = 32;

/** A run of 13–19 digits, single spaces, dots or dashes allowed between them. */
const digitRun = /\d(?:[ .-]?\d){12,18}/g;

/** A whole value shaped like a card expiry: MM/YY, MM-YYYY, MM / YY. */
const expiryValue = /^(0?[1-9]|1[0-2])\s*[/-]\s*(\d{2}|\d{4})$/;

/** Field names that hold a verification code, whatever the language or case. */
const cvvName =
  /(^|[^a-z])(cvv2?|cvc2?|cvn|cid|csc|cav2?)([^a-z]|$)|security.?code|verification.?(code|value)|seguran[cç]a|card.?code/i;

/** Field names of a split expiry (month and year apart): only with a short numeric value. */
const expiryName = /exp|valid|venc/i;

function isCardNumber(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && luhnCheck(digits);
}

function masked(digits: string): string {
  return `****${digits.slice(-4)}`;
}

/** Masks every digit run of a text that is a card number (13–19 digits passing Luhn). */
function redactText(text: string): string {
  return text.replace(digitRun, (match) => {
    const digits = match.replace(/\D/g, '');
    return isCardNumber(digits) ? masked(digits) : match;
  });
}

/** Whether a value on its own is a card number (a digit string or a JSON number). */
function isCardNumberValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && isCardNumber(String(value));
  if (typeof value !== 'string' || !/^[\d .-]+$/.test(value.trim())) return false;
  return isCardNumber(value.replace(/\D/g, ''));
}

function isShortNumber(value: unknown, maxDigits: number): boolean {
  return (
    (typeof value === 'number' &&
      Number.isInteger(value) &&
      String(Math.abs(value)).length <= maxDigits) ||
    (typeof value === 'string' && new RegExp(`^\\d{1,${maxDigits}}$`).test(value.trim()))
  );
}

/** Whether a field is card data that goes entirely (not masked): CVV- or expiry-like. */
function isDroppedField(key: string, value: unknown, cardInObject: boolean): boolean {
  if (typeof value === 'string' && expiryValue.test(value.trim())) return true;
  if (cvvName.test(key) && (typeof value === 'string' || typeof value === 'number')) return true;
  if (expiryName.test(key) && isShortNumber(value, 4)) return true;
  // Beside a card number, a lone 3–4 digit string is its verification code, whatever its name.
  return cardInObject && typeof value === 'string' && /^\d{3,4}$/.test(value.trim());
}

function redact(value: unknown, depth: number): unknown {
  if (depth > maxDepth) return '[too deep]';
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') return isCardNumberValue(value) ? masked(String(value)) : value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const cardInObject = entries.some(([, item]) => isCardNumberValue(item));
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    if (isDroppedField(key, item, cardInObject)) continue;
    result[key] = redact(item, depth + 1);
  }
  return result;
}

/**
 * A copy of a request body with card data removed, decided by the values, not by a list of
 * field names (a pass-through body may name its fields anything):
 * - a digit run of 13–19 digits that passes Luhn, anywhere (a field, a number, inside free
 *   text), becomes `****` and its last four digits;
 * - an expiry-like value (MM/YY, MM-YYYY) is dropped, and so is a short number in a field
 *   named like an expiry (month, year apart);
 * - a CVV-like field (cvv, cvc, cid, security code… in any case) is dropped, and beside a card
 *   number any lone 3–4 digit string is too.
 * Street numbers, phones, amounts and ids stay. Nesting beyond 32 levels is cut off. What the
 * sandbox stores goes through this first.
 */
export function redactCardData(value: unknown): unknown {
  return redact(value, 0);
}
