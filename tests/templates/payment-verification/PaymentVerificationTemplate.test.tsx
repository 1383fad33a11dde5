/** @jest-environment jsdom */
import { readSession } from '@/checkout/sessionStore';
import { screen, waitFor, within } from '@testing-library/react';
import { getSubscription } from '@/checkout/api/accountApi';
import { verifyCard } from '@/checkout/api/checkoutApi';
import { PaymentVerificationTemplate } from '@/templates/payment-verification/PaymentVerificationTemplate';
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
    pathname: '/payment-verification',
    asPath: '/payment-verification',
  }),
}));
jest.mock('@/checkout/api/accountApi', () => ({ getSubscription: jest.fn() }));
jest.mock('@/checkout/api/checkoutApi', () => ({ verifyCard: jest.fn() }));
const getSubscriptionMock = jest.mocked(getSubscription);
const verifyMock = jest.mocked(verifyCard);
const FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';

jest.setTimeout(20_000);

function renderVerification(
  query: Record<string, string> = { subscriptionId: 'sub_demo_custom_sale' },
) {
  const page = accountPage(
    ['payment-verification', 'subscription-welcome'],
    'payment-verification',
    {
      query: { flowId: 'custom-sale', ...query },
    },
  );
  return renderWithPage(page, <PaymentVerificationTemplate step={page.step} props={{}} />);
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  push.mockResolvedValue(true);
  getSubscriptionMock.mockResolvedValue(
    subscriptionFixture({ subscriptionId: 'sub_demo_custom_sale', cardOnFile: null }),
  );
});

afterEach(() => jest.restoreAllMocks());

describe('PaymentVerificationTemplate', () => {
  it('should show the subscription, verify the card without installments and move on', async () => {
    verifyMock.mockResolvedValue({
      subscriptionId: 'sub_demo_custom_sale',
      verified: true,
      brand: 'elo',
      last4: '7013',
    });
    const { user } = renderVerification();

    const plan = await screen.findByRole('region', { name: 'Sua assinatura' });
    expect(within(plan).getByText('Plano Anual')).toBeInTheDocument();
    expect(screen.getByText(/nada é cobrado agora/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Parcelas')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('Maria Demonstração'),
    );

    await user.type(screen.getByLabelText('Número do cartão'), '6362970000457013');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Verificar cartão' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(verifyMock).toHaveBeenCalledWith('sub_demo_custom_sale', {
      number: '6362970000457013',
      holderName: 'Maria Demonstração',
      expiry: `${expiryDigits().slice(0, 2)}/${expiryDigits().slice(2)}`,
      cvv: '123',
      brand: 'elo',
    });
    expect(push.mock.calls[0]![0]).toBe(
      '/subscription-welcome?product=MS&flowId=custom-sale&subscriptionId=sub_demo_custom_sale',
    );
    // The verified card is what the journey has for the welcome: nothing charged, no card data.
    expect(readSession('dataPurchase')).toMatchObject({
      recordId: 'sub_demo_custom_sale',
      planId: 'ms-anual',
      amount: 0,
      method: 'credit-card',
      paid: true,
    });
    expect(JSON.stringify(sessionStorage)).not.toMatch(/7013|6362/);
  });

  it('should show the spec messages of invalid card fields and send nothing', async () => {
    const { user } = renderVerification();
    await user.type(await screen.findByLabelText('Número do cartão'), '4111111111111112');
    await user.click(screen.getByRole('button', { name: 'Verificar cartão' }));
    expect(await screen.findByText('Revise o número do cartão.')).toBeInTheDocument();
    expect(screen.getByLabelText('Número do cartão')).toHaveFocus();
    expect(verifyMock).not.toHaveBeenCalled();
  });

  it('should keep the fields but the CVV when the card is refused', async () => {
    verifyMock.mockRejectedValue(
      apiError(402, 'card_declined', '/api/v2/subscription/x/custom-sale/verify-card'),
    );
    const { user } = renderVerification();
    await user.type(await screen.findByLabelText('Número do cartão'), '4000000000000002');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), expiryDigits());
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Verificar cartão' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByLabelText('Código de segurança (CVV)')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it('should say when the link has no subscription', async () => {
    renderVerification({});
    expect(
      await screen.findByRole('heading', { name: 'Assinatura não encontrada' }),
    ).toBeInTheDocument();
    expect(getSubscriptionMock).not.toHaveBeenCalled();
  });
});
