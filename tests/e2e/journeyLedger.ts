/**
 * What the sandbox charged one walk of the journey walker: the payments of its buyer (by the
 * walk's unique e-mail) or of the account record it paid (a subscription it renewed or
 * upgraded), read from the sandbox's database (E2E_DATA_DIR, read-only), each with the status
 * the API answers now (GET /api/v2/payment/{id}: an M-Pesa push is settled when asked, not in
 * its row).
 */
import { baseUrl } from './browser';
import { openSandboxDatabase, paymentsOf } from './sandboxPayments';
import type { PaymentOwner } from './sandboxPayments';

/** One payment the sandbox recorded, as the walker compares it with what the buyer saw. */
export interface Charge {
  id: string;
  method: string;
  /** The status GET /api/v2/payment/{id} answers now. */
  status: string;
  /** Minor units. */
  amount: number;
  currency: 'R$' | 'MT';
  installments: number;
  planId: string | null;
  token: string;
  cardLast4: string | null;
  /** A card payment that started a free trial: nothing charged now, the first charge later. */
  trial?: { firstChargeAt: string; firstChargeAmount: number };
  /** The plans of the add-ons (order bumps) paid in this payment, as its request named them. */
  addOnPlanIds: string[];
}

/** The add-on plans a payment's stored request named (`orderBumps`); none when unreadable. */
function addOnPlanIdsOf(requestJson: string): string[] {
  try {
    const request = JSON.parse(requestJson) as { orderBumps?: Array<{ planId: string }> };
    return (request.orderBumps ?? []).map((bump) => bump.planId);
  } catch {
    return [];
  }
}

/** The payments of a walk, oldest first, with their current status. */
export async function chargesOf(owner: PaymentOwner): Promise<Charge[]> {
  const rows = paymentsOf(owner);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      method: row.method,
      status: await currentStatus(row.id, row.status),
      amount: row.amount,
      currency: row.currency,
      installments: row.installments ?? 1,
      planId: row.plan_id,
      token: row.token,
      cardLast4: row.card_last4,
      ...(row.trial_days && row.first_charge_at && row.first_charge_amount !== null
        ? {
            trial: {
              firstChargeAt: row.first_charge_at,
              firstChargeAmount: row.first_charge_amount,
            },
          }
        : {}),
      addOnPlanIds: addOnPlanIdsOf(row.request_json),
    })),
  );
}

async function currentStatus(id: string, stored: string): Promise<string> {
  // A declined or failed attempt has no status to ask for: the API knows only taken payments.
  if (stored === 'declined' || stored === 'failed') return stored;
  const response = await fetch(`${baseUrl()}/api/v2/payment/${encodeURIComponent(id)}`);
  if (!response.ok) return `${stored} (GET /api/v2/payment/${id} answered ${response.status})`;
  return ((await response.json()) as { status: string }).status;
}

/** The card on file of a subscription (brand and last four digits), as the sandbox keeps it. */
export function cardOnFile(subscriptionId: string): { brand: string; last4: string } | undefined {
  const db = openSandboxDatabase();
  try {
    const row = db
      .prepare('SELECT card_brand, card_last4 FROM subscriptions WHERE id = ?')
      .get(subscriptionId) as { card_brand: string | null; card_last4: string | null } | undefined;
    return row?.card_brand && row.card_last4
      ? { brand: row.card_brand, last4: row.card_last4 }
      : undefined;
  } finally {
    db.close();
  }
}
