/** @jest-environment jsdom */
import { readSession } from '@/checkout/sessionStore';
import { screen, waitFor, within } from '@testing-library/react';
import { getUpgradeQuote, payAccount } from '@/checkout/api/accountApi';
import type { UpgradePaymentProps } from '@/schemas/generated/types';
import { UpgradePaymentTemplate } from '@/templates/upgrade-payment/UpgradePaymentTemplate';
import { accountPage, expiryDigits, renderWithPage, upgradeFixture } from '../accountFixtures';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/payment/upgrade',
    asPath: '/payment/upgrade',
  }),
}));
jest.mock('@/checkout/api/accountApi', () => ({
  getUpgradeQuote: jest.fn(),
  payAccount: jest.fn(),
}));
const quoteMock = jest.mocked(getUpgradeQuote);
const payMock = jest.mocked(payAccount);

function renderUpgrade(
  props: UpgradePaymentProps = { planId: 'ms-anual' },
  query: Record<string, string> = { subscriptionId: 'sub_demo_upgrade' },
) {
  const page = accountPage(['upgrade-payment', 'subscription-welcome'], 'upgrade-payment', {
    query: { flowId: 'upgrade', ...query },
  });
  return renderWithPage(page, <UpgradePaymentTemplate step={page.step} props={props} />);
}

// Typing a whole card form takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  quoteMock.mockResolvedValue(upgradeFixture());
});

describe('UpgradePaymentTemplate', () => {
  it('should show the current and target plans, the prorated credit and the difference, and pay it', async () => {
    payMock.mockResolvedValue({
      paymentId: 'pay_u',
      status: 'approved',
      token: 'tok_u',
      redirect: '/login',
      paymentProfileIds: [],
      route: null,
      subscriptionId: 'sub_demo_upgrade',
    });
    const { user } = renderUpgrade();

    const due = await screen.findByRole('region', { name: 'Valor a pagar' });
    expect(quoteMock).toHaveBeenCalledWith('sub_demo_upgrade', 'ms-anual');
    expect(
      within(screen.getByRole('region', { name: 'Plano atual' })).getByText('Plano Mensal'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Novo plano' })).getByText('R$1.140,00 por ano'),
    ).toBeInTheDocument();
    expect(
      within(due).getByText('Crédito de 20 dias não usados do Plano Mensal'),
    ).toBeInTheDocument();
    expect(within(due).getByText('−R$79,33')).toBeInTheDocument();
    expect(within(due).getByText('R$1.060,67')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome impresso no cartão'), 'Maria Demonstração');
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar diferença' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(payMock.mock.calls[0]![0]).toMatchObject({
      operation: 'upgrade',
      subscriptionId: 'sub_demo_upgrade',
      planId: 'ms-anual',
      amount: 106067,
      paymentMethods: [{ type: 'credit-card', installments: 12 }],
    });
    expect(push.mock.calls[0]![0]).toBe(
      '/subscription-welcome?product=MS&flowId=upgrade&subscriptionId=sub_demo_upgrade&token=tok_u',
    );
    expect(readSession('dataPurchase')).toEqual({
      recordId: 'sub_demo_upgrade',
      productCode: 'MS',
      reference: 'pay_u',
      planId: 'ms-anual',
      planName: 'Plano Anual',
      amount: 106067,
      currency: 'R$',
      method: 'credit-card',
      installments: 12,
      paid: true,
      redirect: '/login',
    });
  });

  it('should take the target plan from the oferta query when the step names none', async () => {
    renderUpgrade({}, { subscriptionId: 'sub_demo_upgrade', oferta: 'ms-anual' });
    await screen.findByRole('region', { name: 'Valor a pagar' });
    expect(quoteMock).toHaveBeenCalledWith('sub_demo_upgrade', 'ms-anual');
  });

  it('should say the link is incomplete without a subscription', async () => {
    renderUpgrade({ planId: 'ms-anual' }, {});
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível mudar de plano' }),
    ).toBeInTheDocument();
    expect(quoteMock).not.toHaveBeenCalled();
  });

  it('should refuse a target plan of a type the step does not allow', async () => {
    renderUpgrade({ planId: 'ms-anual', planTypes: ['monthly'] });
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível mudar de plano' }),
    ).toBeInTheDocument();
  });
});
