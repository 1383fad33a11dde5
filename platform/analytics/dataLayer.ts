/**
 * The tag manager's dataLayer (`window.dataLayer`), the only place the checkout writes to it.
 * Every ecommerce event is preceded by `{ ecommerce: null }`, as Google recommends, so one
 * event's items never leak into the next.
 */
import type { EcommerceEvent } from '@/platform/analytics/ecommerceEvents';

/** One dataLayer entry. */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function layer(): DataLayerEntry[] | undefined {
  if (typeof window === 'undefined') return undefined;
  window.dataLayer ??= [];
  return window.dataLayer;
}

let started = false;

/**
 * Marks the container's start (`gtm.start`, event `gtm.js`: what Google's snippet pushes, and
 * what GTM's page-view triggers wait for). Once per page load; the GTM script itself is in the
 * server's HTML with the request's nonce.
 */
export function startDataLayer(now: () => number = Date.now): void {
  const entries = layer();
  if (!entries || started) return;
  started = true;
  entries.push({ 'gtm.start': now(), event: 'gtm.js' });
}

/** Pushes an ecommerce event, after clearing the previous ecommerce object. */
export function pushEcommerceEvent(event: EcommerceEvent): void {
  const entries = layer();
  if (!entries) return;
  entries.push({ ecommerce: null });
  entries.push({ ...event });
}
