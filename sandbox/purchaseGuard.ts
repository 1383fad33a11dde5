/**
 * One charge per purchase (issue 33), in the sandbox. A payment attempt names its purchase in
 * the `Purchase-Id` header; every charging handler (POST /api/v2/payment, POST /api/v1/payment,
 * both renewals, the Livelo redemption) runs its work through {@link chargeOnce}, which, inside
 * the Idempotency-Key's work (so a replay of a key still answers its stored first answer):
 *
 * - refuses an attempt on a purchase already paid: 409 `already_paid` with the purchase (the
 *   receipt in `paid`, with the answer its attempt got);
 * - refuses an attempt while another attempt of the purchase is in flight (another key holds the
 *   in-flight marker and its lease has not run out, or an M-Pesa push waits for the phone): 409
 *   `payment_in_progress`. The marker is committed before the charge awaits and released when
 *   the attempt ends, whatever the outcome;
 * - answers a Pix attempt for the same order as a Pix code still waiting with that code's first
 *   answer (same payment, same BR Code), and cancels the waiting Pix codes and boletos of another
 *   order when a new one is issued;
 * - marks the purchase paid when a payment takes it (approved, a card held for review, a payment
 *   taken in person) and cancels every Pix code and boleto of it still waiting.
 *
 * A Pix code paid at the bank after it was cancelled, or once another payment paid its purchase,
 * is refunded at once ({@link payPixOfPurchase}). An attempt that names no purchase is charged
 * exactly as before, guarded by its Idempotency-Key only.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { alreadyPaidCode, paymentInProgressCode, purchaseIdHeader } from '@/lib/payment/purchase';
import type { ErrorBody, PurchaseRefund, PurchaseResponse } from '@/schemas/generated/apiTypes';
import { HttpError } from '@/lib/http/httpError';
import { stableJson } from '@/sandbox/idempotencyStore';
import type { IdempotentResult } from '@/sandbox/idempotencyStore';
import { activatePaidSubscription } from '@/sandbox/paidSubscription';
import { isInPersonMethod } from '@/sandbox/paymentMethodInput';
import { findPayment, insertPayment, recordMpesaAnswer } from '@/sandbox/paymentRecords';
import type { PaymentRow } from '@/sandbox/paymentRecords';
import {
  findPurchase,
  inFlightHolder,
  isMpesaWaiting,
  paymentStatusNow,
  paymentsOfPurchase,
  purchaseRefunds,
  purchaseView,
} from '@/sandbox/purchaseRecords';
import type { RouteResponse } from '@/lib/http/route';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** What an attempt that names a purchase is for. */
export interface PurchaseAttempt {
  /** The `Purchase-Id` of the attempt. */
  purchaseId: string;
  /** The payment method's type (`pix`, `credit-card`…): a Pix code may be reused. */
  method: string;
  /**
   * What identifies the order, not the attempt: the operation, the plan, the add-ons, the
   * amount and the installments (never card data). Two attempts of one purchase with equal
   * orders may share a Pix code; another order cancels the codes and boletos of the old one.
   */
  order: Record<string, unknown>;
  /** The HTTP status of the operation's success answer (a reused Pix code answers it again). */
  answerStatus: number;
}

/** What a charging handler's work produced: its answer and writes, and the payment it made. */
export interface GuardedResult extends IdempotentResult {
  /** The payment row the attempt's `persist` stores (approved, pending, declined…), if any. */
  payment?: PaymentRow;
}

/** A charging request: its Idempotency-Key, its fingerprint, and the purchase it names. */
export interface ChargeRequest {
  key: string | undefined;
  /** The idempotency fingerprint of the request (`IdempotencyStore.fingerprint`). */
  fingerprint: string;
  /** The purchase the attempt names; undefined when it names none (charged as before). */
  purchase: PurchaseAttempt | undefined;
}

