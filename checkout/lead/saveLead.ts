import { createLead, updateLead } from '@/checkout/api/checkoutApi';
import { isApiError } from '@/checkout/api/ApiError';
import type { CreateLeadRequest } from '@/checkout/api/types';
import type { StoredLead } from '@/checkout/sessionStore';

/** What the lead step sends: the buyer as typed (name already normalised) and the checkout. */
export interface SaveLeadInput {
  name: string;
  email: string;
  phone: string;
  business: string;
  productCode: string;
  seller: string;
  source: string;
  planType?: CreateLeadRequest['planType'];
  /** The lead this device already created (session `dataLead`), if any. */
  stored: StoredLead | undefined;
}

/**
 * Creates or updates the buyer's lead (spec §7) and returns what to store as `dataLead`.
 * A buyer who comes back to the lead step with the same name, e-mail and phone keeps their
 * lead: it is updated with PATCH /api/v1/lead/{id} (the business of this checkout, since the
 * PATCH body cannot carry contact data). Changed contact data, or a stored lead the backend
 * no longer knows (404), creates a new lead with POST /api/v1/lead.
 */
export async function saveLead(input: SaveLeadInput): Promise<StoredLead> {
  const { stored, name, email, phone } = input;
  if (stored && stored.name === name && stored.email === email && stored.phone === phone) {
    try {
      await updateLead(stored.leadId, { business: input.business });
      return stored;
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
  }
  const body: CreateLeadRequest = {
    name,
    email,
    phone,
    business: input.business,
    productCode: input.productCode,
    seller: input.seller,
    source: input.source,
    ...(input.planType ? { planType: input.planType } : {}),
  };
  const lead = await createLead(body);
  return { leadId: lead.leadId, name, email, phone };
}
