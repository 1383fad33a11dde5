import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import { isCardBrand } from '@/lib/card/cardBrand';

/**
 * The payment choice of the open method card; undefined for a card without a valid brand
 * (which form validation has already reported).
 */
export function paymentChoice(
  option: PaymentMethodOption,
  values: PaymentValues,
): PaymentChoice | undefined {
  if (option.kind === 'pix' || option.kind === 'bankslip') return { type: option.kind };
  if (option.kind === 'in-person') return option.inPerson ? { type: option.inPerson } : undefined;
  if (option.kind === 'm-pesa') return { type: 'm-pesa', phone: values.mpesaPhone };
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
