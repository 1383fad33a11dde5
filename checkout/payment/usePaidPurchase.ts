import { useStoredPurchase } from '@/checkout/purchase/useBuyerPurchase';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * The buyer's purchase of this kind (the main one, or the upsell) when it is already paid in
 * this session, as `useStoredPurchase` reads it (after hydration, or in the first render of a
 * step reached by a client-side navigation); undefined otherwise. A payment form that has one
 * shows it instead of taking a second payment.
 */
export function usePaidPurchase(kind: 'main' | 'upsell'): StoredPurchase | undefined {
  const purchase = useStoredPurchase(kind);
  return purchase?.paid ? purchase : undefined;
}
