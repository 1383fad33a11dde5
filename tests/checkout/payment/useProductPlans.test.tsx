/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/checkout/api/queryClient';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { productPlansQuery } from '@/checkout/payment/productPlansQuery';
import { plansStaleTimeMs, useProductPlans } from '@/checkout/payment/useProductPlans';
import { productPlansFixture } from './productPlansFixture';
import { fixturePage } from '../../templates/fixturePage';

jest.mock('next/router', () => ({
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    back: jest.fn(),
    query: {},
    pathname: '/lead',
    asPath: '/lead',
  }),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV2: jest.fn() }));
const getProductMock = jest.mocked(getProductV2);

/** Every plans object the component was given: a new one means its whole subtree renders again. */
const seen = new Set<unknown>();
function FirstPlan() {
  const plans = useProductPlans();
  if (plans.data) seen.add(plans.data);
  return <p>{plans.data?.plans[0]?.name ?? 'sem planos'}</p>;
}

function seededPage(step: 'lead' | 'payment', fetchedAt: number): CheckoutPageProps {
  const base = fixturePage({}, step);
  return {
    ...base,
    serverData: {
      productPlans: { query: productPlansQuery(base), plans: productPlansFixture(), fetchedAt },
    },
  };
}

function renderPlans(page: CheckoutPageProps) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CheckoutProvider page={page}>
        <FirstPlan />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
}

