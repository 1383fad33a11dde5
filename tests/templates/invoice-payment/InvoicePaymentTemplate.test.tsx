/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { purchaseIdFor } from '@/lib/payment/purchase';
import { getInvoice, payAccount } from '@/checkout/api/accountApi';
import type { AccountPaymentResponse } from '@/checkout/api/accountTypes';
import { readSession } from '@/checkout/sessionStore';
import { InvoicePaymentTemplate } from '@/templates/invoice-payment/InvoicePaymentTemplate';
import {
  accountPage,
  apiError,
  expiryDigits,
  invoiceFixture,
  renderWithPage,
} from '../accountFixtures';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/payment/[id]',
    asPath: '/payment/inv_demo_open',
  }),
}));
jest.mock('@/checkout/api/accountApi', () => ({ getInvoice: jest.fn(), payAccount: jest.fn() }));

const getInvoiceMock = jest.mocked(getInvoice);
const payMock = jest.mocked(payAccount);
const FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

const chain = [
  { templateId: 'invoice-payment', id: 'invoice', nextStepIds: { pix: 'pix', pending: 'parsing' } },
  { templateId: 'pix', id: 'pix' },
  { templateId: 'parsing', id: 'parsing' },
  { templateId: 'success-invoice', id: 'success-invoice' },
];

function approved(overrides: Partial<AccountPaymentResponse> = {}): AccountPaymentResponse {
  return {
    paymentId: 'pay_1',
    status: 'approved',
    token: 'tok_1',
    redirect: '/login',
    paymentProfileIds: ['pp_1'],
    route: null,
    invoiceId: 'inv_demo_open',
    ...overrides,
  };
}

function renderInvoice(id = 'inv_demo_open', props = {}) {
  const page = accountPage(chain, 'invoice', { routeParams: { id }, query: { flowId: 'invoice' } });
  // 'invoice' → 'pix' is the chained default; the real flow goes to the confirmation.
  page.step = { ...page.step, defaultNextStepId: 'success-invoice' };
  page.nextStep = page.productFlow.steps.find((step) => step.id === 'success-invoice') ?? null;
  return renderWithPage(page, <InvoicePaymentTemplate step={page.step} props={props} />);
}

// Typing a whole card form takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  push.mockResolvedValue(true);
  getInvoiceMock.mockResolvedValue(invoiceFixture());
});

afterEach(() => jest.restoreAllMocks());