/**
 * A 409 refusing an attempt of a purchase (`already_paid`, `payment_in_progress`), whose body
 * carries where the purchase stands. Thrown inside the key's work, so nothing is stored for the
 * key: once the purchase is free again the same key may be tried again.
 */
export class PurchaseConflict extends HttpError {
  readonly purchase: PurchaseResponse;

  constructor(code: string, message: string, purchase: PurchaseResponse) {
    super(409, code, message);
    this.name = 'PurchaseConflict';
    this.purchase = purchase;
  }

  override toBody(): ErrorBody {
    return { ...super.toBody(), purchase: this.purchase };
  }
}

/** 409 `already_paid`: the purchase is paid; `purchase.paid` is the receipt. */
export function alreadyPaid(purchase: PurchaseResponse): PurchaseConflict {
  return new PurchaseConflict(
    alreadyPaidCode,
    `Purchase '${purchase.purchaseId}' is already paid; no other payment of it is taken.`,
    purchase,
  );
}

/** 409 `payment_in_progress`: another attempt of the purchase is being worked on. */
export function paymentInProgress(purchase: PurchaseResponse): PurchaseConflict {
  return new PurchaseConflict(
    paymentInProgressCode,
    `Another payment attempt of purchase '${purchase.purchaseId}' is in progress; wait for its outcome.`,
    purchase,
  );
}

/**
 * The `Purchase-Id` of a request, undefined when absent or empty. The contract has checked it
 * (its pattern) on every operation that declares the header.
 */
