import type { Installment, Plan, ProductPlans } from '@/checkout/api/types';

/** One number of profiles the buyer may choose, with the plan that charges it and its prices. */
export interface ProfileChoice {
  profiles: number;
  plan: Plan;
  /** The plan's cash total, minor units. */
  total: number;
  /** The cash total divided by the profiles (rounded to the centavo). */
  perProfile: number;
  /** The most installments of the plan, when more than one. */
  installments?: Installment;
  /** One installment divided by the profiles, when paid in installments. */
  perProfileInstallment?: number;
  /**
   * How much more per month (per billing cycle) than the smallest choice, minor units;
   * undefined on the smallest choice itself.
   */
  monthlyDifference?: number;
}

/** A profile count and its plan id, as a step's `profilePlans` prop gives them. */
export interface ProfilePlan {
  profiles: number;
  planId: string;
}

/**
 * The profile choices a multi-profile step offers, fewest profiles first: every entry of
 * `profilePlans` within `maxProfiles` whose plan the product call answered (an unknown plan
 * is left out rather than charged wrongly; the caller reports it), with the price per profile,
 * the installments and the monthly difference to the smallest choice.
 */
export function profileChoices(
  product: ProductPlans,
  profilePlans: readonly ProfilePlan[],
  maxProfiles?: number,
): ProfileChoice[] {
  const found = profilePlans
    .filter((entry) => maxProfiles === undefined || entry.profiles <= maxProfiles)
    .flatMap((entry) => {
      const plan = product.plans.find((candidate) => candidate.id === entry.planId);
      return plan ? [{ profiles: entry.profiles, plan }] : [];
    })
    .sort((a, b) => a.profiles - b.profiles)
    .filter((entry, index, all) => all.findIndex((e) => e.profiles === entry.profiles) === index);
  const base = found[0];
  return found.map(({ profiles, plan }): ProfileChoice => {
    const most = plan.installments.reduce<Installment | undefined>(
      (best, option) => (best === undefined || option.id > best.id ? option : best),
      undefined,
    );
    const inInstallments = most !== undefined && most.id > 1;
    return {
      profiles,
      plan,
      total: plan.amount,
      perProfile: Math.round(plan.amount / profiles),
      ...(inInstallments
        ? { installments: most, perProfileInstallment: Math.round(most.value / profiles) }
        : {}),
      ...(base && base.plan !== plan
        ? { monthlyDifference: plan.price.productCyclePrice - base.plan.price.productCyclePrice }
        : {}),
    };
  });
}

/** '1 perfil', '2 perfis'. */
export function profilesLabel(profiles: number): string {
  return profiles === 1 ? '1 perfil' : `${profiles} perfis`;
}
