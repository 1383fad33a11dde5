import type { SubscriptionSummary } from '@/checkout/api/accountTypes';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * Whether the API confirms what the buyer paid for: the subscription is active, on the plan of
 * the purchase (a renewal's, an upgrade's target, a verified custom sale's), and the purchase
 * is paid (a card approved, a Pix seen paid, a card verified).
 */
export function subscriptionConfirms(
  subscription: SubscriptionSummary,
  purchase: StoredPurchase,
): boolean {
  return (
    subscription.status === 'active' &&
    subscription.currentPlan.id === purchase.planId &&
    purchase.paid === true
  );
}
