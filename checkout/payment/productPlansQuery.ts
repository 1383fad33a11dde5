import type { PlanType, ProductV2Query } from '@/checkout/api/types';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { PriceMode } from '@/schemas/generated/types';

/** What a payment step asks of the product call, besides what the page already knows. */
export interface ProductPlansFilters {
  planTypes?: readonly PlanType[];
  priceMode?: PriceMode;
}

/**
 * The query of the product call (GET /api/v2/product/{code}) of a page, without the buyer's
 * lead id: built the same way on the server (which does not know the lead) and in the browser
 * (which adds it), so the plans the server rendered seed the browser's query of the same page.
 */
export function productPlansQuery(
  page: Pick<CheckoutPageProps, 'business' | 'query' | 'seller' | 'source'>,
  filters: ProductPlansFilters = {},
): ProductV2Query {
  return {
    business: page.business,
    ...(page.query.voucher ? { voucher: page.query.voucher } : {}),
    ...(filters.planTypes ? { planTypes: [...filters.planTypes] } : {}),
    ...(filters.priceMode ? { priceMode: filters.priceMode } : {}),
    seller: page.seller,
    source: page.source,
  };
}
