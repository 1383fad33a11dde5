/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/checkout/api/queryClient';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { productPlansQuery } from '@/checkout/payment/productPlansQuery';
import { PaymentTemplate } from '@/templates/payment/PaymentTemplate';
import type { PaymentProps } from '@/schemas/generated/types';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { fixturePage } from '../fixturePage';

jest.mock('next/router', () => ({
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    back: jest.fn(),
    query: {},
    pathname: '/payment',
    asPath: '/payment',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  getProductV2: jest.fn(),
  updateLead: jest.fn(),
}));

/** The HTML the server sends for the payment step of `page` (no effect runs, as on a server). */
function serverHtml(page: CheckoutPageProps): string {
  const props: PaymentProps = {};
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <CheckoutProvider page={page}>
        <PaymentTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
}

describe('PaymentTemplate rendered on the server', () => {
  it('should send the plan, its price and the open card form when the server fetched the plans', () => {
    const base = fixturePage({}, 'payment');
    const page: CheckoutPageProps = {
      ...base,
      serverData: {
        productPlans: {
          query: productPlansQuery(base),
          plans: productPlansFixture(),
          fetchedAt: Date.now(),
        },
      },
    };
    const html = serverHtml(page);
    expect(html).toContain('Plano Anual');
    expect(html).toContain('12x de R$95,00');
    expect(html).toContain('Número do cartão');
    expect(html).toContain('Confirmar pagamento');
    expect(html).not.toContain('Carregando');
    expect(jest.mocked(getProductV2)).not.toHaveBeenCalled();
  });

  it('should fall back to the loading state (the browser fetches) when the server has no plans', () => {
    const html = serverHtml(fixturePage({}, 'payment'));
    expect(html).toContain('Carregando o plano');
    expect(html).not.toContain('Número do cartão');
  });

  it('should not use plans the server fetched for another query (another voucher)', () => {
    const base = fixturePage({}, 'payment');
    const page: CheckoutPageProps = {
      ...base,
      serverData: {
        productPlans: {
          query: productPlansQuery({ ...base, query: { ...base.query, voucher: 'OUTRO' } }),
          plans: productPlansFixture(),
          fetchedAt: Date.now(),
        },
      },
    };
    expect(serverHtml(page)).toContain('Carregando o plano');
  });
});
