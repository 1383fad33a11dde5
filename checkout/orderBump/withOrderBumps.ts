import type { Plan } from '@/checkout/api/types';
import type { StoredAddOn } from '@/checkout/sessionStore';
import { splitInstallments } from '@/lib/money/installments';

/** An add-on of the order, priced by its catalogue plan (minor units). */
export interface PricedOrderBump {
  /** The add-on's id on its order-bump step. */
  id: string;
  planId: string;
  title: string;
  amount: number;
}

/** An add-on as the purchase records it once paid: its plan, the name the buyer ticked, its price. */
export function boughtAddOn(bump: PricedOrderBump): StoredAddOn {
  return { planId: bump.planId, name: bump.title, amount: bump.amount };
}

/** What the add-ons add to the order, minor units. */
export function orderBumpsTotal(bumps: readonly PricedOrderBump[]): number {
  return bumps.reduce((sum, bump) => sum + bump.amount, 0);
}

/**
 * The main plan priced for the whole order: the add-ons' cash price is added to the amount,
 * to the price before discount and to every installment option's total (each installment is
 * the new total split by the one rule, `splitInstallments`: the first carries the remainder,
 * so the installments add up to the total), so one Pix, one boleto or one card payment in
 * installments covers everything. The plan itself when there are no add-ons.
 */
export function withOrderBumps(plan: Plan, bumps: readonly PricedOrderBump[]): Plan {
  const extra = orderBumpsTotal(bumps);
  if (extra === 0) return plan;
  return {
    ...plan,
    amount: plan.amount + extra,
    standardAmount: plan.standardAmount + extra,
    installments: plan.installments.map((option) => {
      const totalValue = option.totalValue + extra;
      return {
        ...option,
        totalValue,
        value: splitInstallments(totalValue, option.id).rest,
        standardValue: splitInstallments(option.standardValue * option.id + extra, option.id).rest,
      };
    }),
  };
}
