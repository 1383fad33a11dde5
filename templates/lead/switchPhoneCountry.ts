import { formatBrazilianPhone } from '@/checkout/format/formatBrazilianPhone';
import { brazilIso, phoneCountryByIso } from '@/templates/lead/phoneCountries';

/**
 * The phone field's new value when the buyer picks another flag. Another country's numbers
 * start with its dialling code (spec §5: the '+' rule): the previous country's code is
 * replaced and the national digits kept; switching to Brasil drops the code and formats the
 * rest as a Brazilian mobile.
 */
export function switchPhoneCountry(phone: string, fromIso: string, toIso: string): string {
  const national = nationalDigits(phone, fromIso);
  if (toIso === brazilIso) return formatBrazilianPhone(national);
  const { dialCode } = phoneCountryByIso(toIso);
  return `${dialCode} ${national}`;
}

function nationalDigits(phone: string, fromIso: string): string {
  const value = phone.trim();
  const digits = value.replace(/\D/g, '');
  if (fromIso === brazilIso || !value.startsWith('+')) return digits;
  const codeDigits = phoneCountryByIso(fromIso).dialCode.slice(1);
  return digits.startsWith(codeDigits) ? digits.slice(codeDigits.length) : digits;
}
