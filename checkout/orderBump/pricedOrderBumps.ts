import type { ProductPlans } from '@/checkout/api/types';
import type { PricedOrderBump } from '@/checkout/orderBump/withOrderBumps';
import type { StoredOrderBump } from '@/checkout/sessionStore';

/**
 * The chosen add-ons priced by the product call's plans (the backend's prices, never what
 * session storage says). An add-on whose plan the product does not answer, or that is the
 * main plan itself, or that repeats another, is left out: it is returned in `dropped` so the
 * caller can report it.
 */
export function pricedOrderBumps(
  stored: readonly StoredOrderBump[] | undefined,
  product: ProductPlans,
  mainPlanId: string | undefined,
): { bumps: PricedOrderBump[]; dropped: StoredOrderBump[] } {
  const bumps: PricedOrderBump[] = [];
  const dropped: StoredOrderBump[] = [];
  for (const entry of stored ?? []) {
    const plan = product.plans.find((candidate) => candidate.id === entry.planId);
    if (!plan || plan.id === mainPlanId || bumps.some((bump) => bump.planId === plan.id)) {
      dropped.push(entry);
      continue;
    }
    bumps.push({ id: entry.id, planId: plan.id, title: entry.title, amount: plan.amount });
  }
  return { bumps, dropped };
}
