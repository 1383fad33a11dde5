/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { updateLead } from '@/checkout/api/checkoutApi';
import type { Lead } from '@/checkout/api/types';
import type { CheckoutPageProps, ResolvedFlow } from '@/checkout/checkoutPageProps';
import type { UpsellSuccessProps } from '@/schemas/generated/types';
import { UpsellSuccessTemplate } from '@/templates/upsell-success/UpsellSuccessTemplate';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

jest.mock('next/router', () => ({
  useRouter: () => ({
    push: jest.fn(),
    back: jest.fn(),
    query: {},
    pathname: '/success/upsell',
    asPath: '/success/upsell',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ updateLead: jest.fn() }));

const updateLeadMock = jest.mocked(updateLead);

function flow(): ResolvedFlow {
  return chainFlow('default', [
    'lead',
    'payment',
    { templateId: 'success', props: { variant: 'upsell' } },
    'upsell-payment',
    'upsell-success',
  ]);
}

function upsellSuccessPage(overrides: Partial<CheckoutPageProps> = {}): CheckoutPageProps {
  return fixturePage(
    {
      productFlow: flow(),
      pathname: '/success/upsell',
      query: { product: 'MS', token: 'tok_up' },
      ...overrides,
    },
    'upsell-success',
  );
}

function renderUpsellSuccess(props: UpsellSuccessProps = {}, page = upsellSuccessPage()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <UpsellSuccessTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user };
}

const purchase = {
  leadId: 'lead_5',
  reference: 'pay_123',
  planId: 'ms-anual',
  planName: 'Plano Anual',
  amount: 114000,
  currency: 'R$',
  method: 'credit-card',
  installments: 12,
};

beforeEach(() => {
  window.sessionStorage.clear();
  // A buyer who paid in this session (the lead step's and the payment step's records).
  window.sessionStorage.setItem(
    'dataLead',
    JSON.stringify({ leadId: 'lead_5', name: 'Ana Souza', email: 'ana@exemplo.com', phone: '' }),
  );
  window.sessionStorage.setItem('dataPurchase', JSON.stringify(purchase));
  updateLeadMock.mockReset();
});

describe('UpsellSuccessTemplate', () => {
  it('should confirm the main product and the upsell with the first-access button', () => {
    renderUpsellSuccess();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compras realizadas com sucesso!' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Seus pagamentos foram confirmados e o acesso ao Revalida Medicina e ao Revalida Intensivo já está liberado.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar a plataforma' })).toHaveAttribute(
      'href',
      'https://app-test.medvalida.com.br/primeiro-acesso?token=tok_up',
    );
    expect(document.querySelector('[data-success-icon="success"]')).not.toBeNull();
  });

  it("should show a receipt for each purchase, the upsell's under its own product", async () => {
    window.sessionStorage.setItem(
      'dataUpsell',
      JSON.stringify({
        ...purchase,
        reference: 'pay_up',
        productName: 'Mentoria de Revalida',
        planId: 'ms-intensivo',
        planName: 'Revalida Intensivo · semestral',
        amount: 49700,
        installments: 1,
        paid: true,
      }),
    );
    renderUpsellSuccess();
    const main = await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(within(main).getByText('Revalida Medicina')).toBeInTheDocument();
    expect(within(main).getByText('Plano Anual')).toBeInTheDocument();
    const upsell = screen.getByRole('region', { name: 'Resumo da compra adicional' });
    expect(within(upsell).getByText('Mentoria de Revalida')).toBeInTheDocument();
    expect(within(upsell).getByText('Revalida Intensivo · semestral')).toBeInTheDocument();
    expect(within(upsell).getByText('R$497,00')).toBeInTheDocument();
    expect(within(upsell).getByText('pay_up')).toBeInTheDocument();
    expect(within(upsell).queryByText('Revalida Medicina')).not.toBeInTheDocument();
    // The confirmation names the upsell as the purchase did.
    expect(
      screen.getByText(
        'Seus pagamentos foram confirmados e o acesso ao Revalida Medicina e ao Mentoria de Revalida já está liberado.',
      ),
    ).toBeInTheDocument();
  });

  it('should name the extra offer generically when the brand has no upsell product name', () => {
    const brand = { ...fixtureBrand(), upsellProductName: undefined };
    renderUpsellSuccess({}, upsellSuccessPage({ brand }));
    expect(
      screen.getByText(
        'Seus pagamentos foram confirmados e o acesso ao Revalida Medicina e à oferta adicional já está liberado.',
      ),
    ).toBeInTheDocument();
  });

  it('should follow the display props over the brand flags', () => {
    renderUpsellSuccess({ displayAccessButton: false, displayIcon: false, displayHeader: false });
    expect(screen.queryByRole('link', { name: 'Acessar a plataforma' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-success-icon]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('sr-only');
  });

  it('should send the referrer answer when the step asks for it', async () => {
    window.sessionStorage.setItem(
      'dataLead',
      JSON.stringify({
        leadId: 'lead_5',
        name: 'Ana Souza',
        email: 'ana@exemplo.com',
        phone: '(21) 99876-5432',
      }),
    );
    updateLeadMock.mockResolvedValue({ leadId: 'lead_5' } as Lead);
    const { user } = renderUpsellSuccess({ showReferrerList: true });
    const group = await screen.findByRole('group', { name: 'Como você nos conheceu?' });
    await user.click(within(group).getByRole('radio', { name: 'Google' }));
    await user.click(within(group).getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Obrigado pela sua resposta!')).toBeInTheDocument();
    expect(updateLeadMock).toHaveBeenCalledWith('lead_5', { referrer: 'google' });
  });
});
