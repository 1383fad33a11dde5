import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

/** An M-Pesa number without the country code: 84 or 85 (Vodacom) and 7 digits. */
const mpesaNational = /^8[45]\d{7}$/;

/**
 * Validates an M-Pesa number (Mozambique): 84 or 85 and 7 digits, typed with or without the
 * '+258' dialling code and with any spaces ('84 123 4567', '+258 85 123 4567'); other
 * Mozambican numbers (82, 86, 87, fixed lines) have no M-Pesa. Returns the message to show, or
 * `undefined` when the number is valid.
 */
export function validateMpesaPhone(value: string): ValidationMessage | undefined {
  const text = value.trim();
  if (!/^\+?[\d\s]+$/.test(text)) return messages.mpesa.phone;
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('258') ? digits.slice(3) : digits;
  if (text.startsWith('+') && !digits.startsWith('258')) return messages.mpesa.phone;
  return mpesaNational.test(national) ? undefined : messages.mpesa.phone;
}