describe('InvoicePaymentTemplate', () => {
  it('should show what is due and pay it by card, then go to the invoice confirmation', async () => {
    payMock.mockResolvedValue(approved());
    const { user } = renderInvoice();

    const summary = await screen.findByRole('region', { name: 'Resumo da fatura' });
    expect(
      within(summary).getByText('Mensalidade de dezembro do Plano Mensal'),
    ).toBeInTheDocument();
    expect(within(summary).getByText('R$119,00')).toBeInTheDocument();
    expect(within(summary).getByText('Vencimento: 05/12/2026')).toBeInTheDocument();
    expect(getInvoiceMock).toHaveBeenCalledWith('inv_demo_open');
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('Maria Demonstração');

    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.selectOptions(screen.getByLabelText('Parcelas'), '2');
    await user.click(screen.getByRole('button', { name: 'Pagar fatura' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    const [body, key] = payMock.mock.calls[0]!;
    expect(body).toMatchObject({
      operation: 'invoice',
      invoiceId: 'inv_demo_open',
      amount: 11900,
      productCode: 'MS',
      paymentMethods: [
        {
          type: 'credit-card',
          installments: 2,
          card: { number: '4111111111111111', brand: 'visa' },
        },
      ],
    });
    // One key for the attempt, and the purchase it pays: the invoice.
    expect(key).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      purchaseId: purchaseIdFor({ kind: 'record', recordId: 'inv_demo_open' }),
    });
    // The record's id is kept with the purchase, not in the URL: a link cannot name another.
    expect(push.mock.calls[0]![0]).toBe('/success-invoice?product=MS&flowId=invoice&token=tok_1');
    expect(readSession('dataPurchase')).toEqual({
      recordId: 'inv_demo_open',
      productCode: 'MS',
      reference: 'pay_1',
      planId: 'ms-mensal',
      planName: 'Mensalidade de dezembro do Plano Mensal',
      amount: 11900,
      currency: 'R$',
      method: 'credit-card',
      installments: 2,
      paid: true,
      redirect: '/login',
    });
    expect(JSON.stringify(sessionStorage)).not.toContain('4111');
  });

  it('should record a boleto as not paid and keep the issued boleto out of the URL', async () => {
    payMock.mockResolvedValue(
      approved({
        status: 'pending',
        route: 'bankslip',
        bankslip: {
          digitableLine: '00190.00009 01234.567891 23456.789012 1 99990000011900',
          barcode: '00191999900000119000000001234567892345678901',
          dueDate: '2026-12-04',
          url: '/api/sandbox/boleto/pay_1',
        },
      }),
    );
    const { user } = renderInvoice();
    await user.click(await screen.findByRole('button', { name: /Boleto/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar fatura' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(push.mock.calls[0]![0]).toBe('/success-invoice?product=MS&flowId=invoice');
    expect(readSession('dataPurchase')).toMatchObject({
      recordId: 'inv_demo_open',
      reference: 'pay_1',
      method: 'bankslip',
      paid: false,
    });
    expect(readSession('dataBoleto')).toMatchObject({
      paymentId: 'pay_1',
      url: '/api/sandbox/boleto/pay_1',
    });
  });

  it('should go to the processing step with the payment id while a card is being confirmed', async () => {
    payMock.mockResolvedValue(approved({ status: 'pending' }));
    const { user } = renderInvoice();
    await user.type(await screen.findByLabelText('Número do cartão'), '4111111111111111');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar fatura' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(push.mock.calls[0]![0]).toBe('/parsing?product=MS&flowId=invoice&paymentId=pay_1');
    expect(readSession('dataPurchase')).toMatchObject({ recordId: 'inv_demo_open', paid: false });
  });

  it('should keep the fields but the CVV after a refusal and send a new key on the next attempt', async () => {
    payMock.mockRejectedValueOnce(apiError(402, 'card_declined')).mockResolvedValueOnce(approved());
    const { user } = renderInvoice();
    await user.type(await screen.findByLabelText('Número do cartão'), '4000000000000002');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar fatura' }));

    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByLabelText('Código de segurança (CVV)')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4000 0000 0000 0002');

    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar fatura' }));
    await waitFor(() => expect(payMock).toHaveBeenCalledTimes(2));
    expect(payMock.mock.calls[1]![1]).not.toBe(payMock.mock.calls[0]![1]);
  });

  it('should tell the buyer to wait after the card-testing limit refused the attempt, asking nothing again', async () => {
    payMock.mockRejectedValueOnce(apiError(429, 'too_many_payment_attempts'));
    const { user } = renderInvoice();
    await user.type(await screen.findByLabelText('Número do cartão'), '4111111111111111');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar fatura' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
    );
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar fatura' })).toBeEnabled();
    // A definitive answer: the attempt is not sent again with its key.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(payMock).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('should pay by Pix and go to the Pix step with the code stored', async () => {
    payMock.mockResolvedValue(
      approved({
        status: 'pending',
        route: 'pix',
        pix: { brCode: '000201PIX', expiresAt: '2026-12-01T00:30:00.000Z' },
      }),
    );
    const { user } = renderInvoice();
    await user.click(await screen.findByRole('button', { name: /Pix/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar fatura' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(payMock.mock.calls[0]![0]).toMatchObject({
      amount: 11900,
      paymentMethods: [{ type: 'pix' }],
    });
    expect(push.mock.calls[0]![0]).toMatch(/^\/pix\?/);
    expect(readSession('dataPix')).toMatchObject({
      paymentId: 'pay_1',
      brCode: '000201PIX',
      amount: 11900,
    });
    expect(readSession('dataPurchase')).toMatchObject({
      recordId: 'inv_demo_open',
      reference: 'pay_1',
      method: 'pix',
      paid: false,
    });
  });

  it('should say when the invoice is unknown', async () => {
    getInvoiceMock.mockRejectedValue(apiError(404, 'invoice_not_found', '/api/v1/invoice/inv_x'));
    renderInvoice('inv_x');
    expect(
      await screen.findByRole('heading', { name: 'Fatura não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('inv_x')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar fatura' })).not.toBeInTheDocument();
  });

  it('should say when the invoice is already paid, and offer nothing to pay', async () => {
    getInvoiceMock.mockResolvedValue(
      invoiceFixture({ status: 'paid', paidAt: '2026-11-10T12:00:00.000Z' }),
    );
    renderInvoice();
    expect(
      await screen.findByRole('heading', { name: 'Esta fatura já está paga' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/paga em 10\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar fatura' })).not.toBeInTheDocument();
  });

  it('should offer only the methods the step names', async () => {
    renderInvoice('inv_demo_open', { paymentMethods: ['credit-card'] });
    await screen.findByRole('region', { name: 'Resumo da fatura' });
    expect(screen.getByRole('button', { name: /Cartão de crédito/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pix/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Boleto/ })).not.toBeInTheDocument();
  });
});
