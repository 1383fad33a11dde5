/**
 * Card data taken out of anything before it is stored: the sandbox's database rows (request
 * bodies of payments and renewals, `metadata` included, and the free text of leads). Decided
 * by the values as much as by the names, since a pass-through body may name its fields
 * anything.
 */
import { luhnCheck } from '@/lib/card/luhnCheck';
import {
  asciiDigits,
  isCardNumberValue,
  maxCardDigits,
  minCardDigits,
  replaceCardNumbers,
} from '@/lib/redaction/cardNumbers';
import { foldLookAlikes, isExpiryName, isVerificationCodeName } from '@/lib/redaction/fieldNames';

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

/**
 * A verification code written in free text after its word: `cvv 719`, `CVC: 719`, `cvv2=719`,
 * `código de segurança é 719`, `"cvv":"719"` (at most a few short words and punctuation between
 * them). Matched on the text with look-alike letters read as Latin (`сvv`, Cyrillic es).
 */
const codeAfterWord = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:cv[vc]2?|cvn|csc|cid|c[oó]d(?:igo|\.)?(?:\s+de)?\s+seguran[cç]a|security\s*code)` +
    String.raw`(?!\p{L})(?:[^\p{L}\p{N}]{0,6}(?:\p{L}{1,7}[^\p{L}\p{N}]{1,6}){0,3}?)(\p{Nd}{3,4})(?!\p{Nd})`,
  'giu',
);

/** A text with the verification codes written after their word (see {@link codeAfterWord}) as `***`. */
export function maskCodesInText(text: string): string {
  const folded = foldLookAlikes(text);
  let out = '';
  let position = 0;
  for (const match of folded.matchAll(codeAfterWord)) {
    const code = match[1] ?? '';
    const end = (match.index ?? 0) + match[0].length;
    out += text.slice(position, end - code.length) + '***';
    position = end;
  }
  return position === 0 ? text : out + text.slice(position);
}

/** How many times a text is URL-decoded at most (`%2520` is a `%20` encoded again). */
const maxDecodings = 3;

/** A text with its URL escapes (`%20`, `%7B`…) decoded, each run of escapes that is valid UTF-8. */
export function urlDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < maxDecodings && /%[0-9a-fA-F]{2}/.test(current); round += 1) {
    const next = current.replace(/(?:%[0-9a-fA-F]{2})+/g, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Card numbers masked and codes after their word taken out of a text. */
function cleanText(text: string): string {
  return maskCodesInText(maskCardNumbers(text));
}

/**
 * A text cleaned as it reads once URL-decoded: the decoded text, cleaned, when decoding showed
 * card data; otherwise the text as it was, cleaned.
 */
function redactText(text: string): string {
  const decoded = urlDecoded(text);
  if (decoded !== text) {
    const cleaned = cleanText(decoded);
    if (cleaned !== decoded) return cleaned;
  }
  return cleanText(text);
}

/** The JSON object or array a text holds (once URL-decoded), if it holds one. */
function heldJson(text: string): object | undefined {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed) || !/[\]}]$/.test(trimmed)) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The digits an array of digits or short digit groups joins into (`[4,0,0,0,…]`), if it is one. */
function joinedDigits(items: unknown[]): string | undefined {
  if (items.length < 2) return undefined;
  let joined = '';
  for (const item of items) {
    const text =
      typeof item === 'number' && Number.isSafeInteger(item) && item >= 0
        ? String(item)
        : typeof item === 'string'
          ? item.trim()
          : '';
    if (!/^\p{Nd}{1,6}$/u.test(text)) return undefined;
    joined += asciiDigits(text);
  }
  return joined;
}

/** Whether an array of digits or digit groups joins into a card number (13–19 digits passing Luhn). */
function isCardNumberArray(value: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  const digits = joinedDigits(value);
  return (
    digits !== undefined &&
    digits.length >= minCardDigits &&
    digits.length <= maxCardDigits &&
    luhnCheck(digits)
  );
}

/** Whether a value on its own is a card number: text (URL-decoded), a JSON number, or digits in an array. */
function isCardValue(value: unknown): boolean {
  return (
    isCardNumberValue(typeof value === 'string' ? urlDecoded(value) : value) ||
    isCardNumberArray(value)
  );
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
  // Whatever a verification code's name holds goes: text, number, array or object.
  if (isVerificationCodeName(key)) return true;
  if (isExpiryName(key) && isShortNumber(value, 4)) return true;
  // Beside a card number, a lone 3–4 digit text is its verification code, whatever its name.
  return cardInObject && typeof value === 'string' && /^\p{Nd}{3,4}$/u.test(value.trim());
}

/**
 * A text value redacted: JSON held in it (as it is or URL-encoded) is parsed, redacted like any
 * body and written back; any other text is cleaned as it reads URL-decoded. A text with no card
 * data stays exactly as it was (a URL keeps its escapes, JSON its spacing).
 */
function redactString(text: string, depth: number): string {
  const json = heldJson(urlDecoded(text));
  if (json !== undefined) {
    const written = JSON.stringify(json);
    const redacted = JSON.stringify(redact(json, depth + 1));
    return redacted === written ? text : redacted;
  }
  return redactText(text);
}

function redact(value: unknown, depth: number): unknown {
  if (depth > maxDepth) return '[too deep]';
  if (typeof value === 'string') return redactString(value, depth);
  if (typeof value === 'number') return isCardNumberValue(value) ? masked(String(value)) : value;
  if (Array.isArray(value)) {
    if (isCardNumberArray(value)) return masked(joinedDigits(value) ?? '');
    return value.map((item) => redact(item, depth + 1));
  }
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const cardInObject = entries.some(([key, item]) => isCardValue(item) || isCardValue(key));
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    if (isDroppedField(key, item, cardInObject)) continue;
    let name = redactText(key);
    while (name !== key && Object.hasOwn(result, name)) name = `${name}'`;
    result[name] = redact(item, depth + 1);
  }
  return result;
}

/**
 * A copy of a value with card data removed, whatever the field names or the way a number is
 * written. Texts are read as they are and URL-decoded (`%20`, `%7B…`, up to three times), and a
 * text holding JSON (as it is or URL-encoded) is parsed and redacted like the rest of the body:
 * - a card number (13–19 digits passing Luhn, in any digits, whatever separates them: spaces,
 *   tabs, `_`, `/`, `\`, dots, dashes, `+`, `%20`, commas, colons, pipes, zero-width and other
 *   invisible characters) becomes `****` and its last four digits, wherever it is: a field, a
 *   JSON number, free text, an object key, or an array of digits or short digit groups that
 *   joins into one (`[4,0,0,0,…]` becomes the text `****1041`);
 * - whatever a field named like a verification code holds (text, number, array, object) is
 *   dropped: cvv, cvc, cvv2, cvc2, cid, security code, código de segurança… in any case, with
 *   any separators, full-width forms, invisible characters, and Cyrillic or Greek look-alike
 *   letters (`сvv` with a Cyrillic es); so is any lone 3–4 digit text beside a card number;
 * - in free text, 3–4 digits written after a verification code's word (`cvv 719`, `CVC: 719`,
 *   `código de segurança é 719`, `"cvv":"719"`) become `***`;
 * - an expiry-like value (MM/YY, MM-YYYY) is dropped, and so is a short number in a field
 *   named like an expiry (month, year apart).
 * Street numbers, phones, amounts, documents and ids stay, and a text with no card data is
 * stored exactly as it came (a URL keeps its escapes). Nesting beyond 32 levels is cut off.
 */
export function redactCardData(value: unknown): unknown {
  return redact(value, 0);
}
