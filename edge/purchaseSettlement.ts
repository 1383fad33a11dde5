/**
 * What a payment's status poll means for a pending payment the purchase guard keeps
 * (`edge/edgePurchaseGuard.ts`), one rule for its stores in memory and in Redis.
 */
import type { PaymentStatus } from '@/schemas/generated/apiTypes';

/** `paid`: the payment pays its purchase; `ended`: it is over unpaid; `none`: still waiting. */
export type PurchaseSettlement = 'paid' | 'ended' | 'none';

/** Statuses of a status poll that end a pending payment without paying its purchase. */
export const endedStatuses: ReadonlySet<PaymentStatus> = new Set([
  'declined',
  'failed',
  'expired',
  'cancelled',
  'refunded',
]);

/** What a status poll's `status` does to the pending payment it names. */
export function settlementOf(status: PaymentStatus): PurchaseSettlement {
  if (status === 'approved') return 'paid';
  return endedStatuses.has(status) ? 'ended' : 'none';
}
