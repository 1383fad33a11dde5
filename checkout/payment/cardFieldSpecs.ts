import { formatCardNumber } from '@/checkout/format/formatCardNumber';
import { formatExpiry } from '@/checkout/format/formatExpiry';
import type { PaymentSpecs, PaymentValues } from '@/checkout/payment/paymentValues';
import { cardCvvLength } from '@/checkout/validation/cardCvvLength';
import { isCardBrand } from '@/lib/card/cardBrand';
import type { CardBrandOption } from '@/lib/card/cardBrand';
import { validateCardBrand } from '@/checkout/validation/validateCardBrand';
import { validateCardCvv } from '@/checkout/validation/validateCardCvv';
import { validateCardExpireDate } from '@/checkout/validation/validateCardExpireDate';
import { validateCardNumber } from '@/checkout/validation/validateCardNumber';
import { validateName } from '@/checkout/validation/validateName';

function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/**
 * The spec §5 rules and formats of the card fields (installments, brand, name on the card,
 * number, expiry, CVV sized for the brand). They apply only while the card method is chosen
 * (`isCard`): a buyer paying by Pix or boleto is never stopped by an empty card field. The
 * brand must be chosen ('Selecione a bandeira do cartão'), be one of `offered` (the country's
 * brands, see `cardBrandsFor`) and be the number's brand ('Revise a bandeira do cartão.').
 */
export function cardFieldSpecs(
  isCard: (values: PaymentValues) => boolean,
  offered: readonly CardBrandOption[],
): PaymentSpecs {
  const onCard =
    (rule: (value: string, values: PaymentValues) => string | undefined) =>
    (value: string, values: PaymentValues) => (isCard(values) ? rule(value, values) : undefined);
  return {
    installments: {},
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
      validate: onCard((value, values) =>
        validateCardCvv(
          value,
          cardCvvLength(isCardBrand(values.cardBrand) ? values.cardBrand : undefined),
        ),
      ),
      format: (raw) => digitsOnly(raw, 4),
    },
  };
}
