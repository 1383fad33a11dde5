/** @jest-environment jsdom */
import { readSession } from '@/checkout/sessionStore';
import { screen, waitFor, within } from '@testing-library/react';
import { getSubscription } from '@/checkout/api/accountApi';
import { renewSubscriptionV1, renewSubscriptionV2 } from '@/checkout/api/checkoutApi';
import type { RenewResponse } from '@/checkout/api/types';
import type { RenewProps } from '@/schemas/generated/types';
import { RenewTemplate } from '@/templates/renew/RenewTemplate';
import {
  accountPage,
  apiError,
  expiryDigits,
  renderWithPage,
  subscriptionFixture,
} from '../accountFixtures';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/renew/[id]',
    asPath: '/renew/sub_demo_renew',
  }),
}));
jest.mock('@/checkout/api/accountApi', () => ({ getSubscription: jest.fn() }));
jest.mock('@/checkout/api/checkoutApi', () => ({
  renewSubscriptionV1: jest.fn(),
  renewSubscriptionV2: jest.fn(),
}));

const getSubscriptionMock = jest.mocked(getSubscription);
const v1Mock = jest.mocked(renewSubscriptionV1);
const v2Mock = jest.mocked(renewSubscriptionV2);
const FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

const renewed: RenewResponse = {
  subscriptionId: 'sub_demo_renew',
  status: 'active',
  planId: 'ms-anual',
  renewCount: 1,
  payment: { paymentId: 'pay_9', status: 'approved', method: 'credit-card' },
};

function renderRenew(props: RenewProps = {}, id = 'sub_demo_renew') {
  const page = accountPage(['renew', 'subscription-welcome'], 'renew', {
    routeParams: { id },
    query: { flowId: 'renew' },
    pathname: `/renew/${id}`,
  });
  return renderWithPage(page, <RenewTemplate step={page.step} props={props} />);
}

// Typing a whole card form takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  push.mockResolvedValue(true);
  getSubscriptionMock.mockResolvedValue(subscriptionFixture());
});

afterEach(() => jest.restoreAllMocks());

