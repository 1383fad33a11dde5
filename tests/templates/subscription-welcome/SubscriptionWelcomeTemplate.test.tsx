/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { getSubscription } from '@/checkout/api/accountApi';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { SubscriptionWelcomeTemplate } from '@/templates/subscription-welcome/SubscriptionWelcomeTemplate';
import { accountPage, apiError, renderWithPage, subscriptionFixture } from '../accountFixtures';

jest.mock('next/router', () => ({
  useRouter: () => ({
    push: jest.fn(),
    back: jest.fn(),
    query: {},
    pathname: '/subscription-welcome',
    asPath: '/subscription-welcome',
  }),
}));
jest.mock('@/checkout/api/accountApi', () => ({ getSubscription: jest.fn() }));
const getSubscriptionMock = jest.mocked(getSubscription);

/** The purchase the renewal page records when the backend accepts the renewal. */
function storePurchase(overrides: Partial<StoredPurchase> = {}): void {
  const purchase: StoredPurchase = {
    recordId: 'sub_demo_renew',
    productCode: 'MS',
    reference: 'pay_r',
    planId: 'ms-anual',
    planName: 'Plano Anual',
    amount: 114000,
    currency: 'R$',
    method: 'credit-card',
    installments: 12,
    paid: true,
    ...overrides,
  };
  sessionStorage.setItem('dataPurchase', JSON.stringify(purchase));
}

function renderWelcome(query: Record<string, string> = {}, props = {}) {
  const page = accountPage(['renew', 'subscription-welcome'], 'subscription-welcome', { query });
  return renderWithPage(page, <SubscriptionWelcomeTemplate step={page.step} props={props} />);
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  getSubscriptionMock.mockResolvedValue(subscriptionFixture());
});

afterEach(() => jest.restoreAllMocks());

describe('SubscriptionWelcomeTemplate', () => {
  it('should welcome the buyer with the plan, until when it is paid, the card and what was paid', async () => {
    storePurchase();
    renderWelcome({ subscriptionId: 'sub_other' });
    expect(
      await screen.findByRole('heading', { name: 'Sua assinatura está ativa' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Sua assinatura' });
    expect(within(card).getByText('Plano Anual')).toBeInTheDocument();
    expect(within(card).getByText('Acesso garantido até 08/12/2026')).toBeInTheDocument();
    expect(within(card).getByText('Cobranças no cartão final 4444')).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(receipt).getByText('R$1.140,00 em 12x de R$95,00')).toBeInTheDocument();
    expect(within(receipt).getByText('Cartão de crédito')).toBeInTheDocument();
    // The subscription is the one paid for in this session, never one the URL names.
    expect(getSubscriptionMock).toHaveBeenCalledTimes(1);
    expect(getSubscriptionMock).toHaveBeenCalledWith('sub_demo_renew');
  });

  it('should not say the subscription is active while the API says it is not', async () => {
    storePurchase({ method: 'pix', paid: true });
    getSubscriptionMock.mockResolvedValue(subscriptionFixture({ status: 'pending' }));
    renderWelcome();
    expect(
      await screen.findByRole('heading', { name: 'Estamos confirmando o seu pagamento' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sua assinatura está ativa')).not.toBeInTheDocument();
  });

  it('should not welcome an upgrade before the subscription is on the plan paid for', async () => {
    storePurchase({ recordId: 'sub_demo_upgrade', planId: 'ms-anual', method: 'pix' });
    getSubscriptionMock.mockResolvedValue(
      subscriptionFixture({
        subscriptionId: 'sub_demo_upgrade',
        currentPlan: {
          id: 'ms-mensal',
          name: 'Plano Mensal',
          type: 'monthly',
          amount: 11900,
          currency: 'R$',
        },
      }),
    );
    renderWelcome();
    expect(
      await screen.findByRole('heading', { name: 'Estamos confirmando o seu pagamento' }),
    ).toBeInTheDocument();
  });

  it('should not welcome a purchase that is not paid', async () => {
    storePurchase({ paid: false });
    renderWelcome();
    expect(
      await screen.findByRole('heading', { name: 'Estamos confirmando o seu pagamento' }),
    ).toBeInTheDocument();
  });

  it('should welcome a verified card of a custom sale without a receipt (nothing was charged)', async () => {
    storePurchase({ recordId: 'sub_demo_custom_sale', amount: 0, installments: 1 });
    renderWelcome();
    expect(
      await screen.findByRole('heading', { name: 'Sua assinatura está ativa' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resumo do pedido' })).not.toBeInTheDocument();
  });

  it('should say when the subscription of the payment is unknown', async () => {
    storePurchase();
    getSubscriptionMock.mockRejectedValue(
      apiError(404, 'subscription_not_found', '/api/v1/subscription/x'),
    );
    renderWelcome();
    expect(
      await screen.findByRole('heading', { name: 'Assinatura não encontrada' }),
    ).toBeInTheDocument();
  });

  it('should show nothing without a purchase in this session (the journey guard says so)', () => {
    renderWelcome({ subscriptionId: 'sub_demo_renew' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(getSubscriptionMock).not.toHaveBeenCalled();
  });

  it('should use the step heading and button label', async () => {
    storePurchase();
    renderWelcome(
      { token: 'tok_9' },
      {
        heading: 'Boas-vindas de volta!',
        buttonLabel: 'Continuar estudando',
        displayAccessButton: true,
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Boas-vindas de volta!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Continuar estudando' }).getAttribute('href'),
    ).toContain('tok_9');
  });
});
