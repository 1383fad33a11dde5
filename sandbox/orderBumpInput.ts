import type { OrderBumpInput, Plan } from '@/checkout/api/types';
import type { BodyReader } from '@/sandbox/bodyReader';
import { requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import type { CatalogueProduct } from '@/sandbox/catalogueTypes';
import { pricePlan } from '@/sandbox/planPricing';

/** Most add-ons one payment may carry. */
export const maxOrderBumps = 5;

function offers(plan: Plan, type: string): boolean {
  const methods = plan.paymentMethods as string[];
  return methods.includes(type) || (type === 'bankslip' && methods.includes('bank-slip'));
}

/**
 * Reads the optional `orderBumps` of a payment (add-ons paid in the same payment as the main
 * plan) and checks each: a plan of the same product (id or code), not the main plan, not
 * repeated, that accepts the payment method, with `amount` equal to its cash amount after the
 * voucher when it accepts it. Answers 422 naming the entry otherwise. Empty when absent.
 */
export function readOrderBumps(
  reader: BodyReader,
  product: CatalogueProduct,
  mainPlan: Plan,
  methodType: string,
  voucher: string | undefined,
): OrderBumpInput[] {
  if (!reader.has('orderBumps')) return [];
  const entries = reader.objectArray('orderBumps');
  if (entries.length > maxOrderBumps)
    reader.fail('orderBumps', 'too_many_items', `must have at most ${maxOrderBumps} entries`);
  const seen = new Set<string>([mainPlan.id]);
  return entries.map((entry) => {
    const planId = entry.string('planId', { maxLength: 80 });
    const plan = pricePlan(
      requirePlanOfProduct(product, planId, entry.path('planId'), 422),
      voucher,
    );
    if (seen.has(plan.id)) {
      entry.fail(
        'planId',
        'duplicate_order_bump',
        `names plan '${plan.id}', which is already in the order`,
      );
    }
    seen.add(plan.id);
    if (!offers(plan, methodType)) {
      entry.fail(
        'planId',
        'payment_method_not_offered',
        `names plan '${plan.id}', which cannot be paid by ${methodType} (offers: ${plan.paymentMethods.join(', ')})`,
      );
    }
    const amount = entry.integer('amount', { min: 0 });
    if (amount !== plan.amount) {
      entry.fail(
        'amount',
        'amount_mismatch',
        `must be ${plan.amount}, the amount of plan '${plan.id}'; got ${amount}`,
      );
    }
    return { planId: plan.id, amount };
  });
}
