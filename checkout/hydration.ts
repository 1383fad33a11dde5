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
 * Marks the page hydrated once the step has hydrated: called by the step renderer, whose
 * effects run after those of every component of the step. The step hydrates in a Suspense
 * boundary of its own, after the shell (renderer/CheckoutPage.tsx), so a flag set by the app
 * root would already be true while the step is still hydrating.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
