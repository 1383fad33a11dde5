/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { getInvoice } from '@/checkout/api/accountApi';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { SuccessInvoiceTemplate } from '@/templates/success-invoice/SuccessInvoiceTemplate';
import { accountPage, apiError, invoiceFixture, renderWithPage } from '../accountFixtures';

jest.mock('next/router', () => ({
  useRouter: () => ({
    push: jest.fn(),
    back: jest.fn(),
    query: {},
    pathname: '/success-invoice',
    asPath: '/success-invoice',
  }),
}));
jest.mock('@/checkout/api/accountApi', () => ({ getInvoice: jest.fn() }));
const getInvoiceMock = jest.mocked(getInvoice);

/** The purchase the invoice page records when the backend accepts the payment. */
function storePurchase(overrides: Partial<StoredPurchase> = {}): void {
  const purchase: StoredPurchase = {
    recordId: 'inv_demo_open',
    productCode: 'MS',
    reference: 'pay_1',
    planId: 'ms-mensal',
    planName: 'Mensalidade de dezembro do Plano Mensal',
    amount: 11900,
    currency: 'R$',
    method: 'credit-card',
    installments: 1,
    paid: true,
    ...overrides,
  };
  sessionStorage.setItem('dataPurchase', JSON.stringify(purchase));
}

function renderSuccess(query: Record<string, string> = {}, props = {}) {
  const page = accountPage(['invoice-payment', 'success-invoice'], 'success-invoice', { query });
  return renderWithPage(page, <SuccessInvoiceTemplate step={page.step} props={props} />);
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  getInvoiceMock.mockResolvedValue(
    invoiceFixture({ status: 'paid', paidAt: '2026-11-23T12:00:00.000Z' }),
  );
});

afterEach(() => jest.restoreAllMocks());

describe('SuccessInvoiceTemplate', () => {
  it('should confirm a paid invoice with how it was paid and the access button', async () => {
    storePurchase();
    renderSuccess({ token: 'tok_1' }, { displayAccessButton: true });
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }),
    ).toBeInTheDocument();
    const paid = screen.getByRole('region', { name: 'Fatura paga' });
    expect(within(paid).getByText('Mensalidade de dezembro do Plano Mensal')).toBeInTheDocument();
    expect(within(paid).getByText('R$119,00')).toBeInTheDocument();
    expect(within(paid).getByText(/pagos em 23\/11\/2026/)).toBeInTheDocument();
    expect(within(paid).getByText('Forma de pagamento: Cartão de crédito')).toBeInTheDocument();
    expect(within(paid).getByText('Fatura inv_demo_open')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Acessar minha conta' }).getAttribute('href'),
    ).toContain('tok_1');
    expect(getInvoiceMock).toHaveBeenCalledWith('inv_demo_open');
  });

  it('should read the invoice of the stored purchase, never one the URL names', async () => {
    storePurchase();
    renderSuccess({ invoice: 'inv_demo_sale' });
    await screen.findByRole('heading', { name: 'Pagamento confirmado' });
    expect(getInvoiceMock).toHaveBeenCalledTimes(1);
    expect(getInvoiceMock).toHaveBeenCalledWith('inv_demo_open');
  });

  it("should send the access button where the payment answer's redirect says when no token is known", async () => {
    storePurchase({ redirect: '/login' });
    renderSuccess({}, { displayAccessButton: true });
    await screen.findByRole('heading', { name: 'Pagamento confirmado' });
    expect(screen.getByRole('link', { name: 'Acessar minha conta' })).toHaveAttribute(
      'href',
      'https://app-test.medvalida.com.br/login',
    );
  });

  it("should keep the brand's first-access link over the answer's redirect when the token is known", async () => {
    storePurchase({ redirect: '/login' });
    renderSuccess({ token: 'tok_1' }, { displayAccessButton: true });
    await screen.findByRole('heading', { name: 'Pagamento confirmado' });
    expect(screen.getByRole('link', { name: 'Acessar minha conta' })).toHaveAttribute(
      'href',
      'https://app-test.medvalida.com.br/primeiro-acesso?token=tok_1',
    );
  });

  it('should never confirm an invoice the API says is still open', async () => {
    storePurchase({ method: 'pix' });
    getInvoiceMock.mockResolvedValue(invoiceFixture());
    renderSuccess();
    expect(
      await screen.findByRole('heading', { name: 'Estamos confirmando o seu pagamento' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pagamento confirmado')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar novamente' })).toBeInTheDocument();
  });

  it('should show the boleto screen for an invoice paid by boleto, with the issued boleto', async () => {
    storePurchase({ method: 'bankslip', paid: false });
    sessionStorage.setItem(
      'dataBoleto',
      JSON.stringify({ paymentId: 'pay_1', url: '/api/sandbox/boleto/pay_1' }),
    );
    getInvoiceMock.mockResolvedValue(invoiceFixture());
    // A boleto address in the query is never followed.
    renderSuccess({ route: 'bankslip', boleto: 'https://evil.example/boleto' });
    expect(await screen.findByRole('heading', { name: 'Quase lá' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver boleto/ })).toHaveAttribute(
      'href',
      '/api/sandbox/boleto/pay_1',
    );
    const due = screen.getByRole('region', { name: 'Fatura a pagar' });
    expect(within(due).getByText('R$119,00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pagamento confirmado' })).not.toBeInTheDocument();
  });

  it('should confirm an invoice paid by boleto once the API says it is paid', async () => {
    storePurchase({ method: 'bankslip', paid: false });
    renderSuccess();
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Forma de pagamento: Boleto')).toBeInTheDocument();
  });

  it('should say when the invoice of the payment is unknown', async () => {
    storePurchase();
    getInvoiceMock.mockRejectedValue(apiError(404, 'invoice_not_found', '/api/v1/invoice/x'));
    renderSuccess();
    expect(
      await screen.findByRole('heading', { name: 'Fatura não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pagamento confirmado')).not.toBeInTheDocument();
  });

  it('should show nothing without a purchase in this session (the journey guard says so)', () => {
    renderSuccess({ invoice: 'inv_demo_open' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(getInvoiceMock).not.toHaveBeenCalled();
  });

  it('should use the step heading and leave the access button out when asked', async () => {
    storePurchase();
    renderSuccess({}, { heading: 'Fatura paga', displayAccessButton: false, displayIcon: false });
    expect(await screen.findByRole('heading', { name: 'Fatura paga' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acessar minha conta' })).not.toBeInTheDocument();
  });
});
