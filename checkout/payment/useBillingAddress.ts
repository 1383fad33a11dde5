import { useMemo } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { addressFieldSpecs } from '@/checkout/payment/addressFieldSpecs';
import type { AddressVariant } from '@/checkout/payment/addressFields';

/**
 * The billing address of the payment step: which variant is asked (Mozambique always, Brazil
 * where the product has `hasAddressForm`) and its field rules. It is saved on the lead with the
 * rest of what the form collects about the buyer (`useLeadDetails`).
 */
export function useBillingAddress() {
  const { page, isMozambique } = useCheckout();
  const variant: AddressVariant | undefined = isMozambique
    ? 'MZ'
    : page.hasAddressForm
      ? 'BR'
      : undefined;
  const copy = useCopy();
  const specs = useMemo(() => addressFieldSpecs(variant, copy), [variant, copy]);
  return { variant, specs };
}
