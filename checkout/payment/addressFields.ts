import type { Address } from '@/checkout/api/types';
import { inLanguage } from '@/checkout/copy/fieldMessage';
import type { Copy } from '@/checkout/copy/ptBR';
import { brazilianStates } from '@/lib/validation/brazilianStates';
import { validateAddress } from '@/lib/validation/validateAddress';
import { validateCep } from '@/lib/validation/validateCep';
import { validateCity } from '@/lib/validation/validateCity';
import { validateComplement } from '@/lib/validation/validateComplement';
import { validateCountry } from '@/lib/validation/validateCountry';
import { validateMozambicanPostalCode } from '@/lib/validation/validateMozambicanPostalCode';
import { validateNeighbourhood } from '@/lib/validation/validateNeighbourhood';
import { validateNumber } from '@/lib/validation/validateNumber';
import { validateState } from '@/lib/validation/validateState';

/** The values of the billing address form (spec §2), as typed. */
export type AddressValues = {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighbourhood: string;
  city: string;
  state: string;
  country: string;
};

/** A field of the billing address form. */
export type AddressFieldName = keyof AddressValues;

/** Which variant of the address form: Brazil (27 states, neighbourhood) or Mozambique. */
export type AddressVariant = 'BR' | 'MZ';

/** The empty address form of a variant; the country is prefilled. */
export function emptyAddress(variant: AddressVariant): AddressValues {
  return {
    postalCode: '',
    street: '',
    number: '',
    complement: '',
    neighbourhood: '',
    city: '',
    state: '',
    country: variant === 'MZ' ? 'Moçambique' : 'Brasil',
  };
}

/**
 * The spec §5 rule of each address field for a variant. The postal code follows the country
 * (Brazilian CEP '00000-000', Mozambican 4 digits). The neighbourhood is asked (and so
 * required) in Brazil only; the state is one of the 27 UFs in Brazil and free text (a
 * province) in Mozambique. The complement is optional. Messages come in the words of `copy`,
 * the page's catalogue ('Insira uma província válida' in pt-MZ).
 */
export function addressValidators(
  variant: AddressVariant,
  copy: Copy,
): Record<AddressFieldName, (value: string) => string | undefined> {
  return {
    postalCode: inLanguage(
      copy,
      'cep',
      variant === 'MZ' ? validateMozambicanPostalCode : validateCep,
    ),
    street: inLanguage(copy, 'address', validateAddress),
    number: inLanguage(copy, 'number', validateNumber),
    complement: inLanguage(copy, 'complement', validateComplement),
    neighbourhood:
      variant === 'BR' ? inLanguage(copy, 'neighbourhood', validateNeighbourhood) : () => undefined,
    city: inLanguage(copy, 'city', validateCity),
    state: inLanguage(copy, 'state', (value: string) =>
      validateState(value, variant === 'BR' ? { allowed: brazilianStates } : {}),
    ),
    country: inLanguage(copy, 'country', validateCountry),
  };
}

/** The address as PATCH /api/v1/lead/{id} takes it, trimmed, optional parts left out when empty. */
export function toLeadAddress(values: AddressValues): Address {
  const complement = values.complement.trim();
  const neighbourhood = values.neighbourhood.trim();
  return {
    postalCode: values.postalCode.trim(),
    street: values.street.trim(),
    number: values.number.trim(),
    ...(complement ? { complement } : {}),
    ...(neighbourhood ? { neighbourhood } : {}),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
  };
}
