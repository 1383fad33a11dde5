/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ApiError } from '@/checkout/api/ApiError';
import { createPayment, getProductV2, updateLead } from '@/checkout/api/checkoutApi';
import type { PaymentAttemptKeys } from '@/checkout/api/checkoutApi';
import { purchaseIdFor } from '@/lib/payment/purchase';

/** The Idempotency-Key of an attempt, whether sent alone or with its purchase. */
function keyOf(attempt: PaymentAttemptKeys): string {
  return typeof attempt === 'string' ? attempt : attempt.idempotencyKey;
}
import type { PaymentRequest, PaymentResponse } from '@/checkout/api/types';
import { whenLogsWritten } from '@/platform/logger';
import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { PaymentProps } from '@/schemas/generated/types';
import {
  paymentResponseFixture,
  productPlansFixture,
} from '../../checkout/payment/productPlansFixture';
import { fixtureBrand, fixturePage } from '../fixturePage';
import { flowWithPix, mozambiquePaymentPage, renderPaymentStep } from './paymentPageFixture';

const push = jest.fn<Promise<boolean>, [string]>();
const replace = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    replace,
    back: jest.fn(),
    query: {},
    pathname: '/payment',
    asPath: '/payment',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  getProductV2: jest.fn(),
  updateLead: jest.fn(),
}));

const createPaymentMock = jest.mocked(createPayment);
const getProductMock = jest.mocked(getProductV2);
const updateLeadMock = jest.mocked(updateLead);

const FAILED = 'Não conseguimos processar a transação. Faça uma nova tentativa.';
const CONFIRMING = /^Estamos confirmando o seu pagamento…/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const year = (new Date().getFullYear() + 2) % 100;
const EXPIRY = `12/${String(year).padStart(2, '0')}`;
const CARD = '4111111111111111';
const CVV = '737';

function paymentPage(overrides: Partial<CheckoutPageProps> = {}): CheckoutPageProps {
  return fixturePage({ productFlow: flowWithPix(), ...overrides }, 'payment');
}

