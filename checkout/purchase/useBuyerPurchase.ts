import { useEffect, useState } from 'react';
import { readBuyerPurchase } from '@/checkout/journey/journeyFacts';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * The purchase this buyer made in this session (see `readBuyerPurchase`): undefined while the
 * session is read after mount, null when there is none or it belongs to another lead.
 */
export function useBuyerPurchase(): StoredPurchase | null | undefined {
  const [purchase, setPurchase] = useState<StoredPurchase | null | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after mount
    setPurchase(readBuyerPurchase() ?? null);
  }, []);
  return purchase;
}
