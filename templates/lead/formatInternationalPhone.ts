const maxLength = 20;

/**
 * Cleans an international phone number as the buyer types ('+258 84 123 4567'): keeps a
 * leading '+', digits and single spaces, at most 20 characters. The '+' is not put back when
 * the buyer deletes it, so the PHONE rule can ask them to choose the flag again.
 */
export function formatInternationalPhone(raw: string): string {
  const trimmed = raw.replace(/^\s+/, '');
  const plus = trimmed.startsWith('+') ? '+' : '';
  const rest = trimmed
    .slice(plus.length)
    .replace(/[^\d\s]/g, '')
    .replace(/\s+/g, ' ');
  return (plus + rest).slice(0, maxLength);
}
