import { useEffect, useState, useSyncExternalStore } from 'react';
import { readBuyerPurchase, readBuyerUpsell } from '@/checkout/journey/journeyFacts';
import type { StoredPurchase } from '@/checkout/sessionStore';

const subscribeNothing = () => () => undefined;

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
  // False in the server render and the hydrating one; true in a render that mounts afterwards.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [purchase, setPurchase] = useState<StoredPurchase | null | undefined>(() =>
    hydrated ? (read() ?? null) : undefined,
  );
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after hydration
    if (purchase === undefined) setPurchase(read() ?? null);
  }, [purchase, read]);
  return purchase;
}