/** A card purchase of the yearly plan's free trial, paid, stored as the payment step stores it. */
function storePaidTrial(reference: string): void {
  window.sessionStorage.setItem(
    'dataPurchase',
    JSON.stringify({
      leadId: 'lead_9',
      reference,
      planId: 'ms-anual',
      planName: 'Plano Anual',
      amount: 0,
      currency: 'R$',
      method: 'credit-card',
      installments: 12,
      paid: true,
    }),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useProductPlans with plans the server fetched', () => {
  beforeEach(() => {
    getProductMock.mockReset();
    window.sessionStorage.clear();
  });

  it('should show them and not ask again when the buyer has no lead yet (the same question the server asked)', async () => {
    renderPlans(seededPage('lead', Date.now()));
    expect(screen.getByText('Plano Anual')).toBeTruthy();
    await settle();
    expect(getProductMock).not.toHaveBeenCalled();
  });

  it('should ask again when the server answer is older than the browser would keep its own', async () => {
    getProductMock.mockResolvedValue(productPlansFixture());
    renderPlans(seededPage('lead', Date.now() - plansStaleTimeMs - 1));
    expect(screen.getByText('Plano Anual')).toBeTruthy();
    await waitFor(() => expect(getProductMock).toHaveBeenCalledTimes(1));
  });

  it("should keep the same plans object when the answer for the lead is the same as the server's (most buyers)", async () => {
    window.sessionStorage.setItem(
      'dataLead',
      JSON.stringify({
        leadId: 'lead_7',
        name: 'Bia',
        email: 'bia@example.com',
        phone: '(11) 98765-4321',
      }),
    );
    getProductMock.mockResolvedValue(productPlansFixture());
    seen.clear();
    renderPlans(seededPage('payment', Date.now()));
    await waitFor(() =>
      expect(getProductMock).toHaveBeenCalledWith(
        'MS',
        expect.objectContaining({ leadId: 'lead_7' }),
      ),
    );
    await settle();
    expect(screen.getByText('Plano Anual')).toBeTruthy();
    expect(seen.size).toBe(1);
  });

  it('should show an error, not the server plans, when asking again with the lead fails', async () => {
    window.sessionStorage.setItem(
      'dataLead',
      JSON.stringify({
        leadId: 'lead_8',
        name: 'Bia',
        email: 'bia@example.com',
        phone: '(11) 98765-4321',
      }),
    );
    getProductMock.mockRejectedValue(new Error('down'));
    function PlansState() {
      const plans = useProductPlans();
      return <p>{plans.isError ? 'erro' : 'ok'}</p>;
    }
    const page = seededPage('payment', Date.now());
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CheckoutProvider page={page}>
          <PlansState />
        </CheckoutProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('erro', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('should show them while asking again with the lead id when the buyer has a lead', async () => {
    window.sessionStorage.setItem(
      'dataLead',
      JSON.stringify({
        leadId: 'lead_42',
        name: 'Bia',
        email: 'bia@example.com',
        phone: '(11) 98765-4321',
      }),
    );
    const withTrialUsed = productPlansFixture();
    getProductMock.mockResolvedValue({
      ...withTrialUsed,
      plans: [{ ...withTrialUsed.plans[0]!, name: 'Plano Anual (sem teste)' }],
    });
    renderPlans(seededPage('payment', Date.now()));
    expect(screen.getByText('Plano Anual')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Plano Anual (sem teste)')).toBeTruthy());
    expect(getProductMock).toHaveBeenCalledWith(
      'MS',
      expect.objectContaining({ leadId: 'lead_42' }),
    );
  });
});

describe('useProductPlans: who asks, and asking again after a purchase', () => {
  beforeEach(() => {
    getProductMock.mockReset();
    getProductMock.mockResolvedValue(productPlansFixture());
    window.sessionStorage.clear();
  });

  /** `paid`: a prop that changes to render the same component again. */
  function Asker({ email, paid = 0 }: { email?: string; paid?: number }) {
    const plans = useProductPlans(email ? { email } : {});
    return <p data-paid={paid}>{plans.data ? 'planos' : 'sem planos'}</p>;
  }

  function renderAsker(email?: string) {
    const client = createQueryClient();
    const page = fixturePage({}, 'payment');
    const view = render(
      <QueryClientProvider client={client}>
        <CheckoutProvider page={page}>
          <Asker email={email} />
        </CheckoutProvider>
      </QueryClientProvider>,
    );
    // The next step's form: mounted anew.
    let step = 0;
    const again = () =>
      view.rerender(
        <QueryClientProvider client={client}>
          <CheckoutProvider page={page}>
            <Asker key={`step-${(step += 1)}`} email={email} />
          </CheckoutProvider>
        </QueryClientProvider>,
      );
    return { again };
  }

  it('should ask with the e-mail a journey without a lead knows (a purchase to recover)', async () => {
    renderAsker('maria.demo@example.com');
    await waitFor(() =>
      expect(getProductMock).toHaveBeenCalledWith(
        'MS',
        expect.objectContaining({ email: 'maria.demo@example.com' }),
      ),
    );
    expect(getProductMock.mock.calls[0]![1]).not.toHaveProperty('leadId');
  });

  it('should ask with the lead when there is one, and again once the buyer bought (the trial may be spent)', async () => {
    window.sessionStorage.setItem(
      'dataLead',
      JSON.stringify({
        leadId: 'lead_9',
        name: 'Bia',
        email: 'bia@example.com',
        phone: '(11) 98765-4321',
      }),
    );
    const { again } = renderAsker('other@example.com');
    await waitFor(() => expect(getProductMock).toHaveBeenCalledTimes(1));
    expect(getProductMock.mock.calls[0]![1]).toMatchObject({ leadId: 'lead_9' });
    expect(getProductMock.mock.calls[0]![1]).not.toHaveProperty('email');

    // Same question, no purchase: the cached answer is used.
    again();
    await settle();
    expect(getProductMock).toHaveBeenCalledTimes(1);

    // A purchase made since: the next step asks again.
    storePaidTrial('pay_1');
    again();
    await waitFor(() => expect(getProductMock).toHaveBeenCalledTimes(2));
  });

  it('should not ask again for the form that has just been paid (it keeps its prices while the next step loads)', async () => {
    window.sessionStorage.setItem(
      'dataLead',
      JSON.stringify({ leadId: 'lead_9', name: 'Bia', email: 'bia@example.com', phone: '' }),
    );
    const client = createQueryClient();
    const page = fixturePage({}, 'payment');
    const tree = (paid: number) => (
      <QueryClientProvider client={client}>
        <CheckoutProvider page={page}>
          <Asker paid={paid} />
        </CheckoutProvider>
      </QueryClientProvider>
    );
    const view = render(tree(0));
    await waitFor(() => expect(getProductMock).toHaveBeenCalledTimes(1));
    // The form pays: the purchase is stored, the same form renders again.
    storePaidTrial('pay_2');
    view.rerender(tree(1));
    await settle();
    expect(getProductMock).toHaveBeenCalledTimes(1);
  });
});
