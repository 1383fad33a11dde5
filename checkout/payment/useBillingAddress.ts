import { useCallback, useMemo, useRef } from 'react';
import { isApiError } from '@/checkout/api/ApiError';
import { updateLead } from '@/checkout/api/checkoutApi';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/checkout/logger';
import { addressFieldSpecs } from '@/checkout/payment/addressFieldSpecs';
import { toLeadAddress } from '@/checkout/payment/addressFields';
import type { AddressValues, AddressVariant } from '@/checkout/payment/addressFields';

/**
 * The billing address of the payment step: which variant is asked (Mozambique always, Brazil
 * where the product has `hasAddressForm`), its field rules, and `save`, which sends it to the
 * lead (once per distinct address) before paying. `save` resolves false when the lead could
 * not be updated.
 */
export function useBillingAddress() {
  const { page, isMozambique, readCheckoutSession } = useCheckout();
  const variant: AddressVariant | undefined = isMozambique
    ? 'MZ'
    : page.hasAddressForm
      ? 'BR'
      : undefined;
  const specs = useMemo(() => addressFieldSpecs(variant), [variant]);
  const saved = useRef<string | null>(null);

  const save = useCallback(
    async (values: AddressValues): Promise<boolean> => {
      if (!variant) return true;
      const address = toLeadAddress(values);
      const serialized = JSON.stringify(address);
      if (saved.current === serialized) return true;
      const { leadId } = readCheckoutSession();
      if (!leadId) {
        logger.warning(
          'ADDRESS_NOT_SAVED: no lead id on the payment step; the address is not sent',
          { context: { stepId: page.step.id } },
        );
        return true;
      }
      try {
        await updateLead(leadId, { address });
        saved.current = serialized;
        return true;
      } catch (error) {
        logger.error('LEAD_ADDRESS_UPDATE_FAILED: PATCH lead address failed on the payment step', {
          error,
          context: { stepId: page.step.id, status: isApiError(error) ? error.status : undefined },
        });
        return false;
      }
    },
    [variant, readCheckoutSession, page.step.id],
  );

  return { variant, specs, save };
}
