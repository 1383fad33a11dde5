/**
 * The one way browser tests read what the sandbox charged: its payments table, opened
 * read-only in the database of the shared server (`E2E_DATA_DIR`) or of a test's own server.
 * The buyer-flow tests count rows, the money-promise tests compare amounts and trials, and the
 * journey ledger adds each payment's current status on top.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * The sandbox's SQLite database (read-only), in the shared server's `E2E_DATA_DIR` or a test
 * server's `dataDir`. Close it when done.
 */
export function openSandboxDatabase(
  dataDir: string | undefined = process.env.E2E_DATA_DIR,
): Database.Database {
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run browser tests with `npm run test:e2e`');
  return new Database(join(dataDir, 'sandbox.sqlite'), { readonly: true, fileMustExist: true });
}

/** A payment as the sandbox stores it (amounts in minor units). */
export interface PaymentRecord {
  id: string;
  method: string;
  /** The status stored in the row (an M-Pesa push is settled when asked, not here). */
  status: string;
  /** Charged now: 0 for a card that started a free trial. */
  amount: number;
  currency: 'R$' | 'MT';
  installments: number | null;
  plan_id: string | null;
  token: string;
  card_last4: string | null;
  trial_days: number | null;
  /** When a free trial's first charge is due; null without a trial. */
  first_charge_at: string | null;
  /** What a free trial's first charge takes; null without a trial. */
  first_charge_amount: number | null;
  /** The payment request as the sandbox received it (JSON). */
  request_json: string;
  created_at: string;
}

/** Whose payments to read: a buyer's e-mail, and the subscription they acted on, if any. */
export interface PaymentOwner {
  email: string;
  subscriptionId?: string;
}

/** The sandbox's payments of a buyer (or of the subscription they acted on), oldest first. */
export function paymentsOf(
  owner: string | PaymentOwner,
  dataDir: string | undefined = process.env.E2E_DATA_DIR,
): PaymentRecord[] {
  const { email, subscriptionId = null } = typeof owner === 'string' ? { email: owner } : owner;
  const db = openSandboxDatabase(dataDir);
  try {
    return db
      .prepare(
        `SELECT id, method, status, amount, currency, installments, plan_id, token, card_last4,
                trial_days, first_charge_at, first_charge_amount, request_json, created_at
           FROM payments WHERE email = ? OR (? IS NOT NULL AND subscription_id = ?)
          ORDER BY created_at, rowid`,
      )
      .all(email, subscriptionId, subscriptionId) as PaymentRecord[];
  } finally {
    db.close();
  }
}
