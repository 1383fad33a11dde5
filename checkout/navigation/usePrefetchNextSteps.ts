import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { afterPageLoad } from '@/lib/afterPageLoad';
import { routeTable } from '@/checkout/navigation/routeTable';
import { routeHasParams } from '@/checkout/navigation/stepHref';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';

/**
 * The routes whose page code the browser should hold before the buyer leaves this step: those of
 * the steps one move away as `goNext` follows them (the step's outcomes in `nextStepIds`, then
 * `defaultNextStepId`), when they are pages of their own. A route without parameters is its own
 * Next.js page (`pages/<route>.tsx`, written by `npm run generate`), whose small chunk the router
 * would otherwise fetch after the buyer presses the button, before it asks for the step's data.
 * A route with parameters, and any route behind a product-slug prefix, is served by the catch-all
 * page this page already runs, so it needs nothing. The current step's own route is left out.
 */
export function routesToPrefetch(
  page: Pick<CheckoutPageProps, 'step' | 'nextStep' | 'productFlow' | 'routePrefix'>,
): string[] {
  if (page.routePrefix !== '') return [];
  const ids = new Set([...Object.values(page.step.nextStepIds), page.nextStep?.id]);
  const routes = page.productFlow.steps
    .filter((step) => ids.has(step.id))
    .map((step) => routeTable[step.templateId])
    .filter((route): route is string => route !== undefined && !routeHasParams(route))
    .filter((route) => route !== routeTable[page.step.templateId]);
  return [...new Set(routes)];
}

/**
 * Loads the code of the pages the buyer can move to next (see `routesToPrefetch`) once the page
 * has loaded and the main thread is idle, so moving on waits only for the next step's data and
 * the page's own first load is not slowed. Next.js' prefetch adds low-priority
 * `<link rel="prefetch">` hints in production and does nothing in development.
 */
export function usePrefetchNextSteps(page: CheckoutPageProps): void {
  const router = useRouter();
  const routes = routesToPrefetch(page).join('\n');
  useEffect(() => {
    if (!routes) return undefined;
    return afterPageLoad(() => {
      for (const route of routes.split('\n')) void router.prefetch(route).catch(() => undefined);
    });
  }, [router, routes]);
}
