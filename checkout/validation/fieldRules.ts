import type { ValidationMessage } from '@/checkout/validation/messages';
import { validateAddress } from '@/checkout/validation/validateAddress';
import { validateCardCvv } from '@/checkout/validation/validateCardCvv';
import { validateCardNumber } from '@/checkout/validation/validateCardNumber';
import { validateCep } from '@/checkout/validation/validateCep';
import { validateCity } from '@/checkout/validation/validateCity';
import { validateComplement } from '@/checkout/validation/validateComplement';
import { validateCountry } from '@/checkout/validation/validateCountry';
import { validateEmail } from '@/checkout/validation/validateEmail';
import { validateMozambicanPostalCode } from '@/checkout/validation/validateMozambicanPostalCode';
import { validateName } from '@/checkout/validation/validateName';
import { validateNeighbourhood } from '@/checkout/validation/validateNeighbourhood';
import { validateNumber } from '@/checkout/validation/validateNumber';
import { validatePhone } from '@/checkout/validation/validatePhone';
import { validateRegistry } from '@/checkout/validation/validateRegistry';

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