export function readPurchaseId(headers: IncomingHttpHeaders): string | undefined {
  const raw = headers[purchaseIdHeader.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The purchase an attempt names (its `Purchase-Id`) with what it is for; undefined when the
 * request names none.
 */
export function purchaseAttempt(
  headers: IncomingHttpHeaders,
  attempt: Omit<PurchaseAttempt, 'purchaseId'>,
): PurchaseAttempt | undefined {
  const purchaseId = readPurchaseId(headers);
  return purchaseId === undefined ? undefined : { purchaseId, ...attempt };
}

/** The stored form of an order (`payments.order_fingerprint`): its JSON with sorted keys. */
export function orderFingerprint(order: Record<string, unknown>): string {
  return stableJson(order);
}

const pixAndBoletos = "('pix', 'bankslip', 'bank-slip')";

function isPixOrBoleto(method: string): boolean {
  return method === 'pix' || method === 'bankslip' || method === 'bank-slip';
}

/**
 * Whether a payment takes its purchase when it is made: approved (a card, the card on file, a
 * free trial's verified card, a Livelo redemption), or pending without anything left to the
 * buyer (a card held for review: the issuer approved it; a payment an attendant took in
 * person). A Pix code, a boleto or an M-Pesa push takes it only once paid.
 */
function takesPurchase(payment: PaymentRow): boolean {
  if (payment.status === 'approved') return true;
  if (payment.status !== 'pending') return false;
  return (
    payment.method === 'credit-card' ||
    payment.method === 'default-credit-card' ||
    isInPersonMethod(payment.method)
  );
}

/**
 * Cancels the Pix codes and boletos of a purchase still waiting (not paid, not expired), but
 * `keep`; with `otherThan`, only those of another order.
 */
function supersedeWaiting(
  context: SandboxContext,
  purchaseId: string,
  keep: string,
  otherThan?: string,
): void {
  const now = context.now().toISOString();
  context.db
    .prepare(
      `UPDATE payments SET status = 'cancelled', superseded_at = @now, updated_at = @now
       WHERE purchase_id = @purchaseId AND id <> @keep AND status = 'pending'
         AND method IN ${pixAndBoletos}
         AND (pix_expires_at IS NULL OR pix_expires_at >= @now)
         ${otherThan === undefined ? '' : 'AND order_fingerprint IS NOT @otherThan'}`,
    )
    .run({ now, purchaseId, keep, ...(otherThan === undefined ? {} : { otherThan }) });
}

/** Marks an open purchase paid by a payment and cancels what else of it waits for the buyer. */
function markPaid(context: SandboxContext, purchaseId: string, paymentId: string): void {
  const now = context.now().toISOString();
  context.db
    .prepare(
      `UPDATE purchases SET status = 'paid', paid_payment_id = ?, updated_at = ?
       WHERE id = ? AND status = 'open'`,
    )
    .run(paymentId, now, purchaseId);
  supersedeWaiting(context, purchaseId, paymentId);
}

/** Gives a payment back: status `refunded`, with the time. */
function refund(context: SandboxContext, paymentId: string): void {
  const now = context.now().toISOString();
  context.db
    .prepare(
      "UPDATE payments SET status = 'refunded', refunded_at = ?, paid_at = NULL, updated_at = ? WHERE id = ?",
    )
    .run(now, now, paymentId);
}

/**
 * Settles what the purchase's M-Pesa pushes did since (their status is worked out from the time
 * since the push, and stored): a push the phone confirmed pays the open purchase, or is refunded
 * when another payment paid it meanwhile. Runs in a transaction of its own (a savepoint inside one).
 */
function settleMpesa(context: SandboxContext, purchaseId: string): void {
  context.db.transaction(() => {
    if (!findPurchase(context, purchaseId)) return;
    const pushes = paymentsOfPurchase(context, purchaseId).filter(
      (row) => row.method === 'm-pesa' && row.status === 'pending',
    );
    for (const push of pushes) {
      // The row takes the status the push answers now (approved, declined, expired).
      if (recordMpesaAnswer(context, push).status !== 'approved') continue;
      const purchase = findPurchase(context, purchaseId);
      if (purchase?.status === 'open') markPaid(context, purchaseId, push.id);
      else if (purchase?.paid_payment_id !== push.id) refund(context, push.id);
    }
  })();
}

/** Where a purchase stands now (its M-Pesa pushes settled first): GET /api/v2/purchase/{id}. */
export function purchaseNow(context: SandboxContext, purchaseId: string): PurchaseResponse {
  return context.db.transaction(() => {
    settleMpesa(context, purchaseId);
    return purchaseView(context, purchaseId);
  })();
}

/**
 * What a payment's status answer adds when its attempt named a purchase: the purchase id, and
 * the refunds of the purchase's other payments (so the page waiting for a new Pix code can say
 * an old one was paid and given back). An M-Pesa push confirmed since pays the purchase here.
 */
export function purchaseOfPayment(
  context: SandboxContext,
  payment: PaymentRow,
): { purchaseId: string; refunds: PurchaseRefund[] } | undefined {
  if (!payment.purchase_id) return undefined;
  const purchaseId = payment.purchase_id;
  settleMpesa(context, purchaseId);
  return {
    purchaseId,
    refunds: purchaseRefunds(context, purchaseId).filter((item) => item.paymentId !== payment.id),
  };
}

/**
 * What the bank does with a Pix code of a purchase paid by the buyer: a code still waiting pays
 * the purchase (approved; the subscription it pays turns active; the purchase's other codes and
 * boletos are cancelled); a code cancelled before (the order changed, another method paid) or
 * of a purchase another payment paid is refunded at once and never pays anything. Paying again
 * answers the same. 409 `pix_expired` for a code past its expiry.
 */
export function payPixOfPurchase(
  context: SandboxContext,
  payment: PaymentRow,
): 'approved' | 'refunded' {
  const purchaseId = payment.purchase_id;
  if (!purchaseId) throw new Error(`Payment '${payment.id}' names no purchase.`);
  return context.db
    .transaction((): 'approved' | 'refunded' => {
      settleMpesa(context, purchaseId);
      const row = findPayment(context, payment.id) ?? payment;
      const status = paymentStatusNow(context, row);
      if (status === 'approved' || status === 'refunded') return status;
      if (status === 'expired') {
        throw new HttpError(
          409,
          'pix_expired',
          `The Pix charge of payment '${row.id}' has expired.`,
          'paymentId',
        );
      }
      const purchase = findPurchase(context, purchaseId);
      const paidByAnother = purchase?.status === 'paid' && purchase.paid_payment_id !== row.id;
      if (status !== 'pending' || paidByAnother) {
        refund(context, row.id);
        return 'refunded';
      }
      const now = context.now().toISOString();
      context.db
        .prepare(
          "UPDATE payments SET status = 'approved', paid_at = ?, updated_at = ? WHERE id = ?",
        )
        .run(now, now, row.id);
      activatePaidSubscription(context, row, now);
      markPaid(context, purchaseId, row.id);
      return 'approved';
    })
    .immediate();
}

type Claim =
  | { kind: 'claimed'; since: string }
  | { kind: 'refused'; conflict: PurchaseConflict }
  | { kind: 'reused'; answer: unknown };

/**
 * The purchase guard of one attempt: claims the purchase (the in-flight marker) before the
 * work, settles the purchase with the work's outcome in the work's own transaction, and
 * releases the marker in every case.
 */
class AttemptGuard {
  private readonly context: SandboxContext;
  private readonly attempt: PurchaseAttempt;
  /** The attempt's Idempotency-Key, or a random token: what the marker names. */
  private readonly holder: string;
  private readonly order: string;
  private claimedSince: string | undefined;

  constructor(context: SandboxContext, attempt: PurchaseAttempt, key: string | undefined) {
    this.context = context;
    this.attempt = attempt;
    this.holder = key ?? `keyless:${randomBytes(12).toString('hex')}`;
    this.order = orderFingerprint(attempt.order);
  }

  /** Runs the work of the attempt under the purchase's guard (inside the key's work). */
  async run(work: () => Promise<GuardedResult>): Promise<IdempotentResult> {
    const claim = this.claim();
    if (claim.kind === 'refused') throw claim.conflict;
    if (claim.kind === 'reused') {
      return { response: { status: this.attempt.answerStatus, body: claim.answer } };
    }
    const result = await work();
    return { response: result.response, persist: () => this.settle(result) };
  }

  /**
   * Ends the attempt's claim (nothing when it holds none, or released it already: the marker
   * must still name this attempt, so a later attempt's claim is never ended by this one).
   */
  release(): void {
    if (this.claimedSince === undefined) return;
    this.context.db
      .prepare(
        `UPDATE purchases SET in_flight_key = NULL, in_flight_since = NULL, updated_at = ?
         WHERE id = ? AND in_flight_key = ? AND in_flight_since = ?`,
      )
      .run(
        this.context.now().toISOString(),
        this.attempt.purchaseId,
        this.holder,
        this.claimedSince,
      );
  }

  /**
   * Claims the purchase in one immediate transaction, committed before the work awaits: the
   * purchase must not be paid nor held by another attempt (another key within its lease, or an
   * M-Pesa push waiting); a Pix attempt for the order of a code still waiting gets that code.
   * The same key takes its own marker back (its earlier request died).
   */
  private claim(): Claim {
    const { context } = this;
    const { purchaseId } = this.attempt;
    return context.db
      .transaction((): Claim => {
        settleMpesa(context, purchaseId);
        const now = context.now().toISOString();
        context.db
          .prepare(
            "INSERT OR IGNORE INTO purchases (id, status, created_at, updated_at) VALUES (?, 'open', ?, ?)",
          )
          .run(purchaseId, now, now);
        const purchase = findPurchase(context, purchaseId);
        if (purchase?.status === 'paid') {
          return { kind: 'refused', conflict: alreadyPaid(purchaseView(context, purchaseId)) };
        }
        const holder = purchase ? inFlightHolder(context, purchase) : undefined;
        const payments = paymentsOfPurchase(context, purchaseId);
        if (
          (holder !== undefined && holder !== this.holder) ||
          payments.some((row) => isMpesaWaiting(context, row))
        ) {
          return {
            kind: 'refused',
            conflict: paymentInProgress(purchaseView(context, purchaseId)),
          };
        }
        if (this.attempt.method === 'pix') {
          const code = payments
            .filter(
              (row) =>
                row.method === 'pix' &&
                row.status === 'pending' &&
                !row.superseded_at &&
                row.order_fingerprint === this.order &&
                row.answer_json &&
                paymentStatusNow(context, row) === 'pending',
            )
            .pop();
          if (code?.answer_json) {
            return { kind: 'reused', answer: JSON.parse(code.answer_json) as unknown };
          }
        }
        context.db
          .prepare(
            'UPDATE purchases SET in_flight_key = ?, in_flight_since = ?, updated_at = ? WHERE id = ?',
          )
          .run(this.holder, now, now, purchaseId);
        this.claimedSince = now;
        return { kind: 'claimed', since: now };
      })
      .immediate();
  }

  /**
   * The attempt's outcome, in the transaction that stores its payment and answer: the payment
   * is tagged with the purchase, its order and its 2xx answer; a payment that takes the purchase
   * pays it (and cancels the codes and boletos waiting); a new Pix code or boleto cancels those
   * of another order. A payment that would take a purchase another payment paid meanwhile (a Pix
   * paid at the bank while this card was being authorised) is refunded at once and answered
   * 409 `already_paid`, without the writes of its handler. The marker is released.
   */
  private settle(result: GuardedResult): RouteResponse | undefined {
    const { context } = this;
    const { purchaseId } = this.attempt;
    settleMpesa(context, purchaseId);
    const payment = result.payment;
    const answered = result.response.status >= 200 && result.response.status < 300;
    const tags = {
      purchase_id: purchaseId,
      order_fingerprint: this.order,
      answer_json: answered ? JSON.stringify(result.response.body) : null,
    };
    const takes = answered && payment !== undefined && takesPurchase(payment);
    const purchase = findPurchase(context, purchaseId);
    if (
      payment &&
      takes &&
      purchase?.status === 'paid' &&
      purchase.paid_payment_id !== payment.id
    ) {
      const now = context.now().toISOString();
      insertPayment(context, {
        ...payment,
        ...tags,
        answer_json: null,
        status: 'refunded',
        paid_at: null,
        refunded_at: now,
        updated_at: now,
      });
      this.release();
      return { status: 409, body: alreadyPaid(purchaseView(context, purchaseId)).toBody() };
    }
    const replaced = result.persist?.();
    if (payment) {
      context.db
        .prepare(
          'UPDATE payments SET purchase_id = ?, order_fingerprint = ?, answer_json = ? WHERE id = ?',
        )
        .run(tags.purchase_id, tags.order_fingerprint, tags.answer_json, payment.id);
      if (takes) markPaid(context, purchaseId, payment.id);
      else if (answered && payment.status === 'pending' && isPixOrBoleto(payment.method)) {
        // A new code or boleto: those of another order are cancelled (the order changed).
        supersedeWaiting(context, purchaseId, payment.id, this.order);
      }
    }
    this.release();
    return replaced ?? undefined;
  }
}

/**
 * Runs a charging handler's work once per Idempotency-Key and, when the request names a
 * purchase, at most once per purchase (see the module's comment). Without a `Purchase-Id` it is
 * exactly `context.idempotency.execute`.
 */
export async function chargeOnce(
  context: SandboxContext,
  request: ChargeRequest,
  work: () => Promise<GuardedResult>,
): Promise<RouteResponse> {
  if (!request.purchase) {
    return context.idempotency.execute(request.key, request.fingerprint, work);
  }
  const guard = new AttemptGuard(context, request.purchase, request.key);
  try {
    return await context.idempotency.execute(request.key, request.fingerprint, () =>
      guard.run(work),
    );
  } finally {
    // A declined card settles (and releases) in its transaction; an exception, or a transaction
    // that failed, leaves the marker to this.
    guard.release();
  }
}
