/**
 * Removes card data and identity documents from text before it leaves the browser or the
 * server in an error report, a telemetry record or a log line (card data, CVV and documents
 * never reach logs or error reports). In text: a formatted CPF (000.000.000-00) or CNPJ
 * (00.000.000/0000-00) becomes '[document]', a run of 13–19 digits (spaces or dashes allowed
 * between them) becomes '[card]' (a bare 14-digit CNPJ too: it cannot be told from a card),
 * and a bare run of 11 digits (a CPF typed without punctuation) becomes '[document]'. In objects, the values of keys named like card or
 * document fields become '[redacted]'.
 */
const FORMATTED_DOCUMENT = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/g;
const CARD_RUN = /\b(?:\d[ -]?){12,18}\d\b/g;
const BARE_DOCUMENT = /\b(?:\d{11}|\d{14})\b/g;
const SENSITIVE_KEYS =
  /^(card|cardNumber|number|cvv|cvc|securityCode|security_code|expiry|expiration|cc-.*|document|documentNumber|cpf|cnpj|taxId)$/i;

/** Scrubs a string. */
export function scrubText(text: string): string {
  return text
    .replace(FORMATTED_DOCUMENT, '[document]')
    .replace(CARD_RUN, '[card]')
    .replace(BARE_DOCUMENT, '[document]');
}

/** Scrubs a JSON-like value deeply, returning a copy. */
export function scrubCardData<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubCardData(item)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out[key] =
        SENSITIVE_KEYS.test(key) && (typeof item === 'string' || typeof item === 'number')
          ? '[redacted]'
          : scrubCardData(item);
    }
    return out as T;
  }
  return value;
}
