import { useEffect, useState } from 'react';
import { isHydrated } from '@/checkout/hydration';
import { readBuyerPurchase, readBuyerUpsell } from '@/checkout/journey/journeyFacts';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * The purchase this buyer made in this session (see `readBuyerPurchase`), or with `'upsell'`
 * the upsell bought after it (see `readBuyerUpsell`), read once: undefined on the server and
 * while hydrating (then read after mount), null when there is none or it belongs to another
 * lead. A step reached by a client-side navigation (the upsell after paying) reads it in its
 * first render, so nothing is inserted above the step once it is painted.
 */
export function useBuyerPurchase(
  kind: 'main' | 'upsell' = 'main',
): StoredPurchase | null | undefined {
  const read = kind === 'main' ? readBuyerPurchase : readBuyerUpsell;
  // Not while hydrating: that render must match the server's, which has no session.
  const [purchase, setPurchase] = useState<StoredPurchase | null | undefined>(() =>
    isHydrated() ? (read() ?? null) : undefined,
  );
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after hydration
    if (purchase === undefined) setPurchase(read() ?? null);
  }, [purchase, read]);
  return purchase;
}
