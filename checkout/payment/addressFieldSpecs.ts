import { formatCep } from '@/checkout/format/formatCep';
import type { Copy } from '@/checkout/copy/ptBR';
import { addressValidators } from '@/checkout/payment/addressFields';
import type { AddressFieldName, AddressVariant } from '@/checkout/payment/addressFields';
import type { PaymentSpecs } from '@/checkout/payment/paymentValues';

/**
 * The rules and formats of the billing address fields of a variant (the postal code written as
 * the country writes it: '00000-000' in Brazil, 4 digits in Mozambique); none without an address.
 */
export function addressFieldSpecs(variant: AddressVariant | undefined, copy: Copy): PaymentSpecs {
  const specs: PaymentSpecs = {};
  if (!variant) return specs;
  const rules = addressValidators(variant, copy);
  for (const name of Object.keys(rules) as AddressFieldName[]) {
    specs[name] = { validate: rules[name] };
  }
  specs.postalCode = {
    ...specs.postalCode,
    format: variant === 'MZ' ? (raw) => raw.replace(/\D/g, '').slice(0, 4) : formatCep,
  };
  return specs;
}
