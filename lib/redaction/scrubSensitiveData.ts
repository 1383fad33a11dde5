/**
 * What leaves the process in a log line, an error report or a telemetry record is scrubbed
 * here (card data, CVV and documents never reach logs or error reports; e-mails, phones and
 * names reach no telemetry field the spec does not ask for). Two strengths:
 * - `scrubText` / `scrubCardData`: card numbers (any 13–19 digits however written), CVV,
 *   expiry and tax documents. Logs and the error reports' spec fields (extra data, query).
 * - `scrubPersonalText` / `scrubPersonalData` / `scrubPersonalValues` / `scrubUrl`: the same,
 *   plus e-mails, phones and the values of fields and query parameters named like personal
 *   data (name, e-mail, phone, document…). Span attributes, URLs, breadcrumbs and every other
 *   field of a report.
 */
import { replaceCardNumbers } from '@/lib/redaction/cardNumbers';
import {
  isCardNumberName,
  isDocumentName,
  isPersonalDataName,
  isVerificationCodeName,
  squashedName,
} from '@/lib/redaction/fieldNames';

/** Deeper than this, a value is replaced by a marker instead of being walked. */
const maxDepth = 32;

const formattedDocument = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/g;
const bareDocument = /\b(?:\d{11}|\d{14})\b/g;
const email = /[^\s@<>()[\]\\,;:"?&=#]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu;
const internationalPhone = /\+\s?\d{1,3}(?:[\s.()-]{0,2}\d){6,13}/g;
const areaCodePhone = /\(\d{2,3}\)\s?\d{4,5}[\s.-]?\d{4}\b/g;
/** A URL with a query inside a text: absolute, or a path starting with `/`. */
const urlWithQuery = /(?:\bhttps?:\/\/|(?<![\w.])\/)[^\s"'<>`]*[?#][^\s"'<>`]*/g;

function anyCardNumber(text: string): string {
  return replaceCardNumbers(text, { requireLuhn: false }, () => '[card]');
}

/**
 * Scrubs card data and documents from a text: a formatted CPF (000.000.000-00) or CNPJ
 * (00.000.000/0000-00) becomes '[document]'; any 13–19 digits however written (any digits,
 * spaces, tabs, `_`, `/`, dots, dashes between them) '[card]' (a bare 14-digit CNPJ too: it
 * cannot be told from a card); a bare run of 11 digits (a CPF without punctuation) '[document]'.
 */
export function scrubText(text: string): string {
  return anyCardNumber(text.replace(formattedDocument, '[document]')).replace(
    bareDocument,
    '[document]',
  );
}

/** Whether a field's value is card data or a document, by the field's name. */
function isCardOrDocumentName(name: string): boolean {
  return (
    isCardNumberName(name) ||
    isVerificationCodeName(name) ||
    isDocumentName(name) ||
    /^(expiry|expiration|expirationdate|expirydate|validade|vencimento)$/.test(squashedName(name))
  );
}

/** Whether a value is a number that could be a card number (an integer of 13–19 digits). */
function isCardLikeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && anyCardNumber(String(value)) !== String(value);
}

function scrubDeep(
  value: unknown,
  depth: number,
  text: (text: string) => string,
  isRedactedName: (name: string) => boolean,
): unknown {
  if (depth > maxDepth) return '[too deep]';
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return isCardLikeNumber(value) ? '[card]' : value;
  if (Array.isArray(value))
    return value.map((item) => scrubDeep(item, depth + 1, text, isRedactedName));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[text(key)] =
      isRedactedName(key) && item !== null && (typeof item !== 'object' || Array.isArray(item))
        ? '[redacted]'
        : scrubDeep(item, depth + 1, text, isRedactedName);
  }
  return out;
}

/**
 * Scrubs card data and documents from a JSON-like value deeply, returning a copy: the values
 * of fields named like card or document fields (any case or separators: `cardNumber`,
 * `card_cvv`, `CPF`) become '[redacted]', texts and keys pass {@link scrubText}, integers that
 * could be card numbers become '[card]'.
 */
export function scrubCardData<T>(value: T): T {
  return scrubDeep(value, 0, scrubText, isCardOrDocumentName) as T;
}

