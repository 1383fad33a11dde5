import { getProductV2 } from '@/checkout/api/checkoutApi';
import type { PlanType } from '@/checkout/api/types';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { productPlansQuery } from '@/checkout/payment/productPlansQuery';
import type { SeededProductPlans } from '@/checkout/serverData/ServerData';
import type { PriceMode } from '@/schemas/generated/types';

/**
 * The `productPlans` server data: the product call the payment form makes in the browser
 * (`useProductPlans`), made on the server with the step's `planTypes` and `priceMode` props and
 * without a lead id (the lead lives in the browser's session), so the first HTML shows the plans.
 */
export async function loadProductPlansOnServer(
  page: CheckoutPageProps,
): Promise<SeededProductPlans> {
  const props = page.step.props as { planTypes?: PlanType[]; priceMode?: PriceMode };
  const query = productPlansQuery(page, { planTypes: props.planTypes, priceMode: props.priceMode });
  return { query, plans: await getProductV2(page.productCode, query) };
}
