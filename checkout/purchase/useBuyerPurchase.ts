import { useEffect, useState } from 'react';
import { isHydrated } from '@/checkout/hydration';
import { readBuyerPurchase, readBuyerUpsell } from '@/checkout/journey/journeyFacts';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * Reads the purchase of `kind` once: in the first render when the page is already hydrated,
 * else right after hydration (that render must match the server's, which has no session). With
 * `recordNone` false, finding none changes nothing, so the caller is not rendered again.
 */
function usePurchaseRead(
  kind: 'main' | 'upsell',
  recordNone: boolean,
): StoredPurchase | null | undefined {
  const read = kind === 'main' ? readBuyerPurchase : readBuyerUpsell;
  const [purchase, setPurchase] = useState<StoredPurchase | null | undefined>(() =>
    isHydrated() ? (read() ?? null) : undefined,
  );
  useEffect(() => {
    if (purchase !== undefined) return;
    const found = read() ?? null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store after hydration
    if (found !== null || recordNone) setPurchase(found);
  }, [purchase, read, recordNone]);
  return purchase;
}

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
  return usePurchaseRead(kind, true);
}

/**
 * The same purchase for a component that shows the same thing whether there is none or it is
 * not read yet (the payment form: the form): undefined in both cases, and a buyer without one
 * does not render the component a second time after hydration (the whole payment form did,
 * for nothing, on every /payment load).
 */
export function useStoredPurchase(kind: 'main' | 'upsell' = 'main'): StoredPurchase | undefined {
  return usePurchaseRead(kind, false) ?? undefined;
}
