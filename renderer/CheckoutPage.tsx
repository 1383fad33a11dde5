import { useMemo } from 'react';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { PageShell } from '@/renderer/PageShell';
import { StepRenderer } from '@/renderer/StepRenderer';
import { createBrandTheme } from '@/ui/createBrandTheme';
import { stepHref } from '@/checkout/navigation/stepHref';
import { routeTable } from '@/checkout/navigation/routeTable';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';

/**
 * The whole checkout page for one step: the brand theme (created during render, so it is in
 * the server-rendered CSS), the checkout context, the shell and the step.
 */
export function CheckoutPage(page: CheckoutPageProps) {
  const themeClass = useMemo(
    () =>
      page.theme
        ? createBrandTheme(`${page.dsBrand}-${page.dsMode}`, page.theme).className
        : undefined,
    [page.theme, page.dsBrand, page.dsMode],
  );
  const firstStep = page.productFlow.steps[0];
  const retryHref = firstStep
    ? page.routePrefix + stepHref({ step: firstStep, routeTable, query: page.query })
    : undefined;
  return (
    <div className={themeClass} data-ds-brand={page.dsBrand} data-ds-mode={page.dsMode}>
      <CheckoutProvider page={page}>
        <PageShell>
          <StepRenderer retryHref={retryHref} />
        </PageShell>
      </CheckoutProvider>
    </div>
  );
}
