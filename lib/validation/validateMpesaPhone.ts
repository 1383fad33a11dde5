/**
 * The message of an invalid M-Pesa number (not a spec §5 field, so not in `messages`): what
 * the number must look like, in the buyer's words.
 */
export const mpesaPhoneMessage = 'Insira um número M-Pesa válido: 84 ou 85 seguido de 7 dígitos.';

/** An M-Pesa number without the country code: 84 or 85 (Vodacom) and 7 digits. */
const mpesaNational = /^8[45]\d{7}$/;

/**
 * Validates an M-Pesa number (Mozambique): 84 or 85 and 7 digits, typed with or without the
 * '+258' dialling code and with any spaces ('84 123 4567', '+258 85 123 4567'); other
 * Mozambican numbers (82, 86, 87, fixed lines) have no M-Pesa. Returns the message to show, or
 * `undefined` when the number is valid.
 */
export function validateMpesaPhone(value: string): string | undefined {
  const text = value.trim();
  if (!/^\+?[\d\s]+$/.test(text)) return mpesaPhoneMessage;
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('258') ? digits.slice(3) : digits;
  if (text.startsWith('+') && !digits.startsWith('258')) return mpesaPhoneMessage;
  return mpesaNational.test(national) ? undefined : mpesaPhoneMessage;
}
