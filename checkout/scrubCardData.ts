/**
 * Removes anything that looks like card data from text before it leaves the browser in an
 * error report or a log line (DESIGN.md: card data never reaches logs or error reports).
 * A run of 13–19 digits (spaces or dashes allowed between them) becomes '[card]', and the
 * values of keys named like card fields become '[redacted]'.
 */
const CARD_RUN = /\b(?:\d[ -]?){12,18}\d\b/g;
const CARD_KEYS = /^(card|cardNumber|number|cvv|cvc|securityCode|expiry|expiration|cc-.*)$/i;

/** Scrubs a string. */
export function scrubText(text: string): string {
  return text.replace(CARD_RUN, '[card]');
}

/** Scrubs a JSON-like value deeply, returning a copy. */
export function scrubCardData<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubCardData(item)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out[key] = CARD_KEYS.test(key) && (typeof item === 'string' || typeof item === 'number') ? '[redacted]' : scrubCardData(item);
    }
    return out as T;
  }
  return value;
}
