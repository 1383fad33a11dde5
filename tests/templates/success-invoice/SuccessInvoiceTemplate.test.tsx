/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { getInvoice } from '@/checkout/api/accountApi';
import { SuccessInvoiceTemplate } from '@/templates/success-invoice/SuccessInvoiceTemplate';
import { accountPage, invoiceFixture, renderWithPage } from '../accountFixtures';

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

function renderSuccess(query: Record<string, string>, props = {}) {
  const page = accountPage(['invoice-payment', 'success-invoice'], 'success-invoice', { query });
  return renderWithPage(page, <SuccessInvoiceTemplate step={page.step} props={props} />);
}

beforeEach(() => {
  jest.resetAllMocks();
  getInvoiceMock.mockResolvedValue(
    invoiceFixture({ status: 'paid', paidAt: '2026-11-23T12:00:00.000Z' }),
  );
});

describe('SuccessInvoiceTemplate', () => {
  it('should confirm the payment with the invoice paid and the access button', async () => {
    renderSuccess({ invoice: 'inv_demo_open', token: 'tok_1' }, { displayAccessButton: true });
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }),
    ).toBeInTheDocument();
    const paid = await screen.findByRole('region', { name: 'Fatura paga' });
    expect(within(paid).getByText('Mensalidade de dezembro do Plano Mensal')).toBeInTheDocument();
    expect(within(paid).getByText('R$119,00')).toBeInTheDocument();
    expect(within(paid).getByText(/pagos em 23\/11\/2026/)).toBeInTheDocument();
    expect(within(paid).getByText('Fatura inv_demo_open')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Acessar minha conta' }).getAttribute('href'),
    ).toContain('tok_1');
  });

  it('should show the boleto screen after a boleto, with Ver boleto', async () => {
    renderSuccess({
      invoice: 'inv_demo_open',
      route: 'bankslip',
      boleto: '/api/sandbox/boleto/pay_1',
    });
    expect(await screen.findByText('Quase lá')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver boleto/ })).toHaveAttribute(
      'href',
      '/api/sandbox/boleto/pay_1',
    );
    expect(screen.queryByRole('heading', { name: 'Pagamento confirmado' })).not.toBeInTheDocument();
  });

  it('should use the step heading and leave the access button out when asked', async () => {
    renderSuccess({}, { heading: 'Fatura paga', displayAccessButton: false, displayIcon: false });
    expect(await screen.findByRole('heading', { name: 'Fatura paga' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acessar minha conta' })).not.toBeInTheDocument();
    expect(getInvoiceMock).not.toHaveBeenCalled();
  });
});
