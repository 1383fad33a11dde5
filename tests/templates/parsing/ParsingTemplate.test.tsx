/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { getPaymentStatus } from '@/checkout/api/checkoutApi';
import type { ParsingProps } from '@/schemas/generated/types';
import { ParsingTemplate } from '@/templates/parsing/ParsingTemplate';
import { readSession, writeSession } from '@/checkout/sessionStore';
import { accountPage, renderWithPage } from '../accountFixtures';

const push = jest.fn<Promise<boolean>, [string]>();
const back = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back, query: {}, pathname: '/parsing', asPath: '/parsing' }),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({ getPaymentStatus: jest.fn() }));
const statusMock = jest.mocked(getPaymentStatus);
const FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

function renderParsing(
  props: ParsingProps = { pollIntervalSeconds: 1 },
  query: Record<string, string> = { paymentId: 'pay_demo_parsing' },
) {
  const page = accountPage(['parsing', 'success-invoice'], 'parsing', {
    query: { flowId: 'invoice', ...query },
  });
  return renderWithPage(page, <ParsingTemplate step={page.step} props={props} />);
}

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  push.mockResolvedValue(true);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ParsingTemplate', () => {
  it('should wait while the payment is pending and move on once it is approved', async () => {
    statusMock
      .mockResolvedValueOnce({ paymentId: 'pay_demo_parsing', status: 'pending', method: 'pix' })
      .mockResolvedValue({ paymentId: 'pay_demo_parsing', status: 'approved', method: 'pix' });
    renderParsing();
    expect(
      await screen.findByRole('heading', { name: 'Estamos confirmando seu pagamento' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Isso leva só alguns segundos. Não feche esta página.'),
    ).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();

    await waitFor(() => expect(push).toHaveBeenCalled(), { timeout: 3000 });
    expect(statusMock).toHaveBeenCalledWith('pay_demo_parsing');
    expect(statusMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(push.mock.calls[0]![0]).toBe(
      '/success-invoice?product=MS&flowId=invoice&paymentId=pay_demo_parsing',
    );
  });

  it("should mark the buyer's purchase of that payment paid before moving on", async () => {
    const purchase = {
      recordId: 'inv_demo_open',
      reference: 'pay_demo_parsing',
      planId: 'ms-mensal',
      planName: 'Mensalidade',
      amount: 11900,
      currency: 'R$' as const,
      method: 'credit-card' as const,
      installments: 1,
      paid: false,
    };
    writeSession('dataPurchase', purchase);
    statusMock.mockResolvedValue({
      paymentId: 'pay_demo_parsing',
      status: 'approved',
      method: 'credit-card',
    });
    renderParsing();
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(readSession('dataPurchase')).toEqual({ ...purchase, paid: true });
  });

  it('should leave a purchase of another payment as it is', async () => {
    writeSession('dataPurchase', {
      recordId: 'inv_demo_open',
      reference: 'pay_other',
      planId: 'ms-mensal',
      planName: 'Mensalidade',
      amount: 11900,
      currency: 'R$',
      method: 'pix',
      installments: 1,
      paid: false,
    });
    statusMock.mockResolvedValue({
      paymentId: 'pay_demo_parsing',
      status: 'approved',
      method: 'credit-card',
    });
    renderParsing();
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(readSession('dataPurchase')?.paid).toBe(false);
  });

  it('should show the payment message and go back to retry when the payment is refused', async () => {
    statusMock.mockResolvedValue({ paymentId: 'pay_x', status: 'declined', method: 'credit-card' });
    renderParsing();
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(back).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('should offer to check again when the payment is still pending after the time limit', async () => {
    jest.useFakeTimers();
    statusMock.mockResolvedValue({ paymentId: 'pay_x', status: 'pending', method: 'pix' });
    renderParsing({ pollIntervalSeconds: 5, timeoutSeconds: 10 });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(11_000);
    });
    expect(screen.getByText(/ainda está sendo confirmado/)).toBeInTheDocument();
    const calls = statusMock.mock.calls.length;
    await act(async () => {
      screen.getByRole('button', { name: 'Verificar novamente' }).click();
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(
      screen.getByRole('heading', { name: 'Estamos confirmando seu pagamento' }),
    ).toBeInTheDocument();
    expect(statusMock.mock.calls.length).toBeGreaterThan(calls);
  });

  it('should say so when the link has no payment id', async () => {
    renderParsing({}, {});
    expect(
      await screen.findByRole('heading', { name: 'Pagamento não encontrado' }),
    ).toBeInTheDocument();
    expect(statusMock).not.toHaveBeenCalled();
  });
});
