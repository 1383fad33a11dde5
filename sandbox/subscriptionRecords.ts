import { HttpError } from '@/lib/http/httpError';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import type { CardBrandValue } from '@/schemas/generated/types';

/** A row of the `subscriptions` table (card on file kept as brand and last four digits only). */
export interface SubscriptionRow {
  id: string;
  lead_id: string | null;
  product_code: string;
  plan_id: string;
  status: string;
  card_brand: CardBrandValue | null;
  card_last4: string | null;
  renew_count: number;
  created_at: string;
  updated_at: string;
}

/** The subscription with this id, or 404 `subscription_not_found`. */
export function requireSubscription(context: SandboxContext, id: string): SubscriptionRow {
  const row =
    id.length <= 80
      ? (context.db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as
          | SubscriptionRow
          | undefined)
      : undefined;
  if (!row)
    throw new HttpError(
      404,
      'subscription_not_found',
      `Subscription '${id}' does not exist.`,
      'id',
    );
  return row;
}
