import { Suspense, useEffect, useMemo } from 'react';
import { startDataLayer } from '@/platform/analytics/dataLayer';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { FeatureFlagsProvider } from '@/platform/flags/FeatureFlagsProvider';
import { PageShell } from '@/renderer/PageShell';
import { StepRenderer } from '@/renderer/StepRenderer';
import { createBrandTheme } from '@/ui/createBrandTheme';
import { NavigationError } from '@/checkout/navigation/NavigationError';
import { stepHref } from '@/checkout/navigation/stepHref';
import { routeTable } from '@/checkout/navigation/routeTable';
import { usePrefetchNextSteps } from '@/checkout/navigation/usePrefetchNextSteps';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';

/**
 * Where 'Tentar novamente' of the error boundary leads: the flow's first step, with the route
 * parameters of this page (a flow whose first route has an id is retried on the same id);
 * none when the first step's route needs a parameter this page does not have.
 */
function firstStepHref(page: CheckoutPageProps): string | undefined {
  const firstStep = page.productFlow.steps[0];
  if (!firstStep) return undefined;
  try {
    return (
      page.routePrefix +
      stepHref({ step: firstStep, routeTable, query: page.query, params: page.routeParams })
    );
  } catch (error) {
    if (error instanceof NavigationError) return undefined;
    throw error;
  }
}

/**
 * The whole checkout page for one step: the brand theme (created during render, so it is in
 * the server-rendered CSS), the feature flags, the checkout context, the shell and the step.
 */
export function CheckoutPage(page: CheckoutPageProps) {
  const themeClass = useMemo(
    () =>
      page.theme
        ? createBrandTheme(`${page.dsBrand}-${page.dsMode}`, page.theme).className
        : undefined,
    [page.theme, page.dsBrand, page.dsMode],
  );
  const retryHref = firstStepHref(page);
  // The tag manager's start event, for products that load one (the script is in _document).
  useEffect(() => {
    if (page.checkoutGTM) startDataLayer();
  }, [page.checkoutGTM]);
  // The code of the steps one move away loads now, not after the buyer presses the button.
  usePrefetchNextSteps(page);
  return (
    <div className={themeClass} data-ds-brand={page.dsBrand} data-ds-mode={page.dsMode}>
      <FeatureFlagsProvider page={page}>
        <CheckoutProvider page={page}>
          <PageShell>
            {/* The step hydrates after the shell, in slices at low priority, not as one long
                task (a tap on it hydrates it at once); never shown empty, the server sent it. */}
            <Suspense fallback={null}>
              <StepRenderer retryHref={retryHref} />
            </Suspense>
          </PageShell>
        </CheckoutProvider>
      </FeatureFlagsProvider>
    </div>
  );
}