describe('RenewTemplate', () => {
  it('should show the current plan and the renewal price, renew with a new card (v2) and welcome', async () => {
    v2Mock.mockResolvedValue(renewed);
    const { user } = renderRenew({ planId: 'ms-anual' });

    const current = await screen.findByRole('region', { name: 'Plano atual' });
    expect(within(current).getByText('Plano Anual')).toBeInTheDocument();
    expect(within(current).getByText('Acesso pago até 08/12/2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Resumo da compra' })).getByText('12x de R$95,00'),
    ).toBeInTheDocument();
    expect(getSubscriptionMock).toHaveBeenCalledWith('sub_demo_renew', { planId: 'ms-anual' });
    expect(screen.queryByRole('button', { name: /Pix/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Número do cartão'), '5555555555554444');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    // The brand (medvalida) sends the tax-invoice document: the renewal asks for it too.
    await user.click(screen.getByRole('button', { name: 'Renovar assinatura' }));
    expect(await screen.findByText('Revise este campo.')).toBeInTheDocument();
    expect(v2Mock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Renovar assinatura' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    const [id, body, key] = v2Mock.mock.calls[0]!;
    expect(id).toBe('sub_demo_renew');
    expect(body).toMatchObject({
      planId: 'ms-anual',
      amount: 114000,
      business: 'medcof',
      productCode: 'MS',
      document: '29537995593',
      sessionId: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      metadata: {
        sourcePage: '/renew/sub_demo_renew',
        stepId: 'renew',
        flowId: 'renew',
        apiVersion: 'v2',
      },
      paymentMethods: [{ type: 'credit-card', installments: 12, card: { brand: 'mastercard' } }],
    });
    // The journey id is the tab's; the metadata never holds card data.
    expect(body.sessionId).toBe(JSON.parse(sessionStorage.getItem('checkoutSessionId') ?? '""'));
    expect(JSON.stringify(body.metadata)).not.toMatch(/5555|4444|123|Maria|295/);
    // The default captcha provider is the no-op one: no captchaToken in the body.
    expect(body).not.toHaveProperty('captchaToken');
    expect(key).toBeTruthy();
    expect(push.mock.calls[0]![0]).toBe('/subscription-welcome?product=MS&flowId=renew');
    // The welcome reads the subscription of the recorded purchase: a reload keeps it.
    expect(readSession('dataPurchase')).toMatchObject({
      recordId: 'sub_demo_renew',
      productCode: 'MS',
      planId: 'ms-anual',
      planName: 'Plano Anual',
      amount: 114000,
      method: 'credit-card',
      installments: 12,
      paid: true,
    });
  });

  it('should renew with the card on file in the chosen installments (v1)', async () => {
    v1Mock.mockResolvedValue(renewed);
    const { user } = renderRenew({ apiVersion: 'v1' });

    const card = await screen.findByRole('region', { name: 'Cartão cadastrado' });
    expect(within(card).getByText('Mastercard final 4444')).toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Parcelas'), '3');
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Renovar assinatura' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(v1Mock.mock.calls[0]![1]).toMatchObject({
      paymentMethod: 'default-credit-card',
      numberInstallments: 3,
      planId: 'ms-anual',
      productCode: 'MS',
      document: '11222333000181',
      sessionId: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      metadata: { sourcePage: '/renew/sub_demo_renew', apiVersion: 'v1' },
    });
    expect(v2Mock).not.toHaveBeenCalled();
    expect(readSession('dataPurchase')).toMatchObject({
      recordId: 'sub_demo_renew',
      method: 'credit-card',
      installments: 3,
      paid: true,
    });
  });

  it('should say there were too many attempts when the card-testing limit refuses the card-on-file renewal (429)', async () => {
    v1Mock.mockRejectedValue(
      apiError(429, 'too_many_payment_attempts', '/api/v1/subscription/sub_demo_renew/renew'),
    );
    const { user } = renderRenew({ apiVersion: 'v1' });
    await user.type(await screen.findByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Renovar assinatura' }));
    expect(
      await screen.findByText(
        'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('should show the payment message when the renewal is refused and stay on the page', async () => {
    v1Mock.mockRejectedValue(
      apiError(402, 'card_declined', '/api/v1/subscription/sub_demo_renew/renew'),
    );
    const { user } = renderRenew({ apiVersion: 'v1' });
    await user.type(await screen.findByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Renovar assinatura' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('should send the same journey id on every renewal of the tab, and no document where the brand sends none', async () => {
    v1Mock.mockResolvedValue(renewed);
    sessionStorage.setItem(
      'checkoutSessionId',
      JSON.stringify('0f8c2a3e-6a51-4c1b-9d7e-2b4f5a6c7d8e'),
    );
    const base = accountPage(['renew', 'subscription-welcome'], 'renew', {
      routeParams: { id: 'sub_demo_renew' },
      query: { flowId: 'renew-v1' },
    });
    const page = { ...base, brand: { ...base.brand, sendsTaxInvoiceDocument: false } };
    const { user } = renderWithPage(
      page,
      <RenewTemplate step={page.step} props={{ apiVersion: 'v1' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Renovar assinatura' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(screen.queryByLabelText('CPF ou CNPJ para a nota fiscal')).not.toBeInTheDocument();
    const body = v1Mock.mock.calls[0]![1];
    expect(body.sessionId).toBe('0f8c2a3e-6a51-4c1b-9d7e-2b4f5a6c7d8e');
    expect(body).not.toHaveProperty('document');
  });

  it('should say when there is no card on file to renew with (v1)', async () => {
    getSubscriptionMock.mockResolvedValue(subscriptionFixture({ cardOnFile: null }));
    renderRenew({ apiVersion: 'v1' });
    expect(
      await screen.findByText(/Não há cartão cadastrado nesta assinatura/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renovar assinatura' })).not.toBeInTheDocument();
  });

  it('should say when the subscription is unknown', async () => {
    getSubscriptionMock.mockRejectedValue(
      apiError(404, 'subscription_not_found', '/api/v1/subscription/x'),
    );
    renderRenew({}, 'sub_x');
    expect(
      await screen.findByRole('heading', { name: 'Assinatura não encontrada' }),
    ).toBeInTheDocument();
  });
});
