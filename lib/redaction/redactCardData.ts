/**
 * Card data taken out of anything before it is stored: the sandbox's database rows (request
 * bodies of payments and renewals, `metadata` included, and the free text of leads). Decided
 * by the values as much as by the names, since a pass-through body may name its fields
 * anything.
 */
import { isCardNumberValue, replaceCardNumbers } from '@/lib/redaction/cardNumbers';
import { isExpiryName, isVerificationCodeName } from '@/lib/redaction/fieldNames';

/** Deeper than this, a value is replaced by a marker instead of being walked. */
const maxDepth = 32;

/** A whole value shaped like a card expiry: MM/YY, MM-YYYY, MM / YY. */
const expiryValue = /^(0?[1-9]|1[0-2])\s*[/-]\s*(\d{2}|\d{4})$/;

/** A card number as stored: `****` and its last four digits. */
function masked(digits: string): string {
  return `****${digits.slice(-4)}`;
}

/** A text with every card number in it (13–19 digits passing Luhn, however written) masked. */
export function maskCardNumbers(text: string): string {
  return replaceCardNumbers(text, { requireLuhn: true }, masked);
}

function isShortNumber(value: unknown, maxDigits: number): boolean {
  return (
    (typeof value === 'number' &&
      Number.isInteger(value) &&
      String(Math.abs(value)).length <= maxDigits) ||
    (typeof value === 'string' && new RegExp(`^\\p{Nd}{1,${maxDigits}}$`, 'u').test(value.trim()))
  );
}

/** Whether a field is card data that goes entirely (not masked): CVV- or expiry-like. */
function isDroppedField(key: string, value: unknown, cardInObject: boolean): boolean {
  if (typeof value === 'string' && expiryValue.test(value.trim())) return true;
  if (isVerificationCodeName(key) && value !== null && typeof value !== 'object') return true;
  if (isExpiryName(key) && isShortNumber(value, 4)) return true;
  // Beside a card number, a lone 3–4 digit text is its verification code, whatever its name.
  return cardInObject && typeof value === 'string' && /^\p{Nd}{3,4}$/u.test(value.trim());
}

function redact(value: unknown, depth: number): unknown {
  if (depth > maxDepth) return '[too deep]';
  if (typeof value === 'string') return maskCardNumbers(value);
  if (typeof value === 'number') return isCardNumberValue(value) ? masked(String(value)) : value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const cardInObject = entries.some(
    ([key, item]) => isCardNumberValue(item) || isCardNumberValue(key),
  );
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    if (isDroppedField(key, item, cardInObject)) continue;
    let name = maskCardNumbers(key);
    while (name !== key && Object.hasOwn(result, name)) name = `${name}'`;
    result[name] = redact(item, depth + 1);
  }
  return result;
}

/**
 * A copy of a value with card data removed, whatever the field names or the way a number is
 * written:
 * - a card number (13–19 digits passing Luhn, in any digits, grouped with any spaces, tabs,
 *   `_`, `/`, dots or dashes) becomes `****` and its last four digits, wherever it is: a
 *   field, a JSON number, free text, or an object key;
 * - a verification code's field (cvv, cvc, cid, security code… in any case, with any
 *   separators: `cardCvv`, `CVV_NUMBER`, `securityCode`) is dropped, and so is any lone 3–4
 *   digit text beside a card number;
 * - an expiry-like value (MM/YY, MM-YYYY) is dropped, and so is a short number in a field
 *   named like an expiry (month, year apart).
 * Street numbers, phones, amounts, documents and ids stay. Nesting beyond 32 levels is cut off.
 */
export function redactCardData(value: unknown): unknown {
  return redact(value, 0);
}
