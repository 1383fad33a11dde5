const sensitiveKeys = new Set(
  [
    'cardNumber',
    'card_number',
    'pan',
    'cvv',
    'cvc',
    'cvv2',
    'securityCode',
    'security_code',
    'expiry',
    'expiration',
    'expirationDate',
    'expiration_date',
    'expiryMonth',
    'expiryYear',
    'expirationMonth',
    'expirationYear',
  ].map((key) => key.toLowerCase()),
);

const numberKeys = new Set(['cardnumber', 'card_number', 'pan']);

function looksLikeCardNumber(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value);
  return /^[\d .-]+$/.test(text) && /^\d{13,19}$/.test(text.replace(/\D/g, ''));
}

/**
 * A copy of a request body with card data removed: card numbers become `last4`, and CVV and
 * expiry fields are dropped, at any depth. What the sandbox stores or fingerprints goes through
 * this first; long digit runs elsewhere (a card number in a free-text field) are masked too.
 */
export function redactCardData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactCardData);
  if (typeof value === 'string') {
    return value.replace(/\d[\d .-]{11,22}\d/g, (match) => {
      const digits = match.replace(/\D/g, '');
      return digits.length >= 13 && digits.length <= 19 ? `****${digits.slice(-4)}` : match;
    });
  }
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const lower = key.toLowerCase();
    // A generic `number` (street, phone) stays unless it has the length of a card number.
    if (sensitiveKeys.has(lower) || (lower === 'number' && looksLikeCardNumber(item))) {
      if (
        (numberKeys.has(lower) || lower === 'number') &&
        (typeof item === 'string' || typeof item === 'number')
      ) {
        const digits = String(item).replace(/\D/g, '');
        if (digits.length >= 4) result.last4 = digits.slice(-4);
      }
      continue;
    }
    result[key] = redactCardData(item);
  }
  return result;
}
