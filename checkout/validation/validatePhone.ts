import { messages } from '@/checkout/validation/messages';
import type { ValidationMessage } from '@/checkout/validation/messages';

/** The language variant that picks the wording of the Brazilian-mobile message. */
export type PhoneLocale = 'pt-BR' | 'pt-MZ';

/** Options of `validatePhone`. */
export interface ValidatePhoneOptions {
  /** 'pt-MZ' shows the Mozambique wording when the Brazilian-mobile rule fails. */
  locale: PhoneLocale;
}

const minInternationalLength = 6;
// What a phone input may put between the digits of an international number.
const internationalPattern = /^\+[\d\s().-]+$/;
// Area code: two digits, neither of them zero (no Brazilian DDD contains a zero).
const formattedMobile = /^\([1-9]{2}\) 9\d{4}-\d{4}$/;
const bareMobile = /^[1-9]{2}9\d{8}$/;
// Mozambique (+258): national numbers are 9 digits (mobiles 8X XXX XXXX, fixed lines 2X...).
const mozambiqueDialCode = '258';
const mozambiqueNationalLength = 9;

/**
 * Validates a phone number (spec §5 PHONE). A number starting with '+' (another country,
 * chosen with the flag selector) must be at least 6 characters long, '+' included, and hold
 * only digits (at least one), spaces, dots, dashes and parentheses; a Mozambican one (+258)
 * must have its real length, 9 digits after the dialling code. Any other number must be a Brazilian
 * mobile, accepted in two forms: formatted '(11) 91234-5678' (what `formatBrazilianPhone`
 * writes) or bare digits '11912345678'; the area code has no zero digit and the number starts
 * with 9. Surrounding spaces are ignored. Returns the message to show (Mozambique wording for
 * 'pt-MZ'), or `undefined` when the number is valid.
 */
export function validatePhone(
  value: string,
  options: ValidatePhoneOptions = { locale: 'pt-BR' },
): ValidationMessage | undefined {
  const phone = value.trim();
  if (phone.startsWith('+')) {
    const valid =
      phone.length >= minInternationalLength &&
      internationalPattern.test(phone) &&
      /\d/.test(phone);
    if (!valid) return messages.phone.international;
    const digits = phone.replace(/\D/g, '');
    if (
      digits.startsWith(mozambiqueDialCode) &&
      digits.length !== mozambiqueDialCode.length + mozambiqueNationalLength
    ) {
      return messages.phone.international;
    }
    return undefined;
  }
  if (formattedMobile.test(phone) || bareMobile.test(phone)) return undefined;
  return options.locale === 'pt-MZ' ? messages.phone.mozambique : messages.phone.brazilianMobile;
}
