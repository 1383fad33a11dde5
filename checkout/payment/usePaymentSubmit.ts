import { useCallback, useRef, useState } from 'react';
import { createPaymentAttempts } from '@/checkout/payment/createPaymentAttempts';
import type { PaymentAttempts, SendPayment } from '@/checkout/payment/createPaymentAttempts';

export type { SendPayment } from '@/checkout/payment/createPaymentAttempts';

/** What `usePaymentSubmit` gives a payment form. */
export interface PaymentSubmit<B, R> {
  /**
   * Sends the payment. While an attempt is under way, calling it again (a double click, a
   * second Enter) returns that same attempt instead of sending anything.
   */
  submit: (body: B) => Promise<R>;
  /** True while an attempt is under way: disable the pay button with it. */
  paying: boolean;
}

/**
 * Submits payments idempotently (see `createPaymentAttempts`): a double submit joins the
 * attempt under way; the `Idempotency-Key` is kept for a retry of the same payment after no
 * definitive answer (network failure, time-out, 5xx) and renewed after a 2xx or a final 4xx.
 * Never retries by itself (react-query's mutation cache is not used, so the body with card
 * data is not kept in a shared cache either).
 */
export function usePaymentSubmit<B, R>(send: SendPayment<B, R>): PaymentSubmit<B, R> {
  const [paying, setPaying] = useState(false);
  const attempts = useRef<PaymentAttempts<B> | null>(null);
  attempts.current ??= createPaymentAttempts<B>(setPaying);
  const current = attempts.current;
  const submit = useCallback((body: B): Promise<R> => current.submit(send, body), [current, send]);
  return { submit, paying };
}
