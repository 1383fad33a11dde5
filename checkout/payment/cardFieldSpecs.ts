import { formatCardNumber } from '@/checkout/format/formatCardNumber';
import { formatExpiry } from '@/checkout/format/formatExpiry';
import type { FieldSpec } from '@/checkout/useFieldForm';
import { cardCvvLength } from '@/lib/validation/cardCvvLength';
import { isCardBrand } from '@/lib/card/cardBrand';
import type { CardBrandOption } from '@/lib/card/cardBrand';
import { validateCardBrand } from '@/lib/validation/validateCardBrand';
import { validateCardCvv } from '@/lib/validation/validateCardCvv';
import { validateCardExpireDate } from '@/lib/validation/validateCardExpireDate';
import { validateCardNumber } from '@/lib/validation/validateCardNumber';
import { validateName } from '@/lib/validation/validateName';

/** The fields every card form has (payment, account payment, Livelo, payment verification). */
export type CardFieldValues = {
  cardBrand: string;
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
};

/** The specs of the card fields, for a form whose values are `V`. */
export type CardFieldSpecs<V extends CardFieldValues & Record<string, string>> = {
  [K in keyof CardFieldValues]: FieldSpec<V>;
};

/** What decides the card fields' rules besides the values. */
export interface CardFieldOptions<V> {
  /** The brands the form offers (the buyer's country's, see `cardBrandsFor`). */
  offered: readonly CardBrandOption[];
  /**
   * Whether the card is the chosen way of paying; the card fields are judged only then, so a
   * buyer paying by Pix or boleto is never stopped by an empty card field. Always when left out.
   */
  isCard?: (values: V) => boolean;
}

function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/** The CVV length of the chosen brand (3, or 4 for Amex; 3 while none is chosen). */
export function cvvLengthOf(values: CardFieldValues): number {
  return cardCvvLength(isCardBrand(values.cardBrand) ? values.cardBrand : undefined);
}

/**
 * The spec §5 rules and formats of the card fields (brand, name on the card, number, expiry,
 * CVV sized for the brand), written once for the four card forms. The brand must be chosen
 * ('Selecione a bandeira do cartão'), be one of `offered` and be the number's brand ('Revise a
 * bandeira do cartão.'). The messages are the field rules' of `lib/validation/`.
 */
export function cardFieldSpecs<V extends CardFieldValues & Record<string, string>>({
  offered,
  isCard = () => true,
}: CardFieldOptions<V>): CardFieldSpecs<V> {
  const onCard =
    (rule: (value: string, values: V) => string | undefined) => (value: string, values: V) =>
      isCard(values) ? rule(value, values) : undefined;
  return {
    cardBrand: {
      validate: onCard((value, values) => validateCardBrand(value, values.cardNumber, offered)),
    },
    holderName: { validate: onCard((value) => validateName(value)) },
    cardNumber: {
      validate: onCard((value) => validateCardNumber(value)),
      format: formatCardNumber,
    },
    expiry: { validate: onCard((value) => validateCardExpireDate(value)), format: formatExpiry },
    cvv: {
      validate: onCard((value, values) => validateCardCvv(value, cvvLengthOf(values))),
      format: (raw) => digitsOnly(raw, 4),
    },
  };
}