/** Scrubs a text of card data, documents, e-mails ('[email]') and phones ('[phone]'). */
export function scrubPersonalText(text: string): string {
  return scrubText(
    text
      .replace(email, '[email]')
      .replace(formattedDocument, '[document]')
      .replace(internationalPhone, '[phone]')
      .replace(areaCodePhone, '[phone]'),
  );
}

/** Whether a field or query parameter names personal data, card data or a document. */
function isPersonalName(name: string): boolean {
  return (
    isPersonalDataName(name) ||
    isCardOrDocumentName(name) ||
    /^(cookie|cookies|authorization|mail)$/.test(squashedName(name))
  );
}

function decode(text: string, plusIsSpace = true): string {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, ' ') : text);
  } catch {
    return text;
  }
}

/** A query value scrubbed, read as a form would (`+` a space) and as a URL would (`+` itself). */
function scrubQueryValue(raw: string): string {
  // As written too: an address whose local part holds '%' ('%2c@a.aa') is not one once decoded.
  for (const value of [decode(raw), decode(raw, false), raw]) {
    const scrubbed = scrubPersonalText(value);
    if (scrubbed !== value) return encodeURIComponent(scrubbed);
  }
  return raw;
}

/** A query string (without '?') with personal values scrubbed, parameter by parameter. */
export function scrubQueryString(query: string): string {
  if (query === '') return query;
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      const name = scrubPersonalText(decode(rawName));
      if (equals < 0) return name === decode(rawName) ? pair : encodeURIComponent(name);
      const safeName = name === decode(rawName) ? rawName : encodeURIComponent(name);
      if (isPersonalName(decode(rawName))) return `${safeName}=[redacted]`;
      return `${safeName}=${scrubQueryValue(pair.slice(equals + 1))}`;
    })
    .join('&');
}

function scrubPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const decoded = decode(segment);
      const scrubbed = scrubPersonalText(decoded);
      return scrubbed === decoded ? segment : encodeURIComponent(scrubbed);
    })
    .join('/');
}

/**
 * A URL (absolute, or a path) with personal data scrubbed: in the query and the fragment the
 * values of parameters named like personal data (`email`, `name`, `phone`, `cpf`, card fields…)
 * become '[redacted]' and the others pass {@link scrubPersonalText} (an e-mail, a CPF or a
 * phone in any parameter); the path's segments pass it too. Origin and parameter names stay.
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? undefined : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? undefined : beforeHash.slice(queryAt + 1);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(base)?.[0] ?? '';
  let out = origin + scrubPath(base.slice(origin.length));
  if (query !== undefined) out += `?${scrubQueryString(query)}`;
  if (fragment !== undefined)
    out += `#${fragment.includes('=') ? scrubQueryString(fragment) : scrubPath(fragment)}`;
  return out;
}

/** A text with the URLs in it scrubbed ({@link scrubUrl}), then the rest ({@link scrubPersonalText}). */
function scrubPersonalTextAndUrls(text: string): string {
  const withUrls = /^(?:https?:\/\/|\/)\S*$/i.test(text)
    ? scrubUrl(text)
    : text.replace(urlWithQuery, (url) => scrubUrl(url));
  return scrubPersonalText(withUrls);
}

/**
 * Scrubs personal data from a JSON-like value deeply, returning a copy: the values of fields
 * named like personal data, card data or documents (`email`, `phone`, `name`, `holderName`,
 * `cpf`, `cardNumber`, `cookie`…) become '[redacted]'; URLs (whole values, or inside a text)
 * pass {@link scrubUrl}; every text and key {@link scrubPersonalText}.
 */
export function scrubPersonalData<T>(value: T): T {
  return scrubDeep(value, 0, scrubPersonalTextAndUrls, isPersonalName) as T;
}

/**
 * Like {@link scrubPersonalData}, but redacting by name only card and document fields: for
 * records whose `name` fields are not people's (an SDK's, a browser's, an exception's). Texts,
 * keys and URLs are scrubbed the same way.
 */
export function scrubPersonalValues<T>(value: T): T {
  return scrubDeep(value, 0, scrubPersonalTextAndUrls, isCardOrDocumentName) as T;
}
