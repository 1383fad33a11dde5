import { getProductV2 } from '@/checkout/api/checkoutApi';
import type { PlanType, ProductPlans } from '@/checkout/api/types';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { productPlansQuery } from '@/checkout/payment/productPlansQuery';
import type { SeededProductPlans } from '@/checkout/serverData/ServerData';
import type { PriceMode } from '@/schemas/generated/types';

/**
 * How long the server reuses an answer of the product call for the first HTML. A browser with
 * a lead asks again after hydration (with the lead id); one without takes the answer as its
 * own, with its age (`fetchedAt`), so it is no older than the browser's own cache would allow.
 * The cache keeps the call off every request.
 */
export const SERVER_PLANS_TTL_MS = 30_000;
const MAX_ENTRIES = 500;
const cache = new Map<string, { at: number; plans: Promise<ProductPlans> }>();

/**
 * The `productPlans` server data: the product call the payment form makes in the browser
 * (`useProductPlans`), made on the server with the step's `planTypes` and `priceMode` props and
 * without a lead id (the lead lives in the browser's session), so the first HTML shows the
 * plans. Answers are reused for {@link SERVER_PLANS_TTL_MS}; a failed call is not kept.
 */
export async function loadProductPlansOnServer(
  page: CheckoutPageProps,
  now: number = Date.now(),
): Promise<SeededProductPlans> {
  const props = page.step.props as { planTypes?: PlanType[]; priceMode?: PriceMode };
  const query = productPlansQuery(page, { planTypes: props.planTypes, priceMode: props.priceMode });
  const key = `${page.productCode}\u0000${JSON.stringify(query)}`;
  const known = cache.get(key);
  if (known && now - known.at < SERVER_PLANS_TTL_MS)
    return { query, plans: await known.plans, fetchedAt: known.at };
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const plans = getProductV2(page.productCode, query);
  cache.set(key, { at: now, plans });
  try {
    return { query, plans: await plans, fetchedAt: now };
  } catch (error) {
    if (cache.get(key)?.plans === plans) cache.delete(key);
    throw error;
  }
}
