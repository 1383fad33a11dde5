import { createLead, updateLead } from '@/checkout/api/checkoutApi';
import { isApiError } from '@/checkout/api/ApiError';
import type { CreateLeadRequest, UpdateLeadRequest } from '@/checkout/api/types';
import type { StoredLead } from '@/checkout/sessionStore';
import { LeadIncompleteError } from '@/templates/lead/leadIncompleteError';

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
  /**
   * The franchise unit (salesforceId) chosen on a select-school step of this flow before the
   * lead, sent as the lead's `relationAccount`.
   */
  relationAccount?: string;
  /** The lead this device already created (session `dataLead`), if any. */
  stored: StoredLead | undefined;
}

/**
 * Creates or updates the buyer's lead (spec §7) and returns what to store as `dataLead`.
 * A buyer who comes back to the lead step with the same name, e-mail and phone keeps their
 * lead: it is updated with PATCH /api/v1/lead/{id} (the business of this checkout, and the
 * chosen unit as `relationAccount` when there is one, since the PATCH body cannot carry contact
 * data). Changed contact data, or a stored lead the backend no longer knows (404), creates a
 * new lead with POST /api/v1/lead; a chosen unit is then sent right after on PATCH
 * /api/v1/lead/{id}, the call whose body the spec gives `relationAccount` (its create body
 * does not name it). When that PATCH fails, `LeadIncompleteError` carries the created lead.
 */
export async function saveLead(input: SaveLeadInput): Promise<StoredLead> {
  const { stored, name, email, phone, relationAccount } = input;
  const unit: UpdateLeadRequest = relationAccount ? { relationAccount } : {};
  if (stored && stored.name === name && stored.email === email && stored.phone === phone) {
    try {
      await updateLead(stored.leadId, { business: input.business, ...unit });
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
  const created: StoredLead = { leadId: lead.leadId, name, email, phone };
  if (relationAccount) {
    try {
      await updateLead(lead.leadId, unit);
    } catch (error) {
      throw new LeadIncompleteError(created, error);
    }
  }
  return created;
}
