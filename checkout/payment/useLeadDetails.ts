import { useCallback, useRef } from 'react';
import { isApiError } from '@/checkout/api/ApiError';
import { stripDocument } from '@/checkout/format/stripDocument';
import type { UpdateLeadRequest } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { toLeadAddress } from '@/checkout/payment/addressFields';
import type { AddressVariant } from '@/checkout/payment/addressFields';
import type { PaymentValues } from '@/checkout/payment/paymentValues';

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
      // The document as the payment sends it: characters only, upper-case (CNPJs hold letters).
      const typed = document ? stripDocument(values.document.trim()).toUpperCase() : '';
      const body: UpdateLeadRequest = {
        ...(addressVariant ? { address: toLeadAddress(values) } : {}),
        ...(typed !== '' ? { document: typed } : {}),
      };
      if (Object.keys(body).length === 0) return true;
      const serialized = JSON.stringify(body);
      if (saved.current === serialized) return true;
      const { leadId } = readCheckoutSession();
      if (!leadId) {
        logger.warning(
          'LEAD_DETAILS_NOT_SAVED: no lead id on the payment step; address and document are not sent',
          { context: { stepId: page.step.id } },
        );
        return true;
      }
      try {
        // The API client is loaded when the buyer pays, not with the page.
        const { updateLead } = await import('@/checkout/api/checkoutApi');
        await updateLead(leadId, body);
        saved.current = serialized;
        return true;
      } catch (error) {
        logger.error('LEAD_DETAILS_UPDATE_FAILED: PATCH lead failed on the payment step', {
          error,
          context: {
            stepId: page.step.id,
            fields: Object.keys(body),
            status: isApiError(error) ? error.status : undefined,
          },
        });
        return false;
      }
    },
    [addressVariant, document, readCheckoutSession, page.step.id],
  );

  return { save };
}
