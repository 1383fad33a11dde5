import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while hydrating, true once the page runs in the browser: lets a
 * component read browser-only state (session storage) or add what only a running page needs
 * (the phone selector's other countries) without a hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
