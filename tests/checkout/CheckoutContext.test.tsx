/** @jest-environment jsdom */
import { act, Profiler, useEffect } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { CheckoutProvider, useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import type { CheckoutContextValue } from '@/checkout/CheckoutContext';
import { fixturePage } from '../templates/fixturePage';

const page = fixturePage({}, 'payment');

/** A component that reads only the page (as the payment form does), counting its renders. */
function PageReader({ onRender }: { onRender: () => void }) {
  const { page: current } = useCheckout();
  onRender();
  return <h1>{current.productTitle}</h1>;
}

function LeadReader() {
  const leadId = useCheckoutSession((session) => session.leadId);
  return <p data-testid="lead">{leadId ?? 'sem lead'}</p>;
}

function BuyerReader() {
  const buyer = useCheckoutSession((session) => session.buyer);
  return <p data-testid="buyer">{`${buyer.name}|${buyer.email}|${buyer.phone}`}</p>;
}

function Tree({ onPageRender }: { onPageRender: () => void }) {
  return (
    <CheckoutProvider page={page}>
      <PageReader onRender={onPageRender} />
      <LeadReader />
      <BuyerReader />
    </CheckoutProvider>
  );
}

/** Server HTML (no session storage there), hydrated in a browser whose session may hold a lead. */
async function hydrateTree() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Tree onPageRender={() => {}} />);
  const serverText = container.textContent;
  document.body.appendChild(container);
  let pageRenders = 0;
  let commits = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Profiler id="checkout" onRender={() => (commits += 1)}>
        <Tree onPageRender={() => (pageRenders += 1)} />
      </Profiler>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  const text = (testId: string) =>
    container.querySelector(`[data-testid="${testId}"]`)?.textContent;
  const result = {
    serverText,
    lead: text('lead'),
    buyer: text('buyer'),
    pageRenders,
    commits,
    errors,
  };
  container.remove();
  return result;
}

const storedLead = {
  leadId: 'lead_42',
  name: 'Maria Da Silva',
  email: 'maria@exemplo.com',
  phone: '(11) 91234-5678',
};

describe('CheckoutProvider', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('should restore the stored lead after hydration without rendering the page readers again', async () => {
    window.sessionStorage.setItem('dataLead', JSON.stringify(storedLead));
    const result = await hydrateTree();
    expect(result.serverText).toContain('sem lead');
    expect(result.lead).toBe('lead_42');
    expect(result.buyer).toBe('Maria Da Silva|maria@exemplo.com|(11) 91234-5678');
    expect(result.errors).toEqual([]);
    // Before, the restore changed the whole context: every reader of the page (the payment
    // form and everything under it) rendered a second time.
    expect(result.pageRenders).toBe(1);
  });

  it('should hydrate in one commit when the session is empty (a first visit)', async () => {
    const result = await hydrateTree();
    expect(result.lead).toBe('sem lead');
    expect(result.buyer).toBe('||');
    expect(result.errors).toEqual([]);
    expect(result.commits).toBe(1);
    expect(result.pageRenders).toBe(1);
  });

  it('should prefer what the buyer typed (dataForm) over the lead', async () => {
    window.sessionStorage.setItem('dataLead', JSON.stringify(storedLead));
    window.sessionStorage.setItem('dataForm', JSON.stringify({ email: 'nova@exemplo.com' }));
    const result = await hydrateTree();
    expect(result.buyer).toBe('Maria Da Silva|nova@exemplo.com|(11) 91234-5678');
  });
});

/** Hands the context's value to the test (from an effect, as render must stay pure). */
function Capture({ onValue }: { onValue: (value: CheckoutContextValue) => void }) {
  const value = useCheckout();
  useEffect(() => {
    onValue(value);
  }, [onValue, value]);
  return null;
}

describe('useCheckout setters', () => {
  beforeEach(() => window.sessionStorage.clear());

  function renderWithContext(children: ReactNode) {
    let checkout: CheckoutContextValue | undefined;
    render(
      <CheckoutProvider page={page}>
        <Capture onValue={(value) => (checkout = value)} />
        {children}
      </CheckoutProvider>,
    );
    return () => checkout!;
  }

  it('should show a new lead to its readers and to readCheckoutSession at once', () => {
    const checkout = renderWithContext(<LeadReader />);
    expect(screen.getByTestId('lead')).toHaveTextContent('sem lead');
    act(() => checkout().setLeadId('lead_7'));
    expect(checkout().readCheckoutSession().leadId).toBe('lead_7');
    expect(screen.getByTestId('lead')).toHaveTextContent('lead_7');
  });

  it('should merge a buyer patch and keep it in the session (dataForm), so a reload loses nothing', () => {
    const checkout = renderWithContext(<BuyerReader />);
    act(() => checkout().setBuyer({ name: 'Ana' }));
    act(() => checkout().setBuyer({ email: 'ana@exemplo.com' }));
    expect(screen.getByTestId('buyer')).toHaveTextContent('Ana|ana@exemplo.com|');
    expect(JSON.parse(window.sessionStorage.getItem('dataForm')!)).toEqual({
      name: 'Ana',
      email: 'ana@exemplo.com',
    });
  });

  it('should not render the page readers when the loading overlay or the upsell theme changes', () => {
    let pageRenders = 0;
    const checkout = renderWithContext(<PageReader onRender={() => (pageRenders += 1)} />);
    const before = pageRenders;
    act(() => checkout().setLoading(true));
    act(() => checkout().setUseUpsellTheme(true));
    expect(checkout().readCheckoutSession()).toMatchObject({ loading: true, useUpsellTheme: true });
    expect(window.sessionStorage.getItem('shouldUseUpsellTheme')).toBe('true');
    expect(pageRenders).toBe(before);
  });

  it('should throw a coded error outside the provider', () => {
    function Orphan() {
      useCheckoutSession((session) => session.leadId);
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('CHECKOUT_CONTEXT_MISSING: useCheckoutSession()');
  });
});
