import { useMemo, useRef, useSyncExternalStore } from 'react';
import { parseSessionText, readSessionText } from '@/checkout/sessionStore';
import type { SessionKey, SessionValues } from '@/checkout/sessionStore';

const subscribeNothing = () => () => undefined;

/**
 * A value an earlier step left in the browser's session (spec §3 keys), for a component the
 * server also renders: undefined on the server and while hydrating, so the first browser render
 * matches the server's HTML, then the stored value. The snapshot is the stored text, so when
 * the key is absent (most buyers) the hydrated page is not rendered a second time; when it is
 * there, React renders once more with it, as it would after any session read. Read once in the
 * browser and kept while the component lives: the session changes through this tab's own steps,
 * which render anew, and the payment step itself removes what earlier steps chose once the order
 * is paid; its form, still on screen while the next step loads, must not change under the buyer
 * (re-read, it showed another plan or lost its add-ons and free trial: a layout shift).
 */
export function useSessionValue<K extends SessionKey>(key: K): SessionValues[K] | undefined {
  const read = useRef<string | null | undefined>(undefined);
  const raw = useSyncExternalStore(
    subscribeNothing,
    () => (read.current === undefined ? (read.current = readSessionText(key)) : read.current),
    () => null,
  );
  return useMemo(() => parseSessionText(key, raw), [raw, key]);
}
