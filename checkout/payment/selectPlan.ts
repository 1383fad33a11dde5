import type { Plan, ProductPlans } from '@/checkout/api/types';
import { readSession } from '@/checkout/sessionStore';

/** What decides which plan a payment step charges. */
export interface PlanChoice {
  /**
   * The plan the buyer chose on a multi-profile step (`PURCHASED_PLAN`): it wins over the
   * rest when the product offers it, and is ignored when it does not.
   */
  purchasedPlanId?: string;
  /** A plan id the step asks for (the upsell's plan, a Mozambique method's plan). */
  planId?: string;
  /** The `oferta` query parameter (spec §3: a plan id). */
  oferta?: string;
  /**
   * The session's `defaultSelectedPlan` as the caller read it (`useSessionValue`, which gives
   * undefined on the server and while hydrating), null for none; when the key is left out,
   * the session is read here.
   */
  storedPlanId?: string | null;
}

/**
 * Picks the plan a payment step charges from the product's plans: the plan the buyer chose
 * on a multi-profile step when the product has it, else the step's own plan id
 * (strictly: a missing one gives undefined rather than charging another plan), else the
 * `oferta` of the query, else the plan an earlier step chose for the buyer (session key
 * `defaultSelectedPlan`, written by the custom-offer step), else the product's annual plan,
 * else its monthly plan, else the first plan offered. Undefined when no plan fits.
 */
export function selectPlan(product: ProductPlans, choice: PlanChoice = {}): Plan | undefined {
  const byId = (id: string | undefined) =>
    id === undefined ? undefined : product.plans.find((plan) => plan.id === id);
  const purchased = byId(choice.purchasedPlanId);
  if (purchased) return purchased;
  if (choice.planId !== undefined) return byId(choice.planId);
  return (
    byId(choice.oferta) ??
    byId(
      'storedPlanId' in choice
        ? (choice.storedPlanId ?? undefined)
        : readSession('defaultSelectedPlan'),
    ) ??
    byId(product.planIds.anualProductId) ??
    byId(product.planIds.monthlyProductId) ??
    product.plans[0]
  );
}
