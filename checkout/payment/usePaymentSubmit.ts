import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/checkout/api/ApiError';
import { newIdempotencyKey } from '@/checkout/api/newIdempotencyKey';

/** Sends one payment attempt with its `Idempotency-Key` (e.g. `createPayment`). */
export type SendPayment<B, R> = (body: B, idempotencyKey: string) => Promise<R>;

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

/** Whether a failure came with an answer from the backend (any HTTP status). */
function wasAnswered(error: unknown): boolean {
  return isApiError(error) && error.status !== undefined;
}

/**
 * Submits payments idempotently: one `Idempotency-Key` (a random UUID) per attempt.
 *
 * - A double submit during an attempt sends nothing more: it joins the attempt under way.
 * - Once the backend has answered (approved, declined, any 4xx/5xx), the key is spent and the
 *   next submit is a new attempt with a new key.
 * - When no answer came (network failure, 60 s time-out) the backend may still have charged;
 *   if the buyer sends the very same payment again, it reuses the key so the backend answers
 *   the first charge instead of making a second. A changed payment gets a new key.
 *
 * Bodies are compared in memory only, and only for that last case; nothing is stored. Never
 * retries by itself (react-query's mutation cache is not used, so the body with card data is
 * not kept in a shared cache either).
 */
export function usePaymentSubmit<B, R>(send: SendPayment<B, R>): PaymentSubmit<B, R> {
  const [paying, setPaying] = useState(false);
  const inFlight = useRef<Promise<R> | null>(null);
  const unanswered = useRef<{ key: string; body: string } | null>(null);

  const submit = useCallback(
    (body: B): Promise<R> => {
      if (inFlight.current) return inFlight.current;
      const serialized = JSON.stringify(body);
      const key =
        unanswered.current && unanswered.current.body === serialized
          ? unanswered.current.key
          : newIdempotencyKey();
      unanswered.current = null;
      setPaying(true);
      // Sent from a microtask, so `inFlight` is set before any outcome can clear it.
      const attempt = Promise.resolve()
        .then(() => send(body, key))
        .catch((error: unknown) => {
          if (!wasAnswered(error)) unanswered.current = { key, body: serialized };
          throw error;
        })
        .finally(() => {
          inFlight.current = null;
          setPaying(false);
        });
      inFlight.current = attempt;
      return attempt;
    },
    [send],
  );

  return { submit, paying };
}
