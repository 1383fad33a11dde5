import { parsePhoneNumber } from 'awesome-phonenumber';
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
// The bound of what a phone input holds ('+', 15 digits of E.164 and separators).
const maxInternationalLength = 30;
// What a phone input may put between the digits of an international number.
const internationalPattern = /^\+[\d\s().-]+$/;
// Area code: two digits, neither of them zero (no Brazilian DDD contains a zero).
const formattedMobile = /^\([1-9]{2}\) 9\d{4}-\d{4}$/;
const bareMobile = /^[1-9]{2}9\d{8}$/;
const mozambiqueDialCode = '258';

/**
 * Whether the digits of a '+258' number are a number of Mozambique's national numbering plan
 * (mobiles 82–87 and 7 digits, fixed lines by area code: '+258 21 123 456' in Maputo), by the
 * numbering metadata of Google's libphonenumber as awesome-phonenumber ships it (pinned in
 * package.json; a new release brings the plan's changes) rather than a hand-kept table.
 */
function isMozambicanNumber(digits: string): boolean {
  const number = parsePhoneNumber(`+${digits}`);
  return number.valid && number.regionCode === 'MZ';
}

/**
 * Validates a phone number (spec §5 PHONE). A number starting with '+' (another country,
 * chosen with the flag selector) must be 6 to 30 characters long, '+' included, and hold
 * only digits (at least one), spaces, dots, dashes and parentheses; a Mozambican one (+258)
 * must be a number of Mozambique's numbering plan (`isMozambicanNumber`). Any other number must be a Brazilian
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
      phone.length <= maxInternationalLength &&
      internationalPattern.test(phone) &&
      /\d/.test(phone);
    if (!valid) return messages.phone.international;
    const digits = phone.replace(/\D/g, '');
    if (digits.startsWith(mozambiqueDialCode) && !isMozambicanNumber(digits)) {
      return messages.phone.international;
    }
    return undefined;
  }
  if (formattedMobile.test(phone) || bareMobile.test(phone)) return undefined;
  return options.locale === 'pt-MZ' ? messages.phone.mozambique : messages.phone.brazilianMobile;
}
