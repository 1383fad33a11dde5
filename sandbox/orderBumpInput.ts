import type { OrderBumpInput, Plan } from '@/schemas/generated/apiTypes';
import { requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import type { CatalogueProduct } from '@/sandbox/catalogueTypes';
import { unprocessable } from '@/lib/http/httpError';
import { pricePlan } from '@/sandbox/planPricing';

function offers(plan: Plan, type: string): boolean {
  const methods = plan.paymentMethods as string[];
  return methods.includes(type) || (type === 'bankslip' && methods.includes('bank-slip'));
}

/**
 * Checks the `orderBumps` of a payment (add-ons paid in the same payment as the main plan;
 * their shape and count are the contract's) against the catalogue: each a plan of the same
 * product (id or code), not the main plan, not repeated, that accepts the payment method,
 * with `amount` equal to its cash amount after the voucher when it accepts it. Answers 422
 * naming the entry otherwise. Empty when absent.
 */
export function checkOrderBumps(
  bumps: readonly OrderBumpInput[] | undefined,
  product: CatalogueProduct,
  mainPlan: Plan,
  methodType: string,
  voucher: string | undefined,
): OrderBumpInput[] {
  const seen = new Set<string>([mainPlan.id]);
  return (bumps ?? []).map((entry, index) => {
    const field = (name: string) => `orderBumps[${index}].${name}`;
    const plan = pricePlan(
      requirePlanOfProduct(product, entry.planId, field('planId'), 422),
      voucher,
    );
    if (seen.has(plan.id)) {
      throw unprocessable(
        field('planId'),
        'duplicate_order_bump',
        `names plan '${plan.id}', which is already in the order`,
      );
    }
    seen.add(plan.id);
    if (!offers(plan, methodType)) {
      throw unprocessable(
        field('planId'),
        'payment_method_not_offered',
        `names plan '${plan.id}', which cannot be paid by ${methodType} (offers: ${plan.paymentMethods.join(', ')})`,
      );
    }
    if (entry.amount !== plan.amount) {
      throw unprocessable(
        field('amount'),
        'amount_mismatch',
        `must be ${plan.amount}, the amount of plan '${plan.id}'; got ${entry.amount}`,
      );
    }
    return { planId: plan.id, amount: entry.amount };
  });
}
