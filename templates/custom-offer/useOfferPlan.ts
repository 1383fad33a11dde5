import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/checkout/api/ApiError';
import { getPlanProduct } from '@/checkout/api/checkoutApi';
import type { Plan, ProductPlans } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { useProductPlans } from '@/checkout/payment/useProductPlans';

/** Where resolving an offer's plan stands. */
export type OfferPlanState =
  | { status: 'loading' }
  | { status: 'found'; plan: Plan; product: ProductPlans }
  /** No plan id, a plan id no product has, or a plan this product does not sell. */
  | { status: 'not-found'; planId: string | undefined }
  /** The backend could not answer: the buyer may try again. */
  | { status: 'failed'; retry: () => void };

/**
 * Resolves the plan of an offer (the `oferta` query parameter, or the step's own plan id) the
 * way spec §7 does: GET /api/v1/plan/{id}/product names the product, then the product's plans
 * (GET /api/v2/product/{code}, with the page's voucher and the buyer's lead) price it. A plan
 * of another product than the page's counts as not found: the payment step would charge the
 * page's product.
 */
export function useOfferPlan(planId: string | undefined): OfferPlanState {
  const { page } = useCheckout();
  const lookup = useQuery({
    queryKey: ['plan-product', planId],
    queryFn: () => getPlanProduct(planId ?? ''),
    enabled: planId !== undefined,
    staleTime: 5 * 60_000,
  });
  const sameProduct = lookup.data?.productCode === page.productCode;
  const plans = useProductPlans({ enabled: sameProduct });

  if (planId === undefined) return { status: 'not-found', planId };
  if (lookup.isError) {
    if (isApiError(lookup.error) && lookup.error.status === 404) {
      return { status: 'not-found', planId };
    }
    return { status: 'failed', retry: () => void lookup.refetch() };
  }
  if (lookup.isPending) return { status: 'loading' };
  if (!sameProduct) return { status: 'not-found', planId };
  if (plans.isError) return { status: 'failed', retry: () => void plans.refetch() };
  if (plans.isPending) return { status: 'loading' };
  const plan = plans.data.plans.find((candidate) => candidate.id === planId);
  return plan ? { status: 'found', plan, product: plans.data } : { status: 'not-found', planId };
}
