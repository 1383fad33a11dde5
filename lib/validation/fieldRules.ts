import type { ValidationMessage } from '@/lib/validation/messages';
import { validateAddress } from '@/lib/validation/validateAddress';
import { validateCardCvv } from '@/lib/validation/validateCardCvv';
import { validateCardNumber } from '@/lib/validation/validateCardNumber';
import { validateCep } from '@/lib/validation/validateCep';
import { validateCity } from '@/lib/validation/validateCity';
import { validateComplement } from '@/lib/validation/validateComplement';
import { validateCountry } from '@/lib/validation/validateCountry';
import { validateEmail } from '@/lib/validation/validateEmail';
import { validateMozambicanPostalCode } from '@/lib/validation/validateMozambicanPostalCode';
import { validateName } from '@/lib/validation/validateName';
import { validateNeighbourhood } from '@/lib/validation/validateNeighbourhood';
import { validateNumber } from '@/lib/validation/validateNumber';
import { validatePhone } from '@/lib/validation/validatePhone';
import { validateRegistry } from '@/lib/validation/validateRegistry';

/** A field rule: the message to show for a value, or `undefined` when the value is valid. */
export type FieldRule = (value: string) => ValidationMessage | undefined;

/**
 * The API's postal code: the address schema serves Brazil and Mozambique alike and does not
 * say which, so it takes a CEP or a Mozambican postal code; each country's form takes its own.
 */
function validatePostalCode(value: string): ValidationMessage | undefined {
  return validateCep(value) && validateMozambicanPostalCode(value);
}

/**
 * Every buyer field's rule, by the name the API schemas give it (`"x-field-rule": "name"` in
 * schemas/api): the very validators the checkout's forms run. `npm run generate` compiles the
 * schemas' `x-field-rule` into a call of this table, so the sandbox answers 400 exactly when the
 * form would show a message, and the OpenAPI document names the rule (docs/field-rules.md).
 * Rules that need more than the value (the card expiry's clock, the CVV length of the brand,
 * the brand against the number) are called by the payment handler instead, with the same
 * functions (`judgeCardExpiry`, `cardCvvLength`, `detectCardBrand`).
 */
export const fieldRules = {
  name: validateName,
  email: validateEmail,
  phone: (value) => validatePhone(value),
  document: validateRegistry,
  postalCode: validatePostalCode,
  street: validateAddress,
  houseNumber: validateNumber,
  complement: validateComplement,
  neighbourhood: validateNeighbourhood,
  city: validateCity,
  country: validateCountry,
  cardNumber: validateCardNumber,
  cardCvv: (value) => validateCardCvv(value),
} satisfies Record<string, FieldRule>;

/** The name of a field rule, as `x-field-rule` writes it. */
export type FieldRuleName = keyof typeof fieldRules;

/** Whether a string names a field rule. */
export function isFieldRuleName(name: string): name is FieldRuleName {
  return Object.prototype.hasOwnProperty.call(fieldRules, name);
}
