import type {
  PaymentStatus,
  PurchasePayment,
  PurchaseRefund,
  PurchaseResponse,
} from '@/schemas/generated/apiTypes';
import { currentStatus } from '@/sandbox/paymentRecords';
import type { PaymentRow } from '@/sandbox/paymentRecords';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/**
 * A row of the `purchases` table: one buyer's intent to buy one thing, named by the
 * `Purchase-Id` of its attempts (sandbox/purchaseGuard.ts writes it). `status` is `open` or
 * `paid` (by `paid_payment_id`); an attempt being worked on holds the in-flight marker
 * (`in_flight_key`: its Idempotency-Key, or a random token for an attempt without one, and
 * `in_flight_since`), which ends when the attempt ends or, for an attempt whose process died,
 * when its lease runs out ({@link attemptLeaseMs}).
 */
export interface PurchaseRow {
  id: string;
  status: 'open' | 'paid';
  paid_payment_id: string | null;
  in_flight_key: string | null;
  in_flight_since: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The lease of an attempt in flight, ms: the same as a pending Idempotency-Key's (15 s, or twice
 * `SANDBOX_SLOW_MS` when that is longer), so it outlasts the slowest charge. An in-flight marker
 * older than this was left by an attempt whose process died: the next attempt takes it over.
 */
export function attemptLeaseMs(slowMs: number): number {
  return Math.max(15_000, slowMs * 2);
}

/** The purchase row with this id, or undefined (a purchase no attempt named). */
export function findPurchase(context: SandboxContext, purchaseId: string): PurchaseRow | undefined {
  return context.db.prepare('SELECT * FROM purchases WHERE id = ?').get(purchaseId) as
    | PurchaseRow
    | undefined;
}

/** The payments of a purchase, oldest first. */
export function paymentsOfPurchase(context: SandboxContext, purchaseId: string): PaymentRow[] {
  return context.db
    .prepare('SELECT * FROM payments WHERE purchase_id = ? ORDER BY created_at, rowid')
    .all(purchaseId) as PaymentRow[];
}

/** The status a payment answers now (a v1 pass-through's `received` reads `pending`). */
export function paymentStatusNow(context: SandboxContext, row: PaymentRow): PaymentStatus {
  const status = currentStatus(row, context.now(), context.settings);
  return status === 'received' ? 'pending' : status;
}

/** Methods whose payment waits for the buyer after it is issued (a code, a slip, a push). */
const waitingMethods: ReadonlySet<string> = new Set(['pix', 'bankslip', 'bank-slip', 'm-pesa']);

/**
 * Whether a payment was issued and still waits for the buyer: a Pix code neither paid, expired
 * nor superseded, a boleto not superseded, an M-Pesa push the phone has not answered.
 */
export function isWaitingForBuyer(context: SandboxContext, row: PaymentRow): boolean {
  return (
    row.status === 'pending' &&
    waitingMethods.has(row.method) &&
    paymentStatusNow(context, row) === 'pending'
  );
}

/** An M-Pesa push still waiting for the phone: an attempt of its purchase in flight. */
export function isMpesaWaiting(context: SandboxContext, row: PaymentRow): boolean {
  return (
    row.method === 'm-pesa' &&
    row.status === 'pending' &&
    paymentStatusNow(context, row) === 'pending'
  );
}

/**
 * The key (or token) of the attempt holding the purchase's in-flight marker, while its lease
 * lasts; undefined when no attempt holds it.
 */
export function inFlightHolder(context: SandboxContext, purchase: PurchaseRow): string | undefined {
  if (purchase.in_flight_key === null || purchase.in_flight_since === null) return undefined;
  const held = context.now().getTime() - Date.parse(purchase.in_flight_since);
  return held <= attemptLeaseMs(context.settings.slowMs) ? purchase.in_flight_key : undefined;
}

function parsedJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The add-ons a payment's request named (`orderBumps` of a v2 payment), as the contract lists them. */
function orderBumpsOf(row: PaymentRow): Array<{ planId: string; amount: number }> {
  const bumps = asRecord(parsedJson(row.request_json))?.orderBumps;
  if (!Array.isArray(bumps)) return [];
  return bumps.flatMap((item) => {
    const bump = asRecord(item);
    return typeof bump?.planId === 'string' && Number.isInteger(bump.amount)
      ? [{ planId: bump.planId, amount: bump.amount as number }]
      : [];
  });
}

/** A payment as a purchase lists it: what it paid for, its status now and the answer it got. */
export function purchasePaymentOf(context: SandboxContext, row: PaymentRow): PurchasePayment {
  const bumps = orderBumpsOf(row);
  const answer = asRecord(parsedJson(row.answer_json));
  return {
    paymentId: row.id,
    method: row.method,
    status: paymentStatusNow(context, row),
    amount: row.amount,
    currency: row.currency,
    planId: row.plan_id,
    installments: row.installments,
    ...(bumps.length > 0 ? { orderBumps: bumps } : {}),
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    createdAt: row.created_at,
    ...(answer ? { answer } : {}),
  };
}

/** A refunded payment as a purchase lists it. */
export function purchaseRefundOf(row: PaymentRow): PurchaseRefund {
  return {
    paymentId: row.id,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    refundedAt: row.refunded_at ?? row.updated_at,
  };
}

/** The refunds of a purchase, oldest first (none for a purchase no attempt named). */
export function purchaseRefunds(context: SandboxContext, purchaseId: string): PurchaseRefund[] {
  return (
    context.db
      .prepare(
        "SELECT * FROM payments WHERE purchase_id = ? AND status = 'refunded' ORDER BY refunded_at, rowid",
      )
      .all(purchaseId) as PaymentRow[]
  ).map(purchaseRefundOf);
}

/**
 * Where a purchase stands, as the contract answers it (purchaseResponse), from what is stored:
 * `paid` with the payment that paid it; `in_progress` while an attempt holds the in-flight
 * marker (within its lease) or an M-Pesa push waits for the phone; `open` otherwise, with the
 * payments waiting for the buyer in `pending`. A purchase no attempt named is open and empty.
 * Reads only: an M-Pesa push answered since is settled by `settlePurchase` first.
 */
export function purchaseView(context: SandboxContext, purchaseId: string): PurchaseResponse {
  const purchase = findPurchase(context, purchaseId);
  if (!purchase) return { purchaseId, status: 'open', refunds: [] };
  const payments = paymentsOfPurchase(context, purchaseId);
  const refunds = purchaseRefunds(context, purchaseId);
  const paid =
    purchase.status === 'paid'
      ? payments.find((row) => row.id === purchase.paid_payment_id)
      : undefined;
  if (paid) {
    return { purchaseId, status: 'paid', paid: purchasePaymentOf(context, paid), refunds };
  }
  const pending = payments.filter((row) => isWaitingForBuyer(context, row));
  const inProgress =
    inFlightHolder(context, purchase) !== undefined ||
    pending.some((row) => isMpesaWaiting(context, row));
  return {
    purchaseId,
    status: inProgress ? 'in_progress' : 'open',
    ...(pending.length > 0
      ? { pending: pending.map((row) => purchasePaymentOf(context, row)) }
      : {}),
    refunds,
  };
}
