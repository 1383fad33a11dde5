import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps, ResolvedFlow } from '@/checkout/checkoutPageProps';
import { FeatureFlagsProvider } from '@/platform/flags/FeatureFlagsProvider';
import type { PaymentProps } from '@/schemas/generated/types';
import { PaymentTemplate } from '@/templates/payment/PaymentTemplate';
import { fixtureBrand, fixtureFlow, fixturePage } from '../fixturePage';

/** lead → payment → (pix →) success: the Pix step shows the code of a Pix paid on /payment. */
export function flowWithPix(id = 'default'): ResolvedFlow {
  return {
    id,
    steps: [
      { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment', nextStepIds: {}, props: {} },
      {
        id: 'payment',
        templateId: 'payment',
        defaultNextStepId: 'success',
        nextStepIds: { pix: 'pix' },
        props: {},
      },
      { id: 'pix', templateId: 'pix', defaultNextStepId: 'success', nextStepIds: {}, props: {} },
      { id: 'success', templateId: 'success', defaultNextStepId: null, nextStepIds: {}, props: {} },
    ],
  };
}

/** The payment step of a Mozambican product (Fala Mais MZ, WUPMZ, pt-mz). */
export function mozambiquePaymentPage(): CheckoutPageProps {
  const brand = fixtureBrand('falamais-mz');
  return fixturePage(
    {
      brand,
      area: 'MZ',
      isMozambiqueTheme: true,
      hasAddressForm: true,
      business: brand.business,
      productCode: 'WUPMZ',
      product: 'WUPMZ',
      productFlow: fixtureFlow(),
      query: { product: 'WUPMZ', lang: 'pt-mz' },
      dsBrand: brand.id,
      theme: fixturePage().theme,
    },
    'payment',
  );
}

/** Renders the payment template of `page` as the page does (flags, checkout context, react-query without retries). */
export function renderPaymentStep(page: CheckoutPageProps, props: PaymentProps = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <FeatureFlagsProvider page={page}>
        <CheckoutProvider page={page}>
          <PaymentTemplate step={page.step} props={props} />
        </CheckoutProvider>
      </FeatureFlagsProvider>
    </QueryClientProvider>,
  );
  return { user };
}
