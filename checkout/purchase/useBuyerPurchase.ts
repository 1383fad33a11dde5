import { useEffect, useState } from 'react';
import { readBuyerPurchase, readBuyerUpsell } from '@/checkout/journey/journeyFacts';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * The purchase this buyer made in this session (see `readBuyerPurchase`), or with `'upsell'`
 * the upsell bought after it (see `readBuyerUpsell`): undefined while the session is read after
 * mount, null when there is none or it belongs to another lead.
 */
export function useBuyerPurchase(
  kind: 'main' | 'upsell' = 'main',
): StoredPurchase | null | undefined {
  const [purchase, setPurchase] = useState<StoredPurchase | null | undefined>(undefined);
  useEffect(() => {
    const read = kind === 'main' ? readBuyerPurchase : readBuyerUpsell;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after mount
    setPurchase(read() ?? null);
  }, [kind]);
  return purchase;
}
