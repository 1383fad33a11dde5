import { isApiError } from '@/checkout/api/ApiError';
import type { UpdateLeadRequest } from '@/checkout/api/types';
import { stripDocument } from '@/lib/validation/stripDocument';
import { toLeadAddress } from '@/checkout/payment/addressFields';
import type { AddressVariant } from '@/checkout/payment/addressFields';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import { logger } from '@/platform/logger';

/** What `saveLeadDetails` needs of the form and the page. */
export interface LeadDetailsSave {
  values: PaymentValues;
  addressVariant: AddressVariant | undefined;
  document: boolean;
  leadId: string | null | undefined;
  stepId: string;
  /** The body last sent (serialized), so the same content is not sent twice. */
  lastSent: { current: string | null };
}

/**
 * Sends the lead's part of the payment form (see `useLeadDetails`); loaded with the pay path,
 * not with the form. Resolves false when the lead could not be updated.
 */
export async function saveLeadDetails({
  values,
  addressVariant,
  document,
  leadId,
  stepId,
  lastSent,
}: LeadDetailsSave): Promise<boolean> {
  // The document as the payment sends it: characters only, upper-case (CNPJs hold letters).
  const typed = document ? stripDocument(values.document.trim()).toUpperCase() : '';
  const body: UpdateLeadRequest = {
    ...(addressVariant ? { address: toLeadAddress(values) } : {}),
    ...(typed !== '' ? { document: typed } : {}),
  };
  if (Object.keys(body).length === 0) return true;
  const serialized = JSON.stringify(body);
  if (lastSent.current === serialized) return true;
  if (!leadId) {
    logger.warning(
      'LEAD_DETAILS_NOT_SAVED: no lead id on the payment step; address and document are not sent',
      { context: { stepId } },
    );
    return true;
  }
  try {
    // The API client is loaded when the buyer pays, not with the page.
    const { updateLead } = await import('@/checkout/api/checkoutApi');
    await updateLead(leadId, body);
    lastSent.current = serialized;
    return true;
  } catch (error) {
    logger.error('LEAD_DETAILS_UPDATE_FAILED: PATCH lead failed on the payment step', {
      error,
      context: {
        stepId,
        fields: Object.keys(body),
        status: isApiError(error) ? error.status : undefined,
      },
    });
    return false;
  }
}
