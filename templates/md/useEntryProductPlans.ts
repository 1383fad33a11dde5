import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { getProductV1 } from '@/checkout/api/checkoutApi';
import type { ProductPlans, ProductV1Query } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { plansStaleTimeMs } from '@/checkout/payment/useProductPlans';
import { readSession } from '@/checkout/sessionStore';

/** The longest `referer` the product call takes (its contract's limit). */
const MAX_REFERER = 500;

/**
 * The page that sent the buyer to the checkout, as the product call's `referer`: its origin and
 * path only (a query or fragment may carry personal data, an e-mail in a campaign link), none
 * when the browser gives none (a typed address, a `no-referrer` site) or in the server render.
 */
export function entryReferer(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `${url.origin}${url.pathname}`.slice(0, MAX_REFERER);
  } catch {
    return undefined;
  }
}

/**
 * What the entry step asks the product call: the business, the voucher and the `oferta` plan
 * (`productId`) of the link, the link's `route` (pix, bankslip, livelo…) and the buyer's lead
 * when there is one. `referer` is added when the call is made (see `useEntryProductPlans`).
 */
export function entryProductQuery(
  page: { business: string; query: Record<string, string> },
  leadId: string | undefined,
): ProductV1Query {
  return {
    business: page.business,
    ...(page.query.voucher ? { voucher: page.query.voucher } : {}),
    ...(page.query.oferta ? { productId: page.query.oferta } : {}),
    ...(page.query.route ? { route: page.query.route.slice(0, 40) } : {}),
    ...(leadId ? { leadId } : {}),
  };
}

/**
 * The plans of the page's product as the entry page of a link asks for them: GET
 * /api/v1/product/{code}, the product call whose query carries what only the first page of a
 * journey knows, the link's `route` and the page that sent the buyer (`referer`, see
 * `entryReferer`), besides the `oferta` plan (`productId`), voucher, business and lead. The md
 * step (direct enrolment, the page links from outside land on) shows its price from it; the
 * steps after it ask GET /api/v2/product/{code} (`useProductPlans`), which has neither field.
 * Until its answer comes, the plans the server fetched for this page (its `productPlans` server
 * data, the same catalogue) are shown as a placeholder, so the first HTML has the price and the
 * page does not move when the answer replaces them.
 */
export function useEntryProductPlans(): UseQueryResult<ProductPlans> {
  const { page, readCheckoutSession } = useCheckout();
  const leadId = readCheckoutSession().leadId ?? readSession('dataLead')?.leadId;
  const query = entryProductQuery(page, leadId);
  return useQuery({
    queryKey: ['product-v1', page.productCode, query],
    queryFn: () => {
      // Read when the call is made, in the browser: the server render has no referrer.
      const referer = entryReferer(typeof document === 'undefined' ? undefined : document.referrer);
      return getProductV1(page.productCode, { ...query, ...(referer ? { referer } : {}) });
    },
    staleTime: plansStaleTimeMs,
    placeholderData: page.serverData?.productPlans?.plans,
  });
}
