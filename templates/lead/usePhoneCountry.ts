import { useCallback, useState } from 'react';
import { formatBrazilianPhone } from '@/checkout/format/formatBrazilianPhone';
import { formatInternationalPhone } from '@/templates/lead/formatInternationalPhone';
import {
  brazilIso,
  mozambiqueIso,
  phoneCountries,
  phoneCountryByIso,
} from '@/templates/lead/phoneCountries';
import type { Copy } from '@/checkout/copy/ptBR';
import { fieldMessage } from '@/checkout/copy/fieldMessage';
import { validatePhone } from '@/lib/validation/validatePhone';
import type { PhoneLocale } from '@/lib/validation/validatePhone';

/** What the lead form needs to run its phone field with a country flag selector. */
export interface PhoneCountryState {
  /** ISO code of the chosen flag. */
  country: string;
  setCountry: (iso: string) => void;
  /** The flag a buyer with no stored number starts with: Moçambique for pt-MZ, else Brasil. */
  defaultCountry: string;
  /** The value an empty phone field starts with for a flag: '' for Brasil, else its code. */
  emptyValue: (iso: string) => string;
  /** Formats the number as typed for the chosen flag. */
  format: (raw: string) => string;
  /** Spec §5 PHONE, in the page's language (the Mozambique wording for every pt-MZ error). */
  validate: (value: string) => string | undefined;
}

/**
 * The phone flag selector's state for a brand language (spec §5 PHONE): pt-BR brands start
 * on Brasil and the Brazilian-mobile rule, pt-MZ brands on Moçambique (+258) and its wording.
 * With Brasil chosen the number is masked as '(DD) 9DDDD-DDDD' (a number typed with '+' is
 * kept as typed); with another flag, digits typed into an empty field get the flag's code in
 * front, so the '+' rule applies. A field emptied by the buyer stays empty, and then shows the
 * brand's wording of the Brazilian-mobile message, which asks to choose the flag; for pt-MZ
 * brands so does a field holding only a dialling code, and so does any invalid number: the
 * pt-MZ catalogue words every phone message as the spec's Mozambique message.
 */
export function usePhoneCountry(language: PhoneLocale, copy: Copy): PhoneCountryState {
  const defaultCountry = language === 'pt-MZ' ? mozambiqueIso : brazilIso;
  const [country, setCountry] = useState(defaultCountry);
  const emptyValue = useCallback(
    (iso: string) => (iso === brazilIso ? '' : `${phoneCountryByIso(iso).dialCode} `),
    [],
  );
  const format = useCallback(
    (raw: string) => {
      if (raw.trimStart().startsWith('+')) return formatInternationalPhone(raw);
      if (country === brazilIso) return formatBrazilianPhone(raw);
      const digits = raw.replace(/\D/g, '');
      return digits === '' ? '' : formatInternationalPhone(emptyValue(country) + digits);
    },
    [country, emptyValue],
  );
  const validate = useCallback(
    (value: string) => {
      // A pt-MZ field still holding only the dialling code it started with has no number
      // yet: it gets the Mozambique wording ('Selecione a bandeira do país e insira um
      // número válido com DDD.') rather than the bare '+' rule's 'Insira um número válido'.
      const bareDialCode = phoneCountries.some((c) => c.dialCode === value.trim());
      const message = validatePhone(language === 'pt-MZ' && bareDialCode ? '' : value, {
        locale: language,
      });
      return fieldMessage(copy, 'phone', message);
    },
    [language, copy],
  );
  return { country, setCountry, defaultCountry, emptyValue, format, validate };
}
