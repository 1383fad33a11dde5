import { findLeadRow } from '@/sandbox/leadRecords';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** Who asks for a product's plans: the lead of the checkout, or a bare e-mail. */
export interface TrialAsker {
  leadId?: string;
  email?: string;
}

/**
 * Whether the buyer asking (by lead id or e-mail) has already had this product: a subscription
 * of one of their leads that is not pending (paid, or a free trial started by card), or an
 * approved payment with their e-mail. A buyer who has gets no second free trial (spec §4
 * 'trial-already-used'). Only a paid purchase (or a started trial) uses it: a Pix or boleto
 * still waiting to be paid, or an order an attendant has not confirmed, does not. An unknown
 * lead or no asker counts as a new buyer.
 */
export function hasUsedTrial(
  context: SandboxContext,
  productCode: string,
  asker: TrialAsker,
): boolean {
  const email = (
    asker.email ?? (asker.leadId ? findLeadRow(context, asker.leadId)?.email : undefined)
  )
    ?.trim()
    .toLowerCase();
  if (!email) return false;
  const row = context.db
    .prepare(
      `SELECT 1 FROM subscriptions s JOIN leads l ON l.id = s.lead_id
         WHERE s.product_code = ? AND lower(l.email) = ? AND s.status <> 'pending'
       UNION ALL
       SELECT 1 FROM payments
         WHERE product_code = ? AND lower(email) = ? AND status = 'approved'
       LIMIT 1`,
    )
    .get(productCode, email, productCode, email);
  return row !== undefined;
}
