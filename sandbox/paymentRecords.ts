import type { PaymentStatus, TrialSchedule } from '@/schemas/generated/apiTypes';
import { defaultMpesaTimings, mpesaStatus } from '@/sandbox/mpesa';
import type { MpesaTimings } from '@/sandbox/mpesa';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/**
 * A row of the `payments` table. Card payments keep the brand and the last four digits only:
 * never the number, the CVV or the expiry.
 */
export interface PaymentRow {
  id: string;
  api_version: number;
  method: string;
  status: PaymentStatus | 'received';
  amount: number | null;
  currency: string | null;
  product_code: string | null;
  plan_id: string | null;
  installments: number | null;
  lead_id: string | null;
  subscription_id: string | null;
  name: string | null;
  email: string | null;
  card_brand: string | null;
  card_last4: string | null;
  token: string;
  payment_profile_id: string | null;
  pix_br_code: string | null;
  pix_expires_at: string | null;
  bankslip_digitable_line: string | null;
  bankslip_barcode: string | null;
  bankslip_due_date: string | null;
  /** The M-Pesa number a push went to (+2588XXXXXXXX), for M-Pesa payments. */
  mpesa_phone?: string | null;
  /**
   * A card payment that started the plan's free trial: its days (the row's `amount` is then 0,
   * nothing was charged), when the first charge is made and what it takes (minor units, in
   * `installments`). Null otherwise.
   */
  trial_days?: number | null;
  first_charge_at?: string | null;
  first_charge_amount?: number | null;
  /**
   * The purchase the attempt named (`Purchase-Id`), what identifies its order (stable JSON of
   * the operation, plan, add-ons, amount and installments), the 2xx answer it got (no card data:
   * answers carry none), and when it was superseded (a Pix code or boleto cancelled) or refunded.
   * Null for a payment whose attempt named no purchase (sandbox/purchaseGuard.ts).
   */
  purchase_id?: string | null;
  order_fingerprint?: string | null;
  answer_json?: string | null;
  superseded_at?: string | null;
  refunded_at?: string | null;
  /** The request body with card data redacted. */
  request_json: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** Stores a payment row (synchronous; call inside the idempotency transaction). */
export function insertPayment(context: SandboxContext, row: PaymentRow): void {
  context.db
    .prepare(
      `INSERT INTO payments (id, api_version, method, status, amount, currency, product_code, plan_id, installments,
        lead_id, subscription_id, name, email, card_brand, card_last4, token, payment_profile_id, pix_br_code,
        pix_expires_at, bankslip_digitable_line, bankslip_barcode, bankslip_due_date, mpesa_phone, trial_days,
        first_charge_at, first_charge_amount, purchase_id, order_fingerprint, answer_json, superseded_at, refunded_at,
        request_json, created_at, updated_at, paid_at)
       VALUES (@id, @api_version, @method, @status, @amount, @currency, @product_code, @plan_id, @installments,
        @lead_id, @subscription_id, @name, @email, @card_brand, @card_last4, @token, @payment_profile_id, @pix_br_code,
        @pix_expires_at, @bankslip_digitable_line, @bankslip_barcode, @bankslip_due_date, @mpesa_phone, @trial_days,
        @first_charge_at, @first_charge_amount, @purchase_id, @order_fingerprint, @answer_json, @superseded_at, @refunded_at,
        @request_json, @created_at, @updated_at, @paid_at)`,
    )
    .run({
      ...row,
      mpesa_phone: row.mpesa_phone ?? null,
      trial_days: row.trial_days ?? null,
      first_charge_at: row.first_charge_at ?? null,
      first_charge_amount: row.first_charge_amount ?? null,
      purchase_id: row.purchase_id ?? null,
      order_fingerprint: row.order_fingerprint ?? null,
      answer_json: row.answer_json ?? null,
      superseded_at: row.superseded_at ?? null,
      refunded_at: row.refunded_at ?? null,
    });
}

/**
 * The free trial a stored payment started, as the payment answer carries it (the first
 * charge's date, amount and installments); undefined for a payment charged when made.
 */
export function trialScheduleOf(row: PaymentRow): TrialSchedule | undefined {
  if (!row.trial_days || !row.first_charge_at || row.first_charge_amount == null) return undefined;
  return {
    days: row.trial_days,
    firstChargeAt: row.first_charge_at,
    firstChargeAmount: row.first_charge_amount,
    installments: row.installments ?? 1,
  };
}

/** The payment row with this id, or undefined. */
export function findPayment(context: SandboxContext, id: string): PaymentRow | undefined {
  return context.db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as
    | PaymentRow
    | undefined;
}

/**
 * The status a payment answers now: a pending Pix past its expiry is `expired`; a pending
 * M-Pesa push answers what the simulated buyer did by now (see `mpesaStatus`).
 */
export function currentStatus(
  row: PaymentRow,
  now: Date,
  mpesa: MpesaTimings = defaultMpesaTimings,
): PaymentStatus | 'received' {
  if (row.status === 'pending' && row.method === 'm-pesa' && row.mpesa_phone) {
    return mpesaStatus(row.mpesa_phone, new Date(row.created_at), now, mpesa);
  }
  if (
    row.status === 'pending' &&
    row.pix_expires_at !== null &&
    row.pix_expires_at < now.toISOString()
  ) {
    return 'expired';
  }
  return row.status;
}

/**
 * Stores what an M-Pesa push answers now while its row still says `pending`: `approved` (paid
 * when the simulated buyer confirmed), `declined` or `expired`, so the row follows what the API
 * answered (the status is worked out from the time since the push, `mpesaStatus`). Returns the
 * row as it now is; any other row is returned as it was. Purchases settle their pushes first
 * (`settleMpesa` in sandbox/purchaseGuard.ts), which calls this.
 */
export function recordMpesaAnswer(context: SandboxContext, row: PaymentRow): PaymentRow {
  if (row.method !== 'm-pesa' || row.status !== 'pending' || !row.mpesa_phone) return row;
  const now = context.now();
  const status = currentStatus(row, now, context.settings);
  if (status === 'pending' || status === 'received') return row;
  const answeredAt = Math.min(
    Date.parse(row.created_at) + context.settings.mpesaAnswerMs,
    now.getTime(),
  );
  const paidAt = status === 'approved' ? new Date(answeredAt).toISOString() : null;
  const updatedAt = now.toISOString();
  context.db
    .prepare(
      "UPDATE payments SET status = ?, paid_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    )
    .run(status, paidAt, updatedAt, row.id);
  return { ...row, status, paid_at: paidAt, updated_at: updatedAt };
}

/**
 * The card on file of a payment profile, when it belongs to this buyer: the approved card
 * payment that created the profile (brand and last four digits), made for the same lead, else
 * the same e-mail. Undefined for an unknown profile, a profile of no card, or another buyer's.
 */
export function findPaymentProfile(
  context: SandboxContext,
  paymentProfileId: string,
  buyer: { leadId?: string; email?: string },
): { brand: string; last4: string } | undefined {
  const row = context.db
    .prepare(
      `SELECT card_brand, card_last4, lead_id, email FROM payments
       WHERE payment_profile_id = ? AND status = 'approved' AND card_last4 IS NOT NULL
       ORDER BY created_at LIMIT 1`,
    )
    .get(paymentProfileId) as
    | {
        card_brand: string | null;
        card_last4: string;
        lead_id: string | null;
        email: string | null;
      }
    | undefined;
  if (!row?.card_brand) return undefined;
  const sameLead = buyer.leadId !== undefined && row.lead_id === buyer.leadId;
  const sameEmail = buyer.email !== undefined && row.email === buyer.email;
  return sameLead || sameEmail ? { brand: row.card_brand, last4: row.card_last4 } : undefined;
}
