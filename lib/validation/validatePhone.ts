import { messages } from '@/lib/validation/messages';
import type { ValidationMessage } from '@/lib/validation/messages';
import { phoneNumbering } from '@/schemas/generated/phoneNumbering';
import type { NumberingPlan } from '@/schemas/generated/phoneNumbering';

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

/**
 * Whether `national` (the digits after the calling code) is a fixed line or a mobile number of
 * `plan`: one of the type's possible lengths and its whole pattern. The plans are generated from
 * Google libphonenumber's metadata (`schemas/generated/phoneNumbering.ts`, docs/field-rules.md)
 * so the rule follows the published plan without shipping a phone library to the buyer.
 */
function isNumberOfPlan(national: string, plan: NumberingPlan): boolean {
  return [plan.fixedLine, plan.mobile].some(
    (type) => type.possibleLengths.includes(national.length) && type.pattern.test(national),
  );
}

/** Whether a '+' number's digits (calling code first) are refused by their country's plan. */
function breaksNumberingPlan(digits: string): boolean {
  return Object.values(phoneNumbering).some(
    (plan: NumberingPlan) =>
      digits.startsWith(plan.callingCode) &&
      !isNumberOfPlan(digits.slice(plan.callingCode.length), plan),
  );
}

/**
 * Validates a phone number (spec §5 PHONE). A number starting with '+' (another country,
 * chosen with the flag selector) must be 6 to 30 characters long, '+' included, and hold
 * only digits (at least one), spaces, dots, dashes and parentheses; a Mozambican one (+258)
 * must be a fixed line or mobile number of Mozambique's numbering plan (`isNumberOfPlan`). Any
 * other number must be a Brazilian mobile, accepted in two forms: formatted '(11) 91234-5678' (what `formatBrazilianPhone`
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
    return breaksNumberingPlan(phone.replace(/\D/g, '')) ? messages.phone.international : undefined;
  }
  if (formattedMobile.test(phone) || bareMobile.test(phone)) return undefined;
  return options.locale === 'pt-MZ' ? messages.phone.mozambique : messages.phone.brazilianMobile;
}
