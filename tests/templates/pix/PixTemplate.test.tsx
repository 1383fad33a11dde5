/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { purchaseIdFor } from '@/lib/payment/purchase';
import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { FeatureFlagsProvider } from '@/platform/flags/FeatureFlagsProvider';
import { createPayment, getPaymentStatus, getProductV2 } from '@/checkout/api/checkoutApi';
import type { PaymentStatus } from '@/checkout/api/types';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { StoredPix } from '@/checkout/sessionStore';
import type { CheckoutPageProps, ResolvedFlow } from '@/checkout/checkoutPageProps';
import type { PixProps } from '@/schemas/generated/types';
import { PixTemplate } from '@/templates/pix/PixTemplate';
import {
  paymentResponseFixture,
  productPlansFixture,
} from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixturePage } from '../fixturePage';

// jsdom lacks TextEncoder, which every browser has and the qrcode package uses.
Object.assign(globalThis, { TextEncoder });

const push = jest.fn<Promise<boolean>, [string]>();
const replace = jest.fn<Promise<boolean>, [string]>();
const back = jest.fn();

jest.mock('next/router', () => ({
  useRouter: () => ({ push, replace, back, query: {}, pathname: '/pix', asPath: '/pix' }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  getPaymentStatus: jest.fn(),
  getProductV2: jest.fn(),
}));

const createPaymentMock = jest.mocked(createPayment);
const statusMock = jest.mocked(getPaymentStatus);
const getProductMock = jest.mocked(getProductV2);

const NOW = new Date('2026-03-10T12:00:00.000Z');
const BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406114000';

const pixFlow: ResolvedFlow = chainFlow('pix', ['lead', 'pix', 'success']);

function pixPage(): CheckoutPageProps {
  return fixturePage({ productFlow: pixFlow, query: { product: 'MS', route: 'pix' } }, 'pix');
}

function storedPix(overrides: Partial<StoredPix> = {}): StoredPix {
  return {
    paymentId: 'pay_pix',
    brCode: BR_CODE,
    expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
    amount: 114000,
    token: 'tok_pix',
    ...overrides,
  };
}

function statusAnswer(status: PaymentStatus, paymentId = 'pay_pix') {
  return { paymentId, status, method: 'pix' };
}

function renderPix(
  props: PixProps = {},
  strict = false,
  overrides: Partial<CheckoutPageProps> = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const page = { ...pixPage(), ...overrides };
  const tree = (
    <QueryClientProvider client={client}>
      <FeatureFlagsProvider page={page}>
        <CheckoutProvider page={page}>
          <PixTemplate step={page.step} props={props} />
        </CheckoutProvider>
      </FeatureFlagsProvider>
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { user };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  replace.mockResolvedValue(true);
  getProductMock.mockResolvedValue(productPlansFixture());
  statusMock.mockResolvedValue(statusAnswer('pending'));
  // The tax-invoice CPF the buyer gave (the medical brand sends it with every payment).
  writeSession('dataForm', { document: '529.982.247-25' });
  writeSession('dataLead', {
    leadId: 'lead_1',
    name: 'Maria da Silva',
    email: 'maria@exemplo.com',
    phone: '(11) 91234-5678',
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('PixTemplate', () => {
  it('should show the QR code, the copia-e-cola code, the amount, the countdown and the brand step', async () => {
    writeSession('dataPix', storedPix());
    renderPix();

    expect(screen.getByText('Passo 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pague com Pix' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR Code do Pix de R$1.140,00' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText('Código Pix copia e cola');
    expect(code).toHaveValue(BR_CODE);
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByText('Expira em 30:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    expect(getProductMock).not.toHaveBeenCalled();
    expect(createPaymentMock).not.toHaveBeenCalled();
  });

  it('should count its step from the flow, not from a step number that disagrees with it', async () => {
    writeSession('dataPix', storedPix());
    renderPix({ stepNumber: 3 });
    expect(await screen.findByText('Passo 2 de 3')).toBeInTheDocument();
  });

  it('should copy the code and announce it', async () => {
    writeSession('dataPix', storedPix());
    const { user } = renderPix();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(BR_CODE);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'Código copiado',
      ),
    );
  });

  it('should tick every second but announce the time left only once a minute', async () => {
    writeSession('dataPix', storedPix());
    renderPix();
    await screen.findByText('Expira em 30:00');
    const announced = () =>
      screen
        .getAllByRole('status')
        .map((region) => region.textContent)
        .join('|');
    expect(announced()).toContain('O código expira em 30 minutos.');

    await advance(1000);
    expect(screen.getByText('Expira em 29:59')).toBeInTheDocument();
    expect(announced()).toContain('O código expira em 30 minutos.');

    await advance(58_000);
    expect(screen.getByText('Expira em 29:01')).toBeInTheDocument();
    expect(announced()).toContain('O código expira em 30 minutos.');

    await advance(1000);
    expect(screen.getByText('Expira em 29:00')).toBeInTheDocument();
    expect(announced()).toContain('O código expira em 29 minutos.');
  });

  it('should poll the payment every 3 s and go to the next step with the token once paid', async () => {
    writeSession('dataPix', storedPix());
    statusMock
      .mockResolvedValueOnce(statusAnswer('pending'))
      .mockResolvedValueOnce(statusAnswer('pending'))
      .mockResolvedValueOnce(statusAnswer('approved'));
    renderPix();
    await waitFor(() => expect(statusMock).toHaveBeenCalledTimes(1));
    expect(statusMock).toHaveBeenCalledWith('pay_pix');

    await advance(2900);
    expect(statusMock).toHaveBeenCalledTimes(1);
    await advance(100);
    await waitFor(() => expect(statusMock).toHaveBeenCalledTimes(2));
    expect(push).not.toHaveBeenCalled();

    await advance(3000);
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/success?product=MS&route=pix&token=tok_pix&flowId=pix'),
    );
    expect(push).toHaveBeenCalledTimes(1);
    expect(readSession('dataPix')).toBeUndefined();
  });

  it('should say Pix is unavailable, create nothing and lead back while the pix-enabled flag is off', async () => {
    const { user } = renderPix({}, false, {
      flags: { 'pix-enabled': false, 'referrer-list': null },
    });
    expect(screen.getByRole('heading', { name: 'Pix indisponível' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'O pagamento com Pix está indisponível no momento. Escolha outra forma de pagamento.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Escolher outra forma de pagamento' }));
    expect(back).toHaveBeenCalled();
    expect(createPaymentMock).not.toHaveBeenCalled();
  });

  it('should create the Pix payment once when the buyer arrives without one', async () => {
    createPaymentMock.mockResolvedValue({
      ...paymentResponseFixture('pix'),
      paymentId: 'pay_new',
      pix: { brCode: BR_CODE, expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString() },
    });
    renderPix({}, true);

    expect(
      await screen.findByRole('img', { name: 'QR Code do Pix de R$1.140,00' }),
    ).toBeInTheDocument();
    expect(createPaymentMock).toHaveBeenCalledTimes(1);
    const [body, key] = createPaymentMock.mock.calls[0]!;
    // One key for the attempt, and the purchase it pays: the main order of this lead.
    expect(key).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      purchaseId: purchaseIdFor({ kind: 'main', productCode: 'MS', leadId: 'lead_1' }),
    });
    expect(body).toMatchObject({
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      amount: 114000,
      business: 'medcof',
      type: 'pix',
      paymentMethods: [{ type: 'pix' }],
      sfLeadId: 'lead_1',
      productCode: 'MS',
      planId: 'ms-anual',
      document: '52998224725',
    });
    expect(readSession('dataPix')).toEqual({
      paymentId: 'pay_new',
      brCode: BR_CODE,
      expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      amount: 114000,
      token: 'tok_123',
    });
    await waitFor(() => expect(statusMock).toHaveBeenCalledWith('pay_new'));
    expect(createPaymentMock).toHaveBeenCalledTimes(1);
  });

  it('should ask the tax-invoice document before creating the Pix where the brand sends it (route=pix)', async () => {
    sessionStorage.removeItem('dataForm');
    createPaymentMock.mockResolvedValue({
      ...paymentResponseFixture('pix'),
      paymentId: 'pay_new',
      pix: { brCode: BR_CODE, expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString() },
    });
    const { user } = renderPix({}, false, { query: { product: 'MS', route: 'pix' } });
    const field = await screen.findByLabelText('CPF ou CNPJ para a nota fiscal');
    expect(createPaymentMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    expect(await screen.findByText('Revise este campo.')).toBeInTheDocument();
    expect(createPaymentMock).not.toHaveBeenCalled();
    await user.type(field, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    expect(
      await screen.findByRole('img', { name: 'QR Code do Pix de R$1.140,00' }),
    ).toBeInTheDocument();
    expect(createPaymentMock).toHaveBeenCalledTimes(1);
    expect(createPaymentMock.mock.calls[0]![0]).toMatchObject({
      type: 'pix',
      document: '52998224725',
    });
  });

  it('should send no document and ask none where the brand sends none', async () => {
    createPaymentMock.mockResolvedValue({
      ...paymentResponseFixture('pix'),
      paymentId: 'pay_new',
      pix: { brCode: BR_CODE, expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString() },
    });
    const page = pixPage();
    renderPix({}, false, { brand: { ...page.brand, sendsTaxInvoiceDocument: false } });
    await screen.findByRole('img', { name: 'QR Code do Pix de R$1.140,00' });
    expect(screen.queryByLabelText('CPF ou CNPJ para a nota fiscal')).not.toBeInTheDocument();
    expect(createPaymentMock.mock.calls[0]![0]).not.toHaveProperty('document');
  });

  it('should say the code expired and create a new one on request', async () => {
    writeSession('dataPix', storedPix({ expiresAt: new Date(NOW.getTime() + 2000).toISOString() }));
    createPaymentMock.mockResolvedValue({
      ...paymentResponseFixture('pix'),
      paymentId: 'pay_renewed',
      pix: {
        brCode: `${BR_CODE}9`,
        expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      },
    });
    const { user } = renderPix();
    await screen.findByText('Expira em 00:02');
    await advance(2000);

    expect(
      await screen.findByText('O código Pix expirou. Gere um novo código para pagar.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Código Pix copia e cola')).not.toBeInTheDocument();
    const renewButton = screen.getByRole('button', { name: 'Gerar novo código' });
    await act(async () => {
      await user.click(renewButton);
      await jest.advanceTimersByTimeAsync(10);
    });

    await waitFor(() =>
      expect(screen.getByLabelText('Código Pix copia e cola')).toHaveValue(`${BR_CODE}9`),
    );
    expect(createPaymentMock).toHaveBeenCalledTimes(1);
    expect(createPaymentMock.mock.calls[0]![0].paymentMethods).toEqual([{ type: 'pix' }]);
    expect(readSession('dataPix')?.paymentId).toBe('pay_renewed');
    expect(
      screen.queryByText('O código Pix expirou. Gere um novo código para pagar.'),
    ).not.toBeInTheDocument();
  });

  it('should show the payment message and offer a new code when the Pix is refused', async () => {
    writeSession('dataPix', storedPix());
    statusMock.mockResolvedValue(statusAnswer('failed'));
    renderPix();
    expect(
      await screen.findByText('Não conseguimos processar a transação. Faça uma nova tentativa.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar novo código' })).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  describe('the Pix of an account record (no lead)', () => {
    const invoiceFlow: ResolvedFlow = chainFlow('invoice', [
      { templateId: 'invoice-payment', id: 'invoice', nextStepIds: { pix: 'pix' } },
      'pix',
      'success-invoice',
    ]);
    const invoicePage = (): CheckoutPageProps =>
      fixturePage({ productFlow: invoiceFlow, query: { product: 'MS', flowId: 'invoice' } }, 'pix');

    beforeEach(() => {
      sessionStorage.clear();
      writeSession('dataPix', storedPix({ amount: 11900 }));
      writeSession('dataPurchase', {
        recordId: 'inv_demo_open',
        productCode: 'MS',
        reference: 'pay_pix',
        planId: 'ms-mensal',
        planName: 'Mensalidade de dezembro do Plano Mensal',
        amount: 11900,
        currency: 'R$',
        method: 'pix',
        installments: 1,
        paid: false,
      });
    });

    it('should mark the purchase paid and go on once the Pix is paid', async () => {
      statusMock.mockResolvedValue(statusAnswer('approved'));
      renderPix({}, false, invoicePage());
      await waitFor(() =>
        expect(push).toHaveBeenCalledWith(
          '/success-invoice?product=MS&flowId=invoice&token=tok_pix',
        ),
      );
      expect(readSession('dataPurchase')).toMatchObject({ recordId: 'inv_demo_open', paid: true });
      expect(createPaymentMock).not.toHaveBeenCalled();
    });

    it("should ask for a new code on the record's page, never charging the product", async () => {
      writeSession(
        'dataPix',
        storedPix({ expiresAt: new Date(NOW.getTime() + 1000).toISOString() }),
      );
      const { user } = renderPix({}, false, invoicePage());
      await advance(1000);
      await user.click(await screen.findByRole('button', { name: 'Gerar novo código' }));
      await waitFor(() =>
        expect(replace).toHaveBeenCalledWith('/payment/inv_demo_open?product=MS&flowId=invoice'),
      );
      expect(createPaymentMock).not.toHaveBeenCalled();
    });
  });
});
