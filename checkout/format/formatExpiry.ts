/**
 * Formats a card expiry date 'MM/AA' as the buyer types: keeps at most four digits and puts
 * the slash after the month once the year begins ('123' → '12/3'). A slash the buyer typed
 * right after the month is kept ('12/' stays), so deleting it with backspace also works.
 */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && /\/\s*$/.test(value)) return `${digits}/`;
  return digits;
}
