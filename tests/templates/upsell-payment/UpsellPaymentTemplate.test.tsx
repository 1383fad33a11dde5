/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { ApiError } from '@/checkout/api/ApiError';
import { createPayment, getProductV2 } from '@/checkout/api/checkoutApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { CheckoutPageProps, ResolvedFlow } from '@/checkout/checkoutPageProps';
import type { UpsellPaymentProps } from '@/schemas/generated/types';
import { UpsellPaymentTemplate } from '@/templates/upsell-payment/UpsellPaymentTemplate';
import {
  paymentResponseFixture,
  productPlansFixture,
} from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/payment/upsell',
    asPath: '/payment/upsell',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  getProductV2: jest.fn(),
  updateLead: jest.fn(),
}));

const createPaymentMock = jest.mocked(createPayment);
const getProductMock = jest.mocked(getProductV2);

const upsellFlow: ResolvedFlow = chainFlow('default', [
  'payment',
  'upsell-payment',
  'upsell-success',
]);

function upsellPage(): CheckoutPageProps {
  return fixturePage({ productFlow: upsellFlow, pathname: '/payment/upsell' }, 'upsell-payment');
}

function renderUpsell(props: UpsellPaymentProps) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const page = upsellPage();
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <UpsellPaymentTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user };
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  getProductMock.mockResolvedValue(productPlansFixture());
  writeSession('dataLead', {
    leadId: 'lead_1',
    name: 'Maria da Silva',
    email: 'maria@exemplo.com',
    phone: '(11) 91234-5678',
  });
});

describe('UpsellPaymentTemplate', () => {
  it("should charge the upsell's plan with the shared payment form and go to the next step", async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture(null));
    // The buyer has just bought the product: the backend marks its trial plans as used.
    const plans = productPlansFixture();
    getProductMock.mockResolvedValue({
      ...plans,
      plans: plans.plans.map((plan) => (plan.trialDays ? { ...plan, trialUsed: true } : plan)),
    });
    const { user } = renderUpsell({ planId: 'ms-mensal' });

    // The form, once the plans came (the heading is also the loading view's).
    expect(await screen.findByRole('heading', { name: 'Plano Mensal' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Pagamento de Revalida Intensivo' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Passo/)).not.toBeInTheDocument();

    const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    await user.type(screen.getByLabelText('Nome impresso no cartão'), 'Maria da Silva');
    await user.type(screen.getByLabelText('Número do cartão'), '5555555555554444');
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toBeChecked();
    await user.type(screen.getByLabelText('Validade (MM/AA)'), `01${year}`);
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/success/upsell?product=MS&token=tok_123&flowId=default'),
    );
    expect(createPaymentMock.mock.calls[0]![0]).toMatchObject({
      planId: 'ms-mensal',
      amount: 11900,
      paymentMethods: [expect.objectContaining({ type: 'credit-card', installments: 1 })],
    });
  }, 20_000);

  it('should use its own heading and product name when given', async () => {
    renderUpsell({
      planId: 'ms-mensal',
      productName: 'Simulados Extra',
      buttonLabel: 'Adicionar ao pedido',
    });
    expect(await screen.findByRole('button', { name: 'Adicionar ao pedido' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Pagamento de Simulados Extra' }),
    ).toBeInTheDocument();
  });

  it('should show the general message instead of charging another plan when its plan is missing', async () => {
    renderUpsell({ planId: 'no-such-plan' });
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pagamento' })).not.toBeInTheDocument();
  });

  describe('with the card of the main purchase on file', () => {
    beforeEach(() => {
      writeSession('dataPurchase', {
        leadId: 'lead_1',
        productCode: 'MS',
        reference: 'pay_main',
        planId: 'ms-anual',
        planName: 'Plano Anual',
        amount: 114000,
        currency: 'R$',
        method: 'credit-card',
        installments: 12,
        paid: true,
        cardOnFile: { paymentProfileId: 'pp_main', brand: 'visa', last4: '1111' },
      });
      // The buyer has just bought the product: the backend marks its trial plans as used.
      const plans = productPlansFixture();
      getProductMock.mockResolvedValue({
        ...plans,
        plans: plans.plans.map((plan) => (plan.trialDays ? { ...plan, trialUsed: true } : plan)),
      });
    });

    it('should offer to pay with that card first, asking for no card data', async () => {
      createPaymentMock.mockResolvedValue(paymentResponseFixture(null));
      const { user } = renderUpsell({ planId: 'ms-mensal' });

      const onFile = await screen.findByRole('button', { name: /^Cartão Visa final 1111/ });
      await waitFor(() => expect(onFile).toHaveAttribute('aria-expanded', 'true'));
      expect(
        screen.getByText(/Pague com o cartão Visa final 1111, o mesmo da sua compra/),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
      await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

      await waitFor(() => expect(push).toHaveBeenCalled());
      const body = createPaymentMock.mock.calls[0]![0];
      expect(body).toMatchObject({
        planId: 'ms-mensal',
        amount: 11900,
        sfLeadId: 'lead_1',
        paymentMethods: [
          { type: 'default-credit-card', installments: 1, paymentProfileId: 'pp_main' },
        ],
      });
      expect(JSON.stringify(body)).not.toContain('"card"');
      // The upsell is recorded as a card payment, apart from the main purchase, under its own
      // product (the brand's upsell), never the page's.
      expect(readSession('dataUpsell')).toMatchObject({
        productName: 'Revalida Intensivo',
        planId: 'ms-mensal',
        method: 'credit-card',
        paid: true,
      });
      expect(readSession('dataPurchase')).toMatchObject({ reference: 'pay_main' });
    });

    it('should say there were too many attempts when the card-testing limit refuses the card on file (429)', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      createPaymentMock.mockRejectedValueOnce(
        new ApiError({
          kind: 'client',
          status: 429,
          body: {
            error: {
              code: 'too_many_payment_attempts',
              message: 'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
            },
          },
          method: 'POST',
          url: '/api/v2/payment',
        }),
      );
      const { user } = renderUpsell({ planId: 'ms-mensal' });
      const onFile = await screen.findByRole('button', { name: /^Cartão Visa final 1111/ });
      await waitFor(() => expect(onFile).toHaveAttribute('aria-expanded', 'true'));
      await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
      await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
      );
      expect(screen.getByRole('alert')).toHaveFocus();
      expect(createPaymentMock).toHaveBeenCalledTimes(1);
      expect(push).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Confirmar pagamento' })).toBeEnabled();
    });

    it('should keep the card form as the alternative', async () => {
      const { user } = renderUpsell({ planId: 'ms-mensal' });
      await screen.findByRole('button', { name: /^Cartão Visa final 1111/ });
      await user.click(screen.getByRole('button', { name: /Cartão de crédito/ }));
      expect(await screen.findByLabelText('Número do cartão')).toBeInTheDocument();
    });

    it('should not offer it when the step takes no card', async () => {
      renderUpsell({ planId: 'ms-anual', paymentMethods: ['bankslip'] });
      await screen.findByRole('button', { name: /Boleto/ });
      expect(screen.queryByRole('button', { name: /cartão final 1111/ })).not.toBeInTheDocument();
    });
  });
});
