/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/checkout/api/queryClient';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { productPlansQuery } from '@/checkout/payment/productPlansQuery';
import { writeSession } from '@/checkout/sessionStore';
import { PaymentTemplate } from '@/templates/payment/PaymentTemplate';
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

/** The payment step with the plans the server fetched for it (its first HTML is the whole form). */
function pageWithServerPlans(): CheckoutPageProps {
  const base = fixturePage({}, 'payment');
  return {
    ...base,
    serverData: {
      productPlans: {
        query: productPlansQuery(base),
        plans: productPlansFixture(),
        fetchedAt: Date.now(),
      },
    },
  };
}

/**
 * Renders the step as the server does, then hydrates it in this window as the browser does, and
 * counts the commits in which the payment form rendered (the hydration is the first).
 */
async function hydratePayment(page: CheckoutPageProps) {
  const tree = (onRender: () => void) => (
    <QueryClientProvider client={createQueryClient()}>
      <CheckoutProvider page={page}>
        <Profiler id="payment" onRender={onRender}>
          <PaymentTemplate step={page.step} props={{}} />
        </Profiler>
      </CheckoutProvider>
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(() => undefined));
  document.body.appendChild(container);
  let commits = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      tree(() => (commits += 1)),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  const text = container.textContent ?? '';
  container.remove();
  return { commits, errors, text };
}

describe('PaymentTemplate hydrated in the browser', () => {
  beforeEach(() => sessionStorage.clear());

  it('should hydrate a buyer with a lead and no purchase in one commit (the form is not rendered twice)', async () => {
    writeSession('dataLead', {
      leadId: 'lead-hydration',
      name: 'Maria Silva',
      email: 'maria@example.com',
      phone: '11987654321',
    });
    const result = await hydratePayment(pageWithServerPlans());
    expect(result.errors).toEqual([]);
    expect(result.text).toContain('Número do cartão');
    expect(result.commits).toBe(1);
  });
});
