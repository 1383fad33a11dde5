import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import { isCardBrand } from '@/lib/card/cardBrand';

/**
 * The payment choice of the open method card (the card on file by its payment profile, no card
 * data); undefined for a card without a valid brand (which form validation has already
 * reported).
 */
export function paymentChoice(
  option: PaymentMethodOption,
  values: PaymentValues,
): PaymentChoice | undefined {
  if (option.kind === 'pix' || option.kind === 'bankslip') return { type: option.kind };
  if (option.kind === 'in-person') return option.inPerson ? { type: option.inPerson } : undefined;
  if (option.kind === 'm-pesa') return { type: 'm-pesa', phone: values.mpesaPhone };
  if (option.kind === 'card-on-file') {
    return option.cardOnFile
      ? {
          type: 'default-credit-card',
          installments: Number(values.installments) || 1,
          paymentProfileId: option.cardOnFile.paymentProfileId,
        }
      : undefined;
  }
  const brand = values.cardBrand;
  if (!isCardBrand(brand)) return undefined;
  return {
    type: 'credit-card',
    installments: Number(values.installments) || 1,
    card: {
      number: values.cardNumber,
      holderName: values.holderName,
      expiry: values.expiry,
      cvv: values.cvv,
      brand,
    },
  };
}
