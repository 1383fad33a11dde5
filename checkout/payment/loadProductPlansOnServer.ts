import { getProductV2 } from '@/checkout/api/checkoutApi';
import type { PlanType, ProductPlans } from '@/checkout/api/types';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { productPlansQuery } from '@/checkout/payment/productPlansQuery';
import { refreshingCache } from '@/lib/cache/refreshingCache';
import type { SeededProductPlans } from '@/checkout/serverData/ServerData';
import type { PriceMode } from '@/schemas/generated/types';

/**
 * How long the server reuses an answer of the product call for the first HTML. A browser with
 * a lead asks again (with the lead id) once the buyer starts on the form; one without takes the answer as its
 * own, with its age (`fetchedAt`), so it is no older than the browser's own cache would allow.
 * The cache keeps the call off every request.
 */
export const SERVER_PLANS_TTL_MS = 30_000;
const plansAnswers = refreshingCache<ProductPlans>(() => SERVER_PLANS_TTL_MS, 500);

/**
 * The `productPlans` server data: the product call the payment form makes in the browser
 * (`useProductPlans`), made on the server with the step's `planTypes` and `priceMode` props and
 * without a lead id (the lead lives in the browser's session), so the first HTML shows the
 * plans. Answers are fresh for {@link SERVER_PLANS_TTL_MS}, then still served while one
 * refresh runs behind them (no page waits for the backend under load); a failed call is not
 * kept (`lib/cache/refreshingCache.ts`).
 */
export async function loadProductPlansOnServer(
  page: CheckoutPageProps,
  now: number = Date.now(),
): Promise<SeededProductPlans> {
  const props = page.step.props as { planTypes?: PlanType[]; priceMode?: PriceMode };
  const query = productPlansQuery(page, { planTypes: props.planTypes, priceMode: props.priceMode });
  const key = `${page.productCode}\u0000${JSON.stringify(query)}`;
  const answer = await plansAnswers.get(key, () => getProductV2(page.productCode, query), now);
  // A reused answer keeps its age: the browser asks again once it would have.
  return { query, plans: answer.value, fetchedAt: answer.fetchedAt };
}
