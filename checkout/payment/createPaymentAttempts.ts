import { isApiError } from '@/checkout/api/ApiError';
import { newIdempotencyKey } from '@/checkout/api/newIdempotencyKey';
import { tooManyPaymentAttemptsCode } from '@/lib/payment/tooManyPaymentAttempts';

/**
 * Sends one payment attempt with its `Idempotency-Key` and, when the form names one, the
 * purchase it pays (`Purchase-Id`; e.g. `createPayment`).
 */
export type SendPayment<B, R> = (
  body: B,
  idempotencyKey: string,
  purchaseId?: string,
) => Promise<R>;

/** What an API payment call takes to name its attempt: a key, or a key and the purchase. */
export type AttemptKeysArgument = string | { idempotencyKey: string; purchaseId?: string };

/**
 * A {@link SendPayment} from an API payment call that takes the attempt's keys as one argument
 * (`createPaymentWithCaptcha`, `payAccountWithCaptcha`, the renewals): the purchase travels with
 * the key when the form names one.
 */
export function sendingAttempt<B, R>(
  call: (body: B, attempt: AttemptKeysArgument) => Promise<R>,
): SendPayment<B, R> {
  return (body, idempotencyKey, purchaseId) =>
    call(body, purchaseId ? { idempotencyKey, purchaseId } : idempotencyKey);
}

/**
 * Runs a purchase's attempt so that no other tab of this browser pays the same purchase at the
 * same time (`payPurchaseExclusively`, checkout/purchase/payPurchase.ts); rejects at once when
 * another tab is paying it.
 */
export type PayExclusively = <R>(purchaseId: string, work: () => Promise<R>) => Promise<R>;

/**
 * Where the attempt of a payment form stands:
 * - `idle`: no attempt under way (none yet, or the last one's outcome is known);
 * - `sending`: the attempt was sent and has not been answered yet;
 * - `processing`: the same, for longer than a few seconds (`slowAfterMs`): the buyer is told
 *   the payment is being processed;
 * - `checking`: the attempt got no definitive answer (time-out, network failure, 5xx, 409 "in
 *   progress", 429): the backend may have charged or may still be charging, so its outcome is
 *   being asked for (the same body sent again with the same key) and no other payment may start.
 */
export type PaymentPhase = 'idle' | 'sending' | 'processing' | 'checking';

/** Options of {@link createPaymentAttempts}. */
export interface PaymentAttemptsOptions {
  /** Hears every change of phase. */
  onPhase?: (phase: PaymentPhase) => void;
  /**
   * Hears each answer that said nothing definitive, before the attempt's outcome is asked for
   * again (`check` counts from 1): a fault on the way or on the backend, to be logged.
   */
  onUnanswered?: (error: unknown, check: number) => void;
  /** How long an attempt is `sending` before it is `processing`, ms. */
  slowAfterMs?: number;
  /**
   * The waits before each new request for the outcome, ms; the last one repeats. The request
   * itself may wait long: the backend answers a key still being worked on once it is done.
   */
  checkDelaysMs?: readonly number[];
  /** How an attempt that names its purchase keeps other tabs from paying it meanwhile. */
  exclusive?: PayExclusively;
}

/** The framework-free core of `usePaymentSubmit`: one submitter per payment form. */
export interface PaymentAttempts<B> {
  /**
   * Sends the payment, or joins the attempt under way (a double click sends nothing more).
   * Settles only once the attempt's outcome is known: resolves with the backend's 2xx answer
   * (first or replayed), rejects with a definitive failure (a final 4xx, or a replayed stored
   * failure); while the outcome is unknown it keeps asking. With `purchaseId`, every request
   * names the purchase and the whole attempt runs under `exclusive`.
   */
  submit: <R>(send: SendPayment<B, R>, body: B, purchaseId?: string) => Promise<R>;
  /** The phase now. */
  readonly phase: PaymentPhase;
  /**
   * Stops asking (the form is gone): an attempt whose outcome is still unknown rejects with
   * its last failure once its current request ends, and sends nothing more.
   */
  stop: () => void;
  /** Allows asking again after `stop` (a component mounted again). */
  resume: () => void;
}

/** After how long an unanswered payment is said to be processing: 4 s. */
export const defaultSlowAfterMs = 4000;

/** Waits before each new request for an attempt's outcome: 1, 2, 4, 8 s, then every 15 s. */
export const defaultCheckDelaysMs: readonly number[] = [1000, 2000, 4000, 8000, 15_000];

/** The code of a 409 that only says the backend is still working on this key. */
const keyInProgressCode = 'idempotency_key_in_progress';

/**
 * 4xx answers that are not final: 408 and 425 (try later) and 429 (too many requests) say "not
 * now", not "this payment failed"; so does a 409 that says the key is still being worked on (or
 * names no code, as a proxy's would). The one 429 that is final is the card-testing limit's
 * (`too_many_payment_attempts`): it refused the attempt before any backend saw it, so nothing
 * was charged, and asking again would be refused again for minutes (`Retry-After`).
 */
const retryableClientStatuses = new Set([408, 425, 429]);

