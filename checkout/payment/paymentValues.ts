import type { AddressValues, AddressVariant } from '@/checkout/payment/addressFields';
import { emptyAddress } from '@/checkout/payment/addressFields';
import type { FieldSpec, KeepableField } from '@/checkout/useFieldForm';

/** Every value of the payment form, as typed. Card data lives here and nowhere else. */
export type PaymentValues = AddressValues & {
  /** Key of the chosen payment-method card ('' when none is open). */
  method: string;
  installments: string;
  cardBrand: string;
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  document: string;
  /** The M-Pesa number, for the M-Pesa method. */
  mpesaPhone: string;
};

/** How each field of the payment form is validated and formatted. */
export type PaymentSpecs = { [K in keyof PaymentValues]?: FieldSpec<PaymentValues> };

/** The payment form before the buyer typed anything (the address country prefilled). */
export function emptyPaymentValues(addressVariant: AddressVariant | undefined): PaymentValues {
  return {
    ...emptyAddress(addressVariant ?? 'BR'),
    method: '',
    installments: '',
    cardBrand: '',
    holderName: '',
    cardNumber: '',
    expiry: '',
    cvv: '',
    document: '',
    mpesaPhone: '',
  };
}

/**
 * What a reload of the payment step keeps of what the buyer typed (the step's draft): the
 * billing address, the tax-invoice document and the M-Pesa number. Never card data: the card
 * fields cannot be listed here (`KeepableField`).
 */
export const keptPaymentFields: readonly KeepableField<PaymentValues>[] = [
  'postalCode',
  'street',
  'number',
  'complement',
  'neighbourhood',
  'city',
  'state',
  'country',
  'document',
  'mpesaPhone',
];
