import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/checkout/api/ApiError';
import { logger } from '@/platform/logger';
import { createPaymentAttempts } from '@/checkout/payment/createPaymentAttempts';
import { payPurchaseExclusively } from '@/checkout/purchase/payPurchase';
import type {
  PaymentAttempts,
  PaymentAttemptsOptions,
  PaymentPhase,
  SendPayment,
} from '@/checkout/payment/createPaymentAttempts';

export type { PaymentPhase, SendPayment } from '@/checkout/payment/createPaymentAttempts';

/** What `usePaymentSubmit` gives a payment form. */
export interface PaymentSubmit<B, R> {
  /**
   * Sends the payment and settles once its outcome is known (see `createPaymentAttempts`):
   * resolves with the approval (go on as after any payment), rejects with a definitive failure
   * (show the payment message; the buyer may pay otherwise). While an attempt is under way,
   * calling it again (a double click, a second Enter) returns that same attempt. With
   * `purchaseId` the attempt names its purchase (`Purchase-Id`) and no other tab of this
   * browser may pay that purchase meanwhile (`payPurchaseExclusively`).
   */
  submit: (body: B, purchaseId?: string) => Promise<R>;
  /** True while an attempt is under way, its outcome being checked included: disable the pay button with it. */
  paying: boolean;
  /** Where the attempt stands: `PaymentProgress` tells the buyer (processing, confirming). */
  phase: PaymentPhase;
}

/** Timing options for tests; the app uses the defaults. */
export type PaymentSubmitOptions = Pick<
  PaymentAttemptsOptions,
  'slowAfterMs' | 'checkDelaysMs' | 'exclusive'
>;

/** Logs an answer that said nothing definitive about a payment (a fault on the way or ours). */
function logUnanswered(error: unknown, check: number): void {
  logger.warning(
    'PAYMENT_OUTCOME_UNKNOWN: no definitive answer; asking again with the same Idempotency-Key',
    {
      context: {
        check,
        kind: isApiError(error) ? error.kind : 'unknown',
        status: isApiError(error) ? error.status : undefined,
        code: isApiError(error) ? error.code : undefined,
      },
    },
  );
}

/**
 * Submits payments idempotently (see `createPaymentAttempts`): a double submit joins the
 * attempt under way; the `Idempotency-Key` is kept until the backend's answer is definitive.
 * After no definitive answer (network failure, time-out, 5xx) the same body is sent again with
 * the same key until the outcome is known, so the form never offers another payment while the
 * first may still be charged. Every payment form of the checkout pays through it (payment and
 * upsell payment steps, recovery, invoice, upgrade, renewals, the Pix step). React-query's
 * mutation cache is not used, so the body with card data is not kept in a shared cache either.
 */
export function usePaymentSubmit<B, R>(
  send: SendPayment<B, R>,
  options: PaymentSubmitOptions = {},
): PaymentSubmit<B, R> {
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  // One bookkeeping per form, for its whole life (options are read once).
  const [current] = useState<PaymentAttempts<B>>(() =>
    createPaymentAttempts<B>({
      exclusive: payPurchaseExclusively,
      ...options,
      onPhase: setPhase,
      onUnanswered: logUnanswered,
    }),
  );
  // A form that is gone stops asking for an outcome (and moves nobody on afterwards).
  useEffect(() => {
    current.resume();
    return () => current.stop();
  }, [current]);
  const submit = useCallback(
    (body: B, purchaseId?: string): Promise<R> => current.submit(send, body, purchaseId),
    [current, send],
  );
  return { submit, paying: phase !== 'idle', phase };
}