/**
 * Whether a failure is a definitive answer about the payment (Stripe's rule for idempotency
 * keys): a final 4xx such as a decline, an invalid field or a conflict with the data (409
 * `invoice_already_paid`), or any answer the backend replayed (`idempotent-replayed: true`):
 * that is the stored outcome of an attempt it finished, e.g. the acquirer's 502
 * `processor_error`, after which nothing was charged; or the card-testing limit's 429, which
 * refused the attempt before it reached the backend. No answer (network failure, time-out) and
 * any other 5xx are not: a gateway or proxy may answer 502/503/504 after the backend charged.
 */
export function isDefinitiveFailure(error: unknown): boolean {
  if (!isApiError(error) || error.status === undefined) return false;
  if (error.replayed) return true;
  if (error.status === 409) return error.code !== undefined && error.code !== keyInProgressCode;
  if (error.status === 429 && error.code === tooManyPaymentAttemptsCode) return true;
  return error.status >= 400 && error.status < 500 && !retryableClientStatuses.has(error.status);
}

/**
 * Whether a failure leaves the attempt's outcome unknown: an API call that got no definitive
 * answer (the request went out, or may have).
 */
export function isUnansweredFailure(error: unknown): boolean {
  return isApiError(error) && !isDefinitiveFailure(error);
}

/**
 * Creates the attempt bookkeeping of one payment form: one `Idempotency-Key` (a random UUID)
 * per attempt, and an attempt settles only once its outcome is known.
 *
 * - A double submit during an attempt sends nothing more: it joins the attempt under way.
 * - Once the backend has answered definitively (2xx, a final 4xx such as a decline, or a
 *   replayed stored outcome), the key is spent and the next submit is a new attempt.
 * - When no definitive answer came (network failure, time-out, any other 5xx, 409 in progress,
 *   429) the backend may have charged or may still be charging. The attempt is then `checking`:
 *   the very same body is sent again with the same key after a short wait (backing off), until
 *   a definitive answer comes. A backend honouring the key answers the first charge's stored
 *   outcome (or waits for it while it runs) and never charges twice; a request that never
 *   arrived is made now, once. Meanwhile no other payment can be sent from this form.
 * - A failure that is no API answer (a bug, a captcha provider down: nothing was sent) ends
 *   the attempt; if the buyer sends the very same payment again, it keeps its key.
 *
 * Bodies are kept in memory only, for the attempt's lifetime; nothing is stored.
 */
export function createPaymentAttempts<B>(options: PaymentAttemptsOptions = {}): PaymentAttempts<B> {
  const onPhase = options.onPhase ?? (() => undefined);
  const onUnanswered = options.onUnanswered ?? (() => undefined);
  const slowAfterMs = options.slowAfterMs ?? defaultSlowAfterMs;
  const delays = options.checkDelaysMs?.length ? options.checkDelaysMs : defaultCheckDelaysMs;
  const exclusive: PayExclusively = options.exclusive ?? ((_purchaseId, work) => work());
  let inFlight: Promise<unknown> | null = null;
  let undecided: { key: string; body: string } | null = null;
  let phase: PaymentPhase = 'idle';
  let stopped = false;
  /** Ends the wait before the next request for the outcome (on `stop`). */
  let wakeUp: (() => void) | null = null;

  function enter(next: PaymentPhase): void {
    if (phase === next) return;
    phase = next;
    onPhase(next);
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });
  }

  async function run<R>(
    send: SendPayment<B, R>,
    body: B,
    key: string,
    serialized: string,
    purchaseId: string | undefined,
  ) {
    for (let check = 1; ; check += 1) {
      try {
        return await (purchaseId === undefined ? send(body, key) : send(body, key, purchaseId));
      } catch (error) {
        if (isDefinitiveFailure(error)) throw error;
        if (!isUnansweredFailure(error) || stopped) {
          undecided = { key, body: serialized };
          throw error;
        }
        onUnanswered(error, check);
        enter('checking');
        await wait(delays[Math.min(check, delays.length) - 1] ?? 0);
        if (stopped) {
          undecided = { key, body: serialized };
          throw error;
        }
      }
    }
  }

  return {
    submit<R>(send: SendPayment<B, R>, body: B, purchaseId?: string): Promise<R> {
      if (inFlight) return inFlight as Promise<R>;
      const serialized = JSON.stringify(body);
      const key = undecided && undecided.body === serialized ? undecided.key : newIdempotencyKey();
      undecided = null;
      enter('sending');
      const slow = setTimeout(() => {
        if (phase === 'sending') enter('processing');
      }, slowAfterMs);
      // Sent from a microtask, so `inFlight` is set before any outcome can clear it.
      const attempt = Promise.resolve()
        .then(() =>
          purchaseId === undefined
            ? run(send, body, key, serialized, undefined)
            : exclusive(purchaseId, () => run(send, body, key, serialized, purchaseId)),
        )
        .finally(() => {
          clearTimeout(slow);
          inFlight = null;
          enter('idle');
        });
      inFlight = attempt;
      return attempt;
    },
    get phase() {
      return phase;
    },
    stop() {
      stopped = true;
      wakeUp?.();
    },
    resume() {
      stopped = false;
    },
  };
}
