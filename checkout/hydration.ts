import { useEffect } from 'react';

let hydrated = false;

/**
 * Whether the page has hydrated: false on the server and during the browser's first render
 * (which must match the server's HTML), true in every render after it (a step reached by a
 * client-side navigation). Lets a component read the browser's session in its first render
 * when that render is not a hydrating one, without a second render to find out.
 */
export function isHydrated(): boolean {
  return hydrated;
}

/**
 * Marks the page hydrated once the app's first render is committed: called by the app root,
 * whose effects run after every component's of that render.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
