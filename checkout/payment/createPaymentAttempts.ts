import { isApiError } from '@/checkout/api/ApiError';
import { newIdempotencyKey } from '@/checkout/api/newIdempotencyKey';

/** Sends one payment attempt with its `Idempotency-Key` (e.g. `createPayment`). */
export type SendPayment<B, R> = (body: B, idempotencyKey: string) => Promise<R>;

/** The framework-free core of `usePaymentSubmit`: one submitter per payment form. */
export interface PaymentAttempts<B> {
  /** Sends the payment, or joins the attempt under way (a double click sends nothing more). */
  submit: <R>(send: SendPayment<B, R>, body: B) => Promise<R>;
}

/**
 * 4xx answers that are not final: 408 and 425 (try later), 409 (the backend is still working
 * on this key) and 429 (too many requests) say "not now", not "this payment failed".
 */
const retryableClientStatuses = new Set([408, 409, 425, 429]);

/**
 * Whether a failure is a definitive answer about the payment (Stripe's rule for idempotency
 * keys): a final 4xx such as a decline or an invalid field. No answer (network failure,
 * time-out) and any 5xx are not: a gateway or proxy may answer 502/503/504 after the backend
 * charged, so the retry must keep the key.
 */
export function isDefinitiveFailure(error: unknown): boolean {
  if (!isApiError(error) || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && !retryableClientStatuses.has(error.status);
}

/**
 * Creates the attempt bookkeeping of one payment form: one `Idempotency-Key` (a random UUID)
 * per attempt.
 *
 * - A double submit during an attempt sends nothing more: it joins the attempt under way.
 * - Once the backend has answered definitively (2xx, or a final 4xx such as a decline), the
 *   key is spent and the next submit is a new attempt with a new key.
 * - When no definitive answer came (network failure, 60 s time-out, any 5xx, 409, 429) the
 *   backend may have charged or may still be charging: if the buyer sends the very same
 *   payment again, the key is reused so the backend answers the first charge instead of
 *   making a second. A changed payment (another card, another plan) is a new attempt.
 *
 * Bodies are compared in memory only, and only for that last case; nothing is stored.
 * `onPaying` hears when an attempt starts and ends.
 */
export function createPaymentAttempts<B>(
  onPaying: (paying: boolean) => void = () => undefined,
): PaymentAttempts<B> {
  let inFlight: Promise<unknown> | null = null;
  let undecided: { key: string; body: string } | null = null;

  return {
    submit<R>(send: SendPayment<B, R>, body: B): Promise<R> {
      if (inFlight) return inFlight as Promise<R>;
      const serialized = JSON.stringify(body);
      const key = undecided && undecided.body === serialized ? undecided.key : newIdempotencyKey();
      undecided = null;
      onPaying(true);
      // Sent from a microtask, so `inFlight` is set before any outcome can clear it.
      const attempt = Promise.resolve()
        .then(() => send(body, key))
        .catch((error: unknown) => {
          if (!isDefinitiveFailure(error)) undecided = { key, body: serialized };
          throw error;
        })
        .finally(() => {
          inFlight = null;
          onPaying(false);
        });
      inFlight = attempt;
      return attempt;
    },
  };
}
