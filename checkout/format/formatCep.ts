/**
 * Formats a Brazilian postal code '00000-000' as the buyer types: keeps at most eight digits
 * and adds the dash once the sixth digit arrives.
 */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
