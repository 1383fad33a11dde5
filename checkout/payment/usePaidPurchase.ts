import { useEffect, useState } from 'react';
import { readBuyerPurchase, readBuyerUpsell } from '@/checkout/journey/journeyFacts';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * The buyer's purchase of this kind (the main one, or the upsell) when it is already paid in
 * this session, read after mount; undefined otherwise. A payment form that has one shows it
 * instead of taking a second payment.
 */
export function usePaidPurchase(kind: 'main' | 'upsell'): StoredPurchase | undefined {
  const [paid, setPaid] = useState<StoredPurchase | undefined>(undefined);
  useEffect(() => {
    const purchase = kind === 'main' ? readBuyerPurchase() : readBuyerUpsell();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after mount
    if (purchase?.paid) setPaid(purchase);
  }, [kind]);
  return paid;
}
