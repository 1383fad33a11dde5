/** @jest-environment jsdom */
import { readSession } from '@/checkout/sessionStore';
import { purchaseIdFor } from '@/lib/payment/purchase';
import { screen, waitFor, within } from '@testing-library/react';
import { getRecovery } from '@/checkout/api/accountApi';
import { createPayment, getProductV2 } from '@/checkout/api/checkoutApi';
import { RecoveryTemplate } from '@/templates/recovery/RecoveryTemplate';
import {
  paymentResponseFixture,
  productPlansFixture,
} from '../../checkout/payment/productPlansFixture';
import {
  accountPage,
  apiError,
  expiryDigits,
  recoveryFixture,
  renderWithPage,
} from '../accountFixtures';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/recovery/[id]',
    asPath: '/recovery/rec_demo_declined',
  }),
}));
jest.mock('@/checkout/api/accountApi', () => ({ getRecovery: jest.fn() }));
jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  getProductV2: jest.fn(),
}));

const getRecoveryMock = jest.mocked(getRecovery);
const createPaymentMock = jest.mocked(createPayment);
const FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

function renderRecovery(props = {}, id = 'rec_demo_declined') {
  const page = accountPage(
    [{ templateId: 'recovery', nextStepIds: { pix: 'pix' } }, 'success', 'pix'],
    'recovery',
    { routeParams: { id }, query: { flowId: 'recovery' } },
  );
  return renderWithPage(page, <RecoveryTemplate step={page.step} props={props} />);
}

async function typeCard(user: ReturnType<typeof renderRecovery>['user'], number: string) {
  await user.clear(screen.getByLabelText('Número do cartão'));
  await user.type(screen.getByLabelText('Número do cartão'), number);
  await user.clear(screen.getByLabelText('Validade (MM/AA)'));
  await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
  await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
}

/** The tax-invoice CPF the medical brand's payments carry. */
async function typeDocument(user: ReturnType<typeof renderRecovery>['user']) {
  await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '529.982.247-25');
}

// Typing a whole card form takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  push.mockResolvedValue(true);
  getRecoveryMock.mockResolvedValue(recoveryFixture());
  jest.mocked(getProductV2).mockResolvedValue(productPlansFixture());
});

afterEach(() => jest.restoreAllMocks());

