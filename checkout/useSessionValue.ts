import { useMemo, useSyncExternalStore } from 'react';
import { parseSessionText, readSessionText } from '@/checkout/sessionStore';
import type { SessionKey, SessionValues } from '@/checkout/sessionStore';

const subscribeNothing = () => () => undefined;

/**
 * A value an earlier step left in the browser's session (spec §3 keys), for a component the
 * server also renders: undefined on the server and while hydrating, so the first browser render
 * matches the server's HTML, then the stored value. The snapshot is the stored text, so when
 * the key is absent (most buyers) the hydrated page is not rendered a second time; when it is
 * there, React renders once more with it, as it would after any session read. Read when the
 * component renders (the session changes only through this tab's own steps, which render anew).
 */
export function useSessionValue<K extends SessionKey>(key: K): SessionValues[K] | undefined {
  const raw = useSyncExternalStore(
    subscribeNothing,
    () => readSessionText(key),
    () => null,
  );
  return useMemo(() => parseSessionText(key, raw), [raw, key]);
}
