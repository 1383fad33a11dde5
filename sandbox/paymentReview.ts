import { HttpError } from '@/lib/http/httpError';
import { activatePaidSubscription } from '@/sandbox/paidSubscription';
import { isReviewCardOnFile } from '@/sandbox/paymentProcessor';
import { findPayment } from '@/sandbox/paymentRecords';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** The answer of POST /api/sandbox/payments/{paymentId}/approve. */
export interface ReviewedPaymentApproved {
  paymentId: string;
  status: 'approved';
  method: 'credit-card' | 'default-credit-card';
}

/**
 * What the acquirer's review does with a card payment held for review (the review test card, or
 * a card on file saved from it, sandbox/paymentProcessor.ts): the payment turns approved, so an
 * invoice it pays reads paid and the status poll answers approved; the subscription it was made
 * for (a renewal, an upgrade, a first purchase) turns active on the payment's plan and starts its
 * period now. Approving it again answers the same. 404 `payment_not_found` for an unknown id,
 * 409 `not_held_for_review` for any payment that was not held (another card, Pix, boleto...).
 */
export function approveReviewedPayment(
  context: SandboxContext,
  paymentId: string,
): ReviewedPaymentApproved {
  const payment = findPayment(context, paymentId);
  if (!payment)
    throw new HttpError(
      404,
      'payment_not_found',
      `Payment '${paymentId}' does not exist.`,
      'paymentId',
    );
  const method = payment.method;
  const held =
    (method === 'credit-card' || method === 'default-credit-card') &&
    payment.card_brand !== null &&
    payment.card_last4 !== null &&
    isReviewCardOnFile(payment.card_brand, payment.card_last4) &&
    (payment.status === 'pending' || payment.status === 'approved');
  if (!held) {
    throw new HttpError(
      409,
      'not_held_for_review',
      `Payment '${paymentId}' (${method}, ${payment.status}) is not a card payment held for review.`,
      'paymentId',
    );
  }
  if (payment.status === 'pending') {
    const now = context.now().toISOString();
    context.db.transaction(() => {
      context.db
        .prepare(
          "UPDATE payments SET status = 'approved', paid_at = ?, updated_at = ? WHERE id = ?",
        )
        .run(now, now, payment.id);
      activatePaidSubscription(context, payment, now);
    })();
  }
  return { paymentId: payment.id, status: 'approved', method };
}