describe('RecoveryTemplate', () => {
  it('should prefill the buyer, say why the purchase stopped, and complete it with another card', async () => {
    // The buyer never had the product: ms-anual's 7 days free start by card, nothing now.
    const trial = {
      days: 7,
      firstChargeAt: '2026-12-03T08:00:00.000Z',
      firstChargeAmount: 114000,
      installments: 12,
    };
    createPaymentMock
      .mockRejectedValueOnce(apiError(402, 'card_declined', '/api/v2/payment'))
      .mockResolvedValueOnce({ ...paymentResponseFixture(), trial });
    const { user } = renderRecovery();

    expect(await screen.findByText(/cartão Visa final 0002 não foi aprovado/)).toBeInTheDocument();
    const buyer = screen.getByRole('region', { name: 'Seus dados' });
    expect(within(buyer).getByText('Maria Demonstração')).toBeInTheDocument();
    expect(within(buyer).getByText('maria.demo@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('Maria Demonstração');
    expect(
      within(screen.getByRole('region', { name: 'Resumo da compra' })).getByText('Plano Anual'),
    ).toBeInTheDocument();

    await typeCard(user, '4000000000000002');
    await typeDocument(user);
    await user.click(screen.getByRole('button', { name: 'Concluir compra' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveFocus();

    await typeCard(user, '5555555555554444');
    await user.click(screen.getByRole('button', { name: 'Concluir compra' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    const [second, secondKey] = createPaymentMock.mock.calls[1]!;
    expect(secondKey).not.toBe(createPaymentMock.mock.calls[0]![1]);
    expect(second).toMatchObject({
      name: 'Maria Demonstração',
      email: 'maria.demo@example.com',
      planId: 'ms-anual',
      productCode: 'MS',
      document: '52998224725',
      paymentMethods: [{ type: 'credit-card', card: { brand: 'mastercard' } }],
    });
    expect(push.mock.calls[0]![0]).toMatch(/^\/success\?.*token=/);
    // Recorded for the recovery (no lead: the buyer came from a link), paid, no card data.
    expect(readSession('dataPurchase')).toEqual({
      recordId: 'rec_demo_declined',
      productCode: 'MS',
      reference: 'pay_1',
      planId: 'ms-anual',
      planName: 'Plano Anual',
      amount: 0,
      currency: 'R$',
      method: 'credit-card',
      installments: 12,
      paid: true,
      redirect: '/primeiro-acesso?token=tok_123',
      trial,
    });
    expect(JSON.stringify(sessionStorage)).not.toMatch(/5555|4444/);
  });

  it("should send the tax-invoice document with the recovery's card payment where the brand sends it", async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture());
    const { user } = renderRecovery();
    await screen.findByText(/cartão Visa final 0002 não foi aprovado/);
    await typeCard(user, '5555555555554444');
    await typeDocument(user);
    await user.click(screen.getByRole('button', { name: 'Concluir compra' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(createPaymentMock.mock.calls[0]![0]).toMatchObject({
      document: '52998224725',
      paymentMethods: [{ type: 'credit-card' }],
    });
  });

  it('should ask no document where the brand sends none', async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture('bankslip'));
    const base = accountPage(
      [{ templateId: 'recovery', nextStepIds: { pix: 'pix' } }, 'success', 'pix'],
      'recovery',
      { routeParams: { id: 'rec_demo_declined' }, query: { flowId: 'recovery' } },
    );
    const page = { ...base, brand: { ...base.brand, sendsTaxInvoiceDocument: false } };
    const { user } = renderWithPage(page, <RecoveryTemplate step={page.step} props={{}} />);
    await user.click(await screen.findByRole('button', { name: /Boleto/ }));
    expect(screen.queryByLabelText('CPF ou CNPJ para a nota fiscal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concluir compra' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(createPaymentMock.mock.calls[0]![0]).not.toHaveProperty('document');
  });

  it('should confirm a payment the gateway answered 504, offering no new attempt, and go on once it is found approved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let approve!: () => void;
    createPaymentMock
      .mockRejectedValueOnce(apiError(504, 'gateway_timeout', '/api/v2/payment'))
      .mockReturnValueOnce(
        new Promise((resolve) => (approve = () => resolve(paymentResponseFixture()))),
      );
    const { user } = renderRecovery();
    await screen.findByText(/cartão Visa final 0002 não foi aprovado/);
    await typeCard(user, '5555555555554444');
    await typeDocument(user);
    await user.click(screen.getByRole('button', { name: 'Concluir compra' }));

    const confirming = await screen.findByText(/^Estamos confirmando o seu pagamento…/);
    expect(confirming.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Concluir compra' })).toBeDisabled();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    await waitFor(() => expect(createPaymentMock).toHaveBeenCalledTimes(2), { timeout: 3000 });
    // The same key, and the purchase of the record to recover.
    expect(createPaymentMock.mock.calls[1]![1]).toEqual(createPaymentMock.mock.calls[0]![1]);
    expect(createPaymentMock.mock.calls[0]![1]).toMatchObject({
      purchaseId: purchaseIdFor({ kind: 'record', recordId: 'rec_demo_declined' }),
    });

    approve();
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(push.mock.calls[0]![0]).toMatch(/^\/success\?.*token=/);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('should switch to boleto, keep the issued boleto for the next step and stay in its flow', async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture('bankslip'));
    const { user } = renderRecovery();
    await user.click(await screen.findByRole('button', { name: /Boleto/ }));
    await typeDocument(user);
    await user.click(screen.getByRole('button', { name: 'Concluir compra' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(createPaymentMock.mock.calls[0]![0]).toMatchObject({
      amount: 114000,
      document: '52998224725',
      paymentMethods: [{ type: 'bankslip' }],
    });
    // The boleto screen links to the boleto the payment issued, kept in session storage; the
    // URL names the journey's flow and never a route that would pick another flow.
    expect(readSession('dataBoleto')).toMatchObject({ url: expect.any(String) });
    expect(readSession('dataPurchase')).toMatchObject({
      recordId: 'rec_demo_declined',
      method: 'bankslip',
      paid: false,
    });
    expect(push.mock.calls[0]![0]).not.toContain('route=bankslip');
    expect(push.mock.calls[0]![0]).toContain('flowId=');
  });

  it('should tell an abandoned purchase apart from a declined one', async () => {
    getRecoveryMock.mockResolvedValue(recoveryFixture({ reason: 'abandoned', lastAttempt: null }));
    renderRecovery();
    expect(await screen.findByText(/Sua compra ficou pela metade/)).toBeInTheDocument();
  });

  it('should say when the purchase was already completed', async () => {
    getRecoveryMock.mockResolvedValue(recoveryFixture({ status: 'recovered' }));
    renderRecovery();
    expect(
      await screen.findByRole('heading', { name: 'Esta compra já foi concluída' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concluir compra' })).not.toBeInTheDocument();
  });

  it('should say when the purchase is unknown', async () => {
    getRecoveryMock.mockRejectedValue(apiError(404, 'recovery_not_found', '/api/v1/recovery/x'));
    renderRecovery({}, 'rec_x');
    expect(
      await screen.findByRole('heading', { name: 'Compra não encontrada' }),
    ).toBeInTheDocument();
  });
});
