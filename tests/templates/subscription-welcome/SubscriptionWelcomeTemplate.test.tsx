/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { getSubscription } from '@/checkout/api/accountApi';
import { SubscriptionWelcomeTemplate } from '@/templates/subscription-welcome/SubscriptionWelcomeTemplate';
import { accountPage, renderWithPage, subscriptionFixture } from '../accountFixtures';

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

function renderWelcome(query: Record<string, string>, props = {}) {
  const page = accountPage(['renew', 'subscription-welcome'], 'subscription-welcome', { query });
  return renderWithPage(page, <SubscriptionWelcomeTemplate step={page.step} props={props} />);
}

beforeEach(() => {
  jest.clearAllMocks();
  getSubscriptionMock.mockResolvedValue(subscriptionFixture());
});

describe('SubscriptionWelcomeTemplate', () => {
  it('should welcome the buyer with the plan, until when it is paid and the card it is charged on', async () => {
    renderWelcome({ subscriptionId: 'sub_demo_renew' });
    expect(
      await screen.findByRole('heading', { name: 'Sua assinatura está ativa' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Sua assinatura' });
    expect(within(card).getByText('Plano Anual')).toBeInTheDocument();
    expect(within(card).getByText('Acesso garantido até 08/12/2026')).toBeInTheDocument();
    expect(within(card).getByText('Cobranças no cartão final 4444')).toBeInTheDocument();
    expect(getSubscriptionMock).toHaveBeenCalledWith('sub_demo_renew');
  });

  it('should use the step heading and button label, and still welcome without a subscription id', async () => {
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
    expect(getSubscriptionMock).not.toHaveBeenCalled();
  });
});
