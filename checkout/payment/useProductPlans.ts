import { useState } from 'react';
import { useDeferredQuery } from '@/checkout/api/useDeferredQuery';
import type { DeferredQueryResult } from '@/checkout/api/useDeferredQuery';
import type { PlanType, ProductPlans, ProductV2Query } from '@/checkout/api/types';
import type { PriceMode } from '@/schemas/generated/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { productPlansQuery } from '@/checkout/payment/productPlansQuery';
import { readSession } from '@/checkout/sessionStore';

/** What a payment step asks the product call for, besides what the page already knows. */
export interface ProductPlansOptions {
  planTypes?: readonly PlanType[];
  priceMode?: PriceMode;
  /** False to hold the call until it is needed (default true). */
  enabled?: boolean;
  /**
   * True while the buyer's own question (with their lead) may wait: the plans the server
   * rendered are shown meanwhile, and the call (with the API client, axios) is made once this
   * turns false. Ignored when the server rendered no plans for this page.
   */
  leadQuestionWaits?: boolean;
  /**
   * The buyer's e-mail when the journey has no lead (a purchase to recover): the backend then
   * knows who asks, so a buyer who already had the product is not shown a free trial.
   */
  email?: string;
}

/** How long an answer of the product call is used before it is asked again. */
export const plansStaleTimeMs = 5 * 60_000;

/** What the buyer bought in this session so far (part of the plans' query key). */
function boughtSoFar(): string {
  return [readSession('dataPurchase'), readSession('dataUpsell')]
    .map((purchase) => (purchase ? `${purchase.reference}:${purchase.paid === true}` : ''))
    .join('|');
}

function sameQuery(a: ProductV2Query, b: ProductV2Query): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The product call, with the API client loaded on first use (not with the page). */
async function askProductPlans(code: string, query: ProductV2Query): Promise<ProductPlans> {
  const { getProductV2 } = await import('@/checkout/api/checkoutApi');
  return getProductV2(code, query);
}

/**
 * Loads the plans of the page's product (GET /api/v2/product/{code}) with the page's business,
 * voucher, seller, source and the buyer's lead id, through react-query (`useDeferredQuery`: its
 * observer loads only when the question must be asked; cached per product and filters, so a
 * re-render or a second payment component does not call again). When the server already fetched
 * the same plans for this page (its `serverData`, asked without a lead id), they are shown at
 * once, on the server and through hydration; no spinner, no shift. A buyer with a lead asks
 * again with it (one who already had the product may lose a free trial); a buyer without one
 * (the lead step) asked exactly what the server asked, so no second call is made (no API
 * client loaded at page load).
 */
export function useProductPlans(
  options: ProductPlansOptions = {},
): DeferredQueryResult<ProductPlans> {
  const { page, readCheckoutSession } = useCheckout();
  // Read, not subscribed: the lead is the browser's from its first render (the server has
  // none), so the first request's key is stable and the form is not rendered again when the
  // checkout restores its session after hydration. The lead step stores the lead before it
  // moves on, so the session has it when the context does not yet.
  const leadId = readCheckoutSession().leadId ?? readSession('dataLead')?.leadId;
  const withoutLead = productPlansQuery(page, options);
  const query: ProductV2Query = {
    ...withoutLead,
    // The lead (else the e-mail the step knows) tells the backend who asks, so a buyer who
    // already had the product gets no second free trial (spec §4 'trial-already-used').
    ...(leadId ? { leadId } : options.email ? { email: options.email } : {}),
  };
  // Whether a free trial is still the buyer's depends on what they bought: a purchase made or
  // paid since (a card that started the trial, a Pix seen paid) asks again, so the next
  // payment (an upsell) is priced as the backend will charge it. Read when the step's form
  // mounts, not on every render: the form that has just been paid keeps the prices it was paid
  // at while the next step loads (asked again, it lost its free-trial note under the buyer's
  // eyes, a layout shift of 0.12 on a slow phone).
  const [bought] = useState(boughtSoFar);
  const seeded = page.serverData?.productPlans;
  const fromServer = seeded && sameQuery(seeded.query, withoutLead) ? seeded : undefined;
  const sameAsServer = fromServer !== undefined && !leadId && !options.email;
  const waits = options.leadQuestionWaits === true && fromServer !== undefined && !sameAsServer;
  return useDeferredQuery({
    queryKey: ['product-v2', page.productCode, query, bought],
    queryFn: () => askProductPlans(page.productCode, query),
    staleTime: plansStaleTimeMs,
    enabled: (options.enabled ?? true) && !waits,
    // The server's answer is the cache's first entry. Without a lead it is the answer to this
    // very question, with its age. With a lead it counts as stale (age 0), so the lead's own
    // question is asked at once; when that answer is the same (most buyers), react-query keeps
    // the same object and the form is not rendered again. A failed call still shows as an error.
    initialData: fromServer?.plans,
    initialDataUpdatedAt: sameAsServer ? fromServer.fetchedAt : 0,
  });
}
