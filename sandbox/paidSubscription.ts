import type { PaymentRow } from '@/sandbox/paymentRecords';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/**
 * What a payment approved after it was taken (a Pix paid, a card the review approved) does to
 * the subscription it was made for: the subscription is active on the payment's plan from now,
 * with the payment's card on file when it was a card. So a first purchase or a renewal waiting
 * for its payment turns active, and an upgrade moves to its plan and starts a new period, as an
 * upgrade approved at once does (sandbox/accountPayment.ts). Nothing for a payment without one.
 */
export function activatePaidSubscription(
  context: SandboxContext,
  payment: Pick<PaymentRow, 'subscription_id' | 'plan_id' | 'card_brand' | 'card_last4'>,
  now: string,
): void {
  if (!payment.subscription_id) return;
  context.db
    .prepare(
      `UPDATE subscriptions SET status = 'active', plan_id = COALESCE(?, plan_id),
         card_brand = COALESCE(?, card_brand), card_last4 = COALESCE(?, card_last4), updated_at = ?
       WHERE id = ?`,
    )
    .run(payment.plan_id, payment.card_brand, payment.card_last4, now, payment.subscription_id);
}
