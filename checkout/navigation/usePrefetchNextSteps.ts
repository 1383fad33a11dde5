import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { afterPageLoad } from '@/lib/afterPageLoad';
import { routeTable } from '@/checkout/navigation/routeTable';
import { sampleAddress } from '@/checkout/navigation/stepHref';
import { pageOfRoute } from '@/lib/routes/routeShape';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';

/**
 * The addresses whose page code the browser should hold before the buyer leaves this step: one
 * for each Next.js page that serves a step one move away as `goNext` follows them (the step's
 * outcomes in `nextStepIds`, then `defaultNextStepId`), other than this page. A route without
 * parameters is a page of its own (`pages/<route>.tsx`, written by `npm run generate`); every
 * route with parameters is the catch-all page's (`pageOfRoute`). Without it, the router would
 * fetch that page's chunk after the buyer presses the button, before it asks for the step's data.
 * Behind a product-slug prefix every route is the catch-all page's, which this page already is.
 */
export function routesToPrefetch(
  page: Pick<CheckoutPageProps, 'step' | 'nextStep' | 'productFlow' | 'routePrefix'>,
): string[] {
  if (page.routePrefix !== '') return [];
  const current = routeTable[page.step.templateId];
  const here = current === undefined ? undefined : pageOfRoute(current);
  const ids = new Set([...Object.values(page.step.nextStepIds), page.nextStep?.id]);
  const byPage = new Map<string, string>();
  for (const step of page.productFlow.steps) {
    const route = routeTable[step.templateId];
    if (!ids.has(step.id) || route === undefined) continue;
    const target = pageOfRoute(route);
    if (target !== here && !byPage.has(target)) byPage.set(target, sampleAddress(route));
  }
  return [...byPage.values()];
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
