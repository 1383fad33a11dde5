import { useCallback, useRef } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { lazyModule } from '@/lib/lazyModule';
import type { AddressVariant } from '@/checkout/payment/addressFields';
import type { PaymentValues } from '@/checkout/payment/paymentValues';

// The update itself loads with the pay path (`preloadLeadDetails`, when the buyer starts on the
// form), not with the form.
const loadSaveLeadDetails = lazyModule(() => import('@/checkout/payment/saveLeadDetails'));

/** Starts loading the lead update, so paying does not wait for it. */
export function preloadLeadDetails(): void {
  void loadSaveLeadDetails().catch(() => undefined);
}

/** What the payment form asks the buyer that the lead keeps. */
export interface LeadDetailsAsked {
  /** The billing address variant asked, if any (`useBillingAddress`). */
  addressVariant: AddressVariant | undefined;
  /** Whether the tax-invoice document (CPF or CNPJ) is asked. */
  document: boolean;
}

/**
 * The lead's part of the payment form (spec §7 PATCH /api/v1/lead/{id}): the billing address
 * where the form asks it and the tax-invoice document (`document`, CPF or CNPJ) where the brand
 * asks it, sent in one PATCH before paying, once per distinct content. `save` resolves false
 * when the lead could not be updated, true when there was nothing to send or it was sent.
 */
export function useLeadDetails(asked: LeadDetailsAsked) {
  const { page, readCheckoutSession } = useCheckout();
  const saved = useRef<string | null>(null);
  const { addressVariant, document } = asked;

  const save = useCallback(
    async (values: PaymentValues): Promise<boolean> => {
      let update: Awaited<ReturnType<typeof loadSaveLeadDetails>>;
      try {
        update = await loadSaveLeadDetails();
      } catch (error) {
        // Not loaded (the network): the lead is not updated, as when its call fails.
        logger.error('LEAD_DETAILS_UPDATE_FAILED: the lead update could not be loaded', {
          error,
          context: { stepId: page.step.id },
        });
        return false;
      }
      return update.saveLeadDetails({
        values,
        addressVariant,
        document,
        leadId: readCheckoutSession().leadId,
        stepId: page.step.id,
        lastSent: saved,
      });
    },
    [addressVariant, document, readCheckoutSession, page.step.id],
  );

  return { save };
}