function renderPayment(page: CheckoutPageProps = paymentPage(), props: PaymentProps = {}) {
  return renderPaymentStep(page, props);
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = CARD) {
  await user.type(await screen.findByLabelText('Nome impresso no cartão'), 'Maria da Silva');
  await user.type(screen.getByLabelText('Número do cartão'), number);
  await user.type(screen.getByLabelText('Validade (MM/AA)'), EXPIRY.replace('/', ''));
  await user.type(screen.getByLabelText('Código de segurança (CVV)'), CVV);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function declined(): ApiError {
  return new ApiError({
    kind: 'client',
    status: 402,
    body: { error: { code: 'card_declined', message: 'The card was declined.' } },
    method: 'POST',
    url: '/api/v2/payment',
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  // A declined card is logged as a warning; keep the test output quiet.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  localStorage.clear();
  push.mockResolvedValue(true);
  replace.mockResolvedValue(true);
  getProductMock.mockImplementation(async (code) =>
    code === 'WUPMZ' ? productPlansFixture('falamais-mz', 'WUPMZ') : productPlansFixture(),
  );
  writeSession('dataLead', {
    leadId: 'lead_1',
    name: 'Maria da Silva',
    email: 'maria@exemplo.com',
    phone: '(11) 91234-5678',
  });
  writeSession('dataForm', {
    name: 'Maria da Silva',
    email: 'maria@exemplo.com',
    phone: '(11) 91234-5678',
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('PaymentTemplate', () => {
  it('should show the plan, the step number, the methods the plan offers and Confirmar pagamento', async () => {
    renderPayment(paymentPage(), {
      paymentMethods: ['credit-card', 'pix', 'bankslip'],
      installments: { max: 12 },
    });

    expect(await screen.findByRole('heading', { name: 'Plano Anual' })).toBeInTheDocument();
    // lead → payment → pix → success: the longest journey has four steps, the Pix step's too.
    expect(screen.getByText('Passo 2 de 4')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Resumo da compra' });
    expect(within(summary).getByText('12x de R$95,00')).toBeInTheDocument();
    expect(within(summary).getByText('ou R$1.140,00 à vista')).toBeInTheDocument();
    expect(getProductMock).toHaveBeenCalledWith(
      'MS',
      expect.objectContaining({ business: 'medcof' }),
    );

    const card = screen.getByRole('button', { name: /Cartão de crédito/ });
    const pix = screen.getByRole('button', { name: /Pix/ });
    const boleto = screen.getByRole('button', { name: /Boleto/ });
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(pix).toHaveAttribute('aria-expanded', 'false');
    expect(boleto).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Confirmar pagamento' })).toBeEnabled();

    const installments = screen.getByLabelText('Parcelas');
    expect(installments).toHaveValue('12');
    expect(
      within(installments)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('3x de R$380,00');

    expect(screen.getByLabelText('Número do cartão')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Número do cartão')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Número do cartão')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveAttribute(
      'autocomplete',
      'cc-name',
    );
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Código de segurança (CVV)')).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    );
    expect(screen.getByLabelText('CPF ou CNPJ para a nota fiscal')).toBeInTheDocument();
  });

  it('should expand and collapse a payment-method card', async () => {
    const { user } = renderPayment();
    const pix = await screen.findByRole('button', { name: /Pix/ });
    await user.click(pix);
    expect(pix).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Cartão de crédito/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.getElementById(pix.getAttribute('aria-controls') ?? '')).toBeVisible();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    await user.click(pix);
    expect(pix).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(pix.getAttribute('aria-controls') ?? '')).not.toBeVisible();
  });

  it('should not offer Pix when the flow has no Pix step to show the code', async () => {
    renderPayment(fixturePage({}, 'payment'));
    expect(await screen.findByRole('button', { name: /Boleto/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pix/ })).not.toBeInTheDocument();
  });

  it('should not offer Pix while the pix-enabled feature flag is off for the brand', async () => {
    renderPayment(paymentPage({ flags: { 'pix-enabled': false, 'referrer-list': null } }));
    expect(await screen.findByRole('button', { name: /Boleto/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pix/ })).not.toBeInTheDocument();
  });

  it('should leave out the tax-invoice document when the brand does not send it', async () => {
    renderPayment(paymentPage({ brand: { ...fixtureBrand(), sendsTaxInvoiceDocument: false } }));
    await screen.findByLabelText('Número do cartão');
    expect(screen.queryByLabelText(/para a nota fiscal/)).not.toBeInTheDocument();
  });

  it('should preselect elo for 6362970000457013 and format the number 4-4-4-4', async () => {
    const { user } = renderPayment();
    await user.type(await screen.findByLabelText('Número do cartão'), '6362970000457013');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('6362 9700 0045 7013');
    expect(screen.getByRole('radio', { name: 'Elo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mastercard' })).not.toBeChecked();
  });

  it('should move from Visa to Elo once an Elo range inside the Visa range is typed', async () => {
    const { user } = renderPayment();
    const number = await screen.findByLabelText('Número do cartão');
    await user.type(number, '4011');
    expect(screen.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await user.type(number, '78');
    expect(screen.getByRole('radio', { name: 'Elo' })).toBeChecked();
  });

  it('should keep a brand chosen by hand and format an Amex number 4-6-5 with a 4-digit CVV', async () => {
    const { user } = renderPayment();
    const number = await screen.findByLabelText('Número do cartão');
    await user.type(number, '4111');
    expect(screen.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Diners' }));
    await user.type(number, '11');
    expect(screen.getByRole('radio', { name: 'Diners' })).toBeChecked();

    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByRole('radio', { name: 'Amex' })).toBeChecked();
    expect(screen.getByLabelText('Código de segurança (CVV)')).toHaveAttribute('maxlength', '4');
  });

  it("should ask to review a brand chosen by hand that is not the number's (CARD_COMPANY)", async () => {
    const { user } = renderPayment();
    const number = await screen.findByLabelText('Número do cartão');
    await user.type(number, '4111111111111111');
    expect(screen.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Mastercard' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    expect(
      screen.getByRole('radiogroup', { name: 'Bandeira do cartão' }),
    ).toHaveAccessibleDescription('Revise a bandeira do cartão.');
    expect(screen.queryByText('Selecione a bandeira do cartão')).not.toBeInTheDocument();
    expect(createPaymentMock).not.toHaveBeenCalled();

    // Choosing the number's brand clears it.
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    expect(screen.queryByText('Revise a bandeira do cartão.')).not.toBeInTheDocument();
  });

  it('should show the spec messages on submit and focus the first invalid field', async () => {
    const { user } = renderPayment();
    await screen.findByLabelText('Número do cartão');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    expect(screen.getByText('Selecione a bandeira do cartão')).toBeInTheDocument();
    expect(screen.getByText('Preencha com nome e sobrenome.')).toBeInTheDocument();
    expect(screen.getByText('Revise o número do cartão.')).toBeInTheDocument();
    expect(screen.getByText('Revise a data de validade.')).toBeInTheDocument();
    expect(screen.getByText('Revise o código de segurança.')).toBeInTheDocument();
    expect(screen.getByText('Revise este campo.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Bandeira do cartão' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Amex' })).toHaveFocus();
    const number = screen.getByLabelText('Número do cartão');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Revise o número do cartão.');
    expect(createPaymentMock).not.toHaveBeenCalled();
  });

  it('should not show errors before a field is touched', async () => {
    const { user } = renderPayment();
    await user.type(await screen.findByLabelText('Número do cartão'), '4111');
    expect(screen.queryByText('Revise o número do cartão.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Revise o número do cartão.')).toBeInTheDocument();
  });

  it('should send the card payment with one Idempotency-Key and go to the next step with the token', async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture(null));
    const { user } = renderPayment(paymentPage(), { installments: { max: 12 } });
    await user.selectOptions(await screen.findByLabelText('Parcelas'), '3');
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    expect(screen.getByLabelText('CPF ou CNPJ para a nota fiscal')).toHaveValue('295.379.955-93');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/success?product=MS&token=tok_123&flowId=default'),
    );
    // The tax-invoice document goes onto the lead too (spec §7 PATCH body), before paying.
    expect(updateLeadMock).toHaveBeenCalledWith('lead_1', { document: '29537995593' });
    expect(createPaymentMock).toHaveBeenCalledTimes(1);
    const [body, attempt] = createPaymentMock.mock.calls[0]!;
    // One key for the attempt, and the purchase it pays: the main order of this lead.
    expect(attempt).toEqual({
      idempotencyKey: expect.stringMatching(UUID),
      purchaseId: purchaseIdFor({ kind: 'main', productCode: 'MS', leadId: 'lead_1' }),
    });
    expect(body).toEqual<PaymentRequest>({
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
      // A new buyer's card starts ms-anual's 7 days free: nothing is charged now.
      amount: 0,
      business: 'medcof',
      document: '29537995593',
      operation: 'direct',
      type: 'credit-card',
      paymentMethods: [
        {
          type: 'credit-card',
          installments: 3,
          card: {
            number: CARD,
            holderName: 'Maria Da Silva',
            expiry: EXPIRY,
            cvv: CVV,
            brand: 'visa',
          },
        },
      ],
      sfLeadId: 'lead_1',
      plan: 'MS-ANUAL',
      planType: 'yearly',
      productCode: 'MS',
      seller: 'performance',
      source: 'direto',
      planId: 'ms-anual',
    });
  });

  it('should send one payment on a double click and disable the button while paying', async () => {
    const answer = deferred<PaymentResponse>();
    createPaymentMock.mockReturnValue(answer.promise);
    const { user } = renderPayment();
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    const button = screen.getByRole('button', { name: 'Confirmar pagamento' });
    await user.dblClick(button);
    await user.click(button);

    await waitFor(() => expect(createPaymentMock).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(async () => answer.resolve(paymentResponseFixture(null)));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(createPaymentMock).toHaveBeenCalledTimes(1);
  });

  it('should announce a declined payment, focus the message, clear the CVV without blaming it and use a new key next time', async () => {
    createPaymentMock.mockRejectedValueOnce(declined());
    const { user } = renderPayment();
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('Maria da Silva');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveValue(EXPIRY);
    expect(screen.getByLabelText('CPF ou CNPJ para a nota fiscal')).toHaveValue('295.379.955-93');
    expect(screen.getByRole('radio', { name: 'Visa' })).toBeChecked();
    const cvv = screen.getByLabelText('Código de segurança (CVV)');
    expect(cvv).toHaveValue('');
    // A decline is not the CVV's fault: it is cleared, as is usual, but not marked nor focused.
    expect(cvv).not.toHaveFocus();
    expect(cvv).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Revise o código de segurança.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirmar pagamento' })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();

    createPaymentMock.mockResolvedValueOnce(paymentResponseFixture(null));
    await user.type(cvv, CVV);
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(createPaymentMock).toHaveBeenCalledTimes(2));
    const firstKey = keyOf(createPaymentMock.mock.calls[0]![1]);
    const secondKey = keyOf(createPaymentMock.mock.calls[1]![1]);
    expect(secondKey).toMatch(UUID);
    expect(secondKey).not.toBe(firstKey);
  }, 20_000);

  it('should say there were too many attempts when the card-testing limit refuses the payment, and not ask again', async () => {
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
    const { user } = renderPayment();
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.queryByText(CONFIRMING)).not.toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar pagamento' })).toBeEnabled();
    // Definitive: no confirmation loop re-sends the refused attempt.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(createPaymentMock).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  }, 20_000);

  it.each([
    [
      'a server error',
      new ApiError({
        kind: 'server',
        status: 502,
        body: {},
        method: 'POST',
        url: '/api/v2/payment',
      }),
    ],
    [
      'a time-out',
      new ApiError({
        kind: 'timeout',
        status: undefined,
        body: undefined,
        method: 'POST',
        url: '/api/v2/payment',
      }),
    ],
    [
      'a network failure',
      new ApiError({
        kind: 'network',
        status: undefined,
        body: undefined,
        method: 'POST',
        url: '/api/v2/payment',
      }),
    ],
  ])(
    'should confirm the payment after %s instead of offering a new attempt, and show the message once it is known to have failed',
    async (_what, error) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const check = deferred<PaymentResponse>();
      createPaymentMock.mockRejectedValueOnce(error);
      createPaymentMock.mockReturnValueOnce(check.promise);
      const { user } = renderPayment();
      await fillCard(user);
      await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
      await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

      // No definitive answer: the buyer is told it is being confirmed, and cannot pay again.
      const confirming = await screen.findByText(CONFIRMING);
      expect(confirming.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
      expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Confirmar pagamento' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(CONFIRMING);
      expect(screen.getByLabelText('Código de segurança (CVV)')).toHaveValue(CVV);

      // The outcome is asked for with the very same payment and key.
      await waitFor(() => expect(createPaymentMock).toHaveBeenCalledTimes(2), { timeout: 3000 });
      const [[firstBody, firstKey], [secondBody, secondKey]] = createPaymentMock.mock.calls as [
        [PaymentRequest, PaymentAttemptKeys],
        [PaymentRequest, PaymentAttemptKeys],
      ];
      expect(keyOf(secondKey)).toBe(keyOf(firstKey));
      expect(secondBody).toEqual(firstBody);

      await act(async () => check.reject(declined()));
      expect(await screen.findByText(FAILED)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
      expect(screen.queryByText(CONFIRMING)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Código de segurança (CVV)')).toHaveValue('');
      expect(button).toBeEnabled();
      expect(push).not.toHaveBeenCalled();
      jest.restoreAllMocks();
    },
    10_000,
  );

  it('should go on as after any approval when the confirmation finds the timed-out payment approved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createPaymentMock.mockRejectedValueOnce(
      new ApiError({
        kind: 'timeout',
        status: undefined,
        body: undefined,
        method: 'POST',
        url: '/api/v2/payment',
      }),
    );
    createPaymentMock.mockResolvedValueOnce(paymentResponseFixture(null));
    const { user } = renderPayment();
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await screen.findByText(CONFIRMING);

    await waitFor(
      () => expect(push).toHaveBeenCalledWith('/success?product=MS&token=tok_123&flowId=default'),
      { timeout: 3000 },
    );
    expect(createPaymentMock).toHaveBeenCalledTimes(2);
    expect(keyOf(createPaymentMock.mock.calls[1]![1])).toBe(
      keyOf(createPaymentMock.mock.calls[0]![1]),
    );
    expect(readSession('dataPurchase')).toMatchObject({ leadId: 'lead_1', reference: 'pay_1' });
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    jest.restoreAllMocks();
  }, 10_000);

  it('should never write card data to storage, the console or error reports during a payment', async () => {
    const events: LogEvent[] = [];
    const unregisterReports = registerLogSink({
      kind: 'error-reporting',
      send: (e) => events.push(e),
    });
    const unregisterPerf = registerLogSink({ kind: 'performance', send: (e) => events.push(e) });
    const consoleCalls: unknown[][] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleCalls.push(args);
      });
    }
    const setItem = jest.spyOn(Storage.prototype, 'setItem');

    createPaymentMock.mockRejectedValueOnce(declined());
    createPaymentMock.mockRejectedValueOnce(
      new ApiError({
        kind: 'server',
        status: 502,
        body: {},
        method: 'POST',
        url: '/api/v2/payment',
      }),
    );
    createPaymentMock.mockResolvedValueOnce(paymentResponseFixture(null));
    const { user } = renderPayment();
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    // Declined; then another try answered 502 (no definitive answer), confirmed approved.
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await screen.findByText(FAILED);
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), CVV);
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(
      () => expect(push).toHaveBeenCalledWith('/success?product=MS&token=tok_123&flowId=default'),
      { timeout: 3000 },
    );
    expect(createPaymentMock).toHaveBeenCalledTimes(3);
    // Every event logged so far is on the console and in the sinks before they are read.
    await whenLogsWritten();

    const secrets = [CARD, '4111 1111 1111 1111', EXPIRY, '1111'];
    const stored = [
      ...Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? ''),
      ...Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ''),
      ...setItem.mock.calls.map((call) => call.join(' ')),
    ].join('\n');
    const printed = JSON.stringify(
      consoleCalls.map((args) =>
        args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : arg)),
      ),
    );
    const reported = JSON.stringify(
      events.map((e) => ({
        ...e,
        error: e.error instanceof Error ? `${e.error.message} ${JSON.stringify(e.error)}` : e.error,
      })),
    );
    expect(events.length).toBeGreaterThan(0);
    // The card on file (for the upsell) keeps the payment profile, the brand and the last four
    // digits, by design; nothing else of the card may be stored, not even those digits.
    expect(readSession('dataPurchase')?.cardOnFile).toEqual({
      paymentProfileId: 'pp_1',
      brand: 'visa',
      last4: '1111',
    });
    const storedElsewhere = stored.split('"last4":"1111"').join('"last4":"····"');
    for (const secret of secrets) {
      expect(storedElsewhere).not.toContain(secret);
      expect(printed).not.toContain(secret);
      expect(reported).not.toContain(secret);
    }
    expect(stored).not.toMatch(/"cvv"|737/);
    expect(reported).not.toMatch(/737/);
    expect(push.mock.calls.join(' ')).not.toContain(CARD);
    unregisterReports();
    unregisterPerf();
    jest.restoreAllMocks();
  });

  it('should store dataPix without card data and go to the flow pix step when paying with Pix', async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture('pix'));
    const { user } = renderPayment(paymentPage());
    // Card data typed first, then the buyer switches to Pix: none of it may travel.
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /Pix/ }));
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/pix?product=MS&flowId=default'));
    const [body] = createPaymentMock.mock.calls[0]!;
    expect(body.paymentMethods).toEqual([{ type: 'pix' }]);
    expect(body.amount).toBe(114000);
    expect(JSON.stringify(body)).not.toContain(CARD);
    expect(readSession('dataPix')).toEqual({
      paymentId: 'pay_1',
      brCode: '00020126580014br.gov.bcb.pix0136sandbox6304ABCD',
      expiresAt: '2030-01-01T00:30:00.000Z',
      amount: 114000,
      token: 'tok_123',
    });
  });

  it('should store the issued boleto and go to the next step without its URL in the query', async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture('bankslip'));
    const { user } = renderPayment(paymentPage(), { paymentMethods: ['bankslip'] });
    expect(await screen.findByRole('button', { name: /Boleto/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByRole('button', { name: /Cartão de crédito/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    // The journey's flow in the URL, never a route that would pick the bankslip flow instead.
    await waitFor(() => expect(push).toHaveBeenCalledWith('/success?product=MS&flowId=default'));
    expect(readSession('dataPurchase')).toMatchObject({ method: 'bankslip', paid: false });
    expect(JSON.parse(window.sessionStorage.getItem('dataBoleto') ?? 'null')).toMatchObject({
      paymentId: 'pay_1',
      url: 'http://localhost/api/v1/boleto/pay_1',
    });
    expect(createPaymentMock.mock.calls[0]![0].paymentMethods).toEqual([{ type: 'bankslip' }]);
  });

  it('should use the plan of the oferta query parameter', async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture(null));
    renderPayment(paymentPage({ query: { product: 'MS', oferta: 'ms-mensal' } }));
    expect(await screen.findByRole('heading', { name: 'Plano Mensal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Boleto/ })).not.toBeInTheDocument();
  });

  it('should let a Mozambican buyer pay: 4-digit postal code, street with abbreviations, flow step count, no Elo', async () => {
    updateLeadMock.mockResolvedValue({} as never);
    createPaymentMock.mockResolvedValue(paymentResponseFixture(null));
    const { user } = renderPayment(mozambiquePaymentPage());

    expect(await screen.findByRole('group', { name: 'Endereço de cobrança' })).toBeInTheDocument();
    for (const label of [
      'Código postal',
      'Endereço',
      'Número',
      'Complemento (opcional)',
      'Cidade',
      'Província',
      'País',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Código postal')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText('País')).toHaveValue('Moçambique');
    expect(screen.getByRole('button', { name: /Cartão de crédito/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cartão de débito/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Boleto/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Parcelas')).not.toBeInTheDocument();
    // lead → payment → success: the buyer is on the second of three steps.
    expect(screen.queryByText(/Passo/)).toHaveTextContent('Passo 2 de 3');
    const brands = within(screen.getByRole('radiogroup', { name: 'Bandeira do cartão' }));
    expect(brands.getByRole('radio', { name: 'Visa' })).toBeInTheDocument();
    expect(brands.queryByRole('radio', { name: 'Elo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Código postal')).toHaveAttribute('placeholder', '0000');
    expect(
      within(screen.getByRole('region', { name: 'Resumo da compra' })).getByText(
        /^12\s000,00\sMT$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/nota fiscal/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(screen.getByText('Insira um código postal válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Código postal')).toHaveFocus();

    await user.type(screen.getByLabelText('Código postal'), '11005');
    expect(screen.getByLabelText('Código postal')).toHaveValue('1100');
    await user.type(screen.getByLabelText('Endereço'), 'Av. Julius Nyerere, 123');
    await user.type(screen.getByLabelText('Número'), '1200');
    await user.type(screen.getByLabelText('Complemento (opcional)'), 'R/C - apto. 3');
    await user.type(screen.getByLabelText('Cidade'), 'Maputo');
    await user.type(screen.getByLabelText('Província'), 'Maputo Cidade');
    await user.click(screen.getByRole('button', { name: /Cartão de débito/ }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    await waitFor(() => expect(createPaymentMock).toHaveBeenCalledTimes(1));
    expect(updateLeadMock).toHaveBeenCalledWith('lead_1', {
      address: {
        postalCode: '1100',
        street: 'Av. Julius Nyerere, 123',
        number: '1200',
        complement: 'R/C - apto. 3',
        city: 'Maputo',
        state: 'Maputo Cidade',
        country: 'Moçambique',
      },
    });
    const [body] = createPaymentMock.mock.calls[0]!;
    expect(body).toMatchObject({
      amount: 1200000,
      planId: 'wupmz-anual',
      productCode: 'WUPMZ',
      business: 'wiseup-online',
    });
    expect(body.paymentMethods).toEqual([
      expect.objectContaining({ type: 'credit-card', installments: 1 }),
    ]);
    expect(body).not.toHaveProperty('document');
  }, 20_000);

  it('should show the Brazilian address form with the 27 states when the product asks for it', async () => {
    updateLeadMock.mockResolvedValue({} as never);
    createPaymentMock.mockResolvedValue(paymentResponseFixture(null));
    const { user } = renderPayment(paymentPage({ hasAddressForm: true }));
    const state = await screen.findByLabelText('Estado');
    expect(within(state).getAllByRole('option')).toHaveLength(28);
    expect(screen.getByLabelText('CEP')).toBeInTheDocument();
    expect(screen.getByLabelText('Bairro')).toBeInTheDocument();

    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    await user.type(screen.getByLabelText('Endereço'), 'R. 7 de Setembro, 45 - apto 3');
    await user.type(screen.getByLabelText('Número'), '45');
    await user.type(screen.getByLabelText('Bairro'), 'Bela Vista');
    await user.type(screen.getByLabelText('Cidade'), 'São Paulo');
    await user.selectOptions(state, 'SP');
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    // Address and tax-invoice document on the lead, in one PATCH before paying.
    expect(updateLeadMock).toHaveBeenCalledTimes(1);
    expect(updateLeadMock).toHaveBeenCalledWith('lead_1', {
      address: expect.objectContaining({
        street: 'R. 7 de Setembro, 45 - apto 3',
        neighbourhood: 'Bela Vista',
        state: 'SP',
        country: 'Brasil',
      }),
      document: '29537995593',
    });
    expect(updateLeadMock.mock.invocationCallOrder[0]).toBeLessThan(
      createPaymentMock.mock.invocationCallOrder[0]!,
    );
  }, 20_000);

  it('should show the receipt instead of the form once the purchase is paid, and charge nothing again', async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture(null));
    window.sessionStorage.setItem(
      'dataPurchase',
      JSON.stringify({
        leadId: 'lead_1',
        reference: 'pay_paid',
        planId: 'ms-anual',
        planName: 'Plano Anual',
        amount: 114000,
        currency: 'R$',
        method: 'credit-card',
        installments: 12,
        paid: true,
      }),
    );
    const { user } = renderPayment();
    expect(
      await screen.findByRole('heading', { name: 'Pagamento já confirmado' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pagamento' })).not.toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(receipt).getByText('pay_paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(push).toHaveBeenCalledWith('/success?product=MS&flowId=default');
    expect(createPaymentMock).not.toHaveBeenCalled();
  });

  it('should record what the buyer bought for the success step, without card data', async () => {
    createPaymentMock.mockResolvedValueOnce(paymentResponseFixture(null));
    const { user } = renderPayment();
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(readSession('dataPurchase')).toMatchObject({
      leadId: 'lead_1',
      planName: 'Plano Anual',
      method: 'credit-card',
      installments: 12,
    });
    expect(JSON.stringify(readSession('dataPurchase'))).not.toMatch(/4111|737/);
  }, 20_000);

  it('should show the general message and a retry button when the plans cannot load', async () => {
    getProductMock.mockRejectedValue(
      new ApiError({
        kind: 'server',
        status: 500,
        body: {},
        method: 'GET',
        url: '/api/v2/product/MS',
      }),
    );
    renderPayment();
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('PaymentTemplate after a multi-profile or order-bump step', () => {
  it('should show and charge the plan chosen on the multi-profile step, then forget the choice', async () => {
    writeSession('PURCHASED_PROFILES_AMOUNT', 2);
    writeSession('PURCHASED_PLAN', 'ms-mensal');
    createPaymentMock.mockResolvedValue(paymentResponseFixture(null));
    const { user } = renderPayment();
    expect(await screen.findByRole('heading', { name: 'Plano Mensal' })).toBeInTheDocument();
    await fillCard(user);
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(createPaymentMock).toHaveBeenCalledTimes(1));
    // ms-mensal starts 7 days free by card: nothing now.
    expect(createPaymentMock.mock.calls[0]![0]).toMatchObject({
      planId: 'ms-mensal',
      amount: 0,
    });
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(readSession('PURCHASED_PLAN')).toBeUndefined();
    expect(readSession('PURCHASED_PROFILES_AMOUNT')).toBeUndefined();
  });

  it('should list the chosen add-ons, show the order total and charge it in one Pix', async () => {
    writeSession('ORDER_BUMPS', [
      { id: 'banco-questoes', planId: 'ms-banco-questoes', title: 'Banco de questões comentadas' },
      { id: 'mentoria', planId: 'ms-mentoria', title: 'Mentoria em grupo' },
    ]);
    createPaymentMock.mockResolvedValue(paymentResponseFixture('pix'));
    const { user } = renderPayment();
    const summary = await screen.findByRole('region', { name: 'Resumo da compra' });
    expect(within(summary).getByRole('heading', { name: 'Seu pedido' })).toBeInTheDocument();
    expect(within(summary).getByText('Plano Anual')).toBeInTheDocument();
    expect(within(summary).getByText('Banco de questões comentadas')).toBeInTheDocument();
    expect(within(summary).getByText('R$197,00')).toBeInTheDocument();
    // R$1.140,00 + R$97,00 + R$197,00 = R$1.434,00, in 12x of R$119,50.
    expect(within(summary).getByText('12x de R$119,50')).toBeInTheDocument();
    expect(within(summary).getByText('ou R$1.434,00 à vista')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Pix/ }));
    expect(screen.getByText(/Pague R\$1\.434,00 à vista com Pix/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/pix?product=MS&flowId=default'));
    expect(createPaymentMock.mock.calls[0]![0]).toMatchObject({
      planId: 'ms-anual',
      amount: 143400,
      paymentMethods: [{ type: 'pix' }],
      orderBumps: [
        { planId: 'ms-banco-questoes', amount: 9700 },
        { planId: 'ms-mentoria', amount: 19700 },
      ],
    });
    expect(readSession('dataPix')?.amount).toBe(143400);
    // The purchase keeps what it paid for, add-ons priced as the payment sent them: the receipt.
    expect(readSession('dataPurchase')).toMatchObject({
      productName: 'Revalida Medicina',
      planName: 'Plano Anual',
      amount: 143400,
      addOns: [
        { planId: 'ms-banco-questoes', name: 'Banco de questões comentadas', amount: 9700 },
        { planId: 'ms-mentoria', name: 'Mentoria em grupo', amount: 19700 },
      ],
    });
    expect(readSession('ORDER_BUMPS')).toBeUndefined();
  });

  it('should offer only the ways every add-on can be paid', async () => {
    writeSession('ORDER_BUMPS', [{ id: 'intensivo', planId: 'ms-intensivo', title: 'Intensivo' }]);
    renderPayment();
    expect(await screen.findByRole('button', { name: /Cartão de crédito/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pix/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Boleto/ })).not.toBeInTheDocument();
  });
});
