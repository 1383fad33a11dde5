import { brazilIso, phoneCountries } from '@/templates/lead/phoneCountries';

/**
 * The selector country a stored phone number belongs to, so a buyer coming back to the lead
 * step sees the flag they chose: a number with '+' matches the longest dialling code it
 * starts with (the first country listed for a shared code), anything else is Brazilian.
 * Returns `fallback` for a '+' number no country matches, and for an empty number.
 */
export function countryFromPhone(phone: string, fallback: string): string {
  const value = phone.trim();
  if (value === '') return fallback;
  if (!value.startsWith('+')) return brazilIso;
  const digits = `+${value.replace(/\D/g, '')}`;
  let best: { iso: string; length: number } | undefined;
  for (const country of phoneCountries) {
    if (digits.startsWith(country.dialCode) && country.dialCode.length > (best?.length ?? 0)) {
      best = { iso: country.iso, length: country.dialCode.length };
    }
  }
  return best?.iso ?? fallback;
}
