/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  createPayment,
  getPaymentStatus,
  getProductV2,
  updateLead,
} from '@/checkout/api/checkoutApi';
import type { PaymentResponse, PaymentStatusResponse } from '@/checkout/api/types';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { PaymentProps } from '@/schemas/generated/types';
import {
  paymentResponseFixture,
  productPlansFixture,
} from '../../checkout/payment/productPlansFixture';
import { fixturePage } from '../fixturePage';
import { flowWithPix, mozambiquePaymentPage, renderPaymentStep } from './paymentPageFixture';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    replace: jest.fn(),
    back: jest.fn(),
    query: {},
    pathname: '/payment',
    asPath: '/payment',
  }),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({
  createPayment: jest.fn(),
  getPaymentStatus: jest.fn(),
  getProductV2: jest.fn(),
  updateLead: jest.fn(),
}));

const createPaymentMock = jest.mocked(createPayment);
const statusMock = jest.mocked(getPaymentStatus);

const desk: PaymentProps = {
  paymentMethods: [
    'credit-card',
    'pix',
    'credit-card-in-person',
    'pix-in-person',
    'cash',
    'cheque',
  ],
};

function deskPage(seller = 'ana.souza'): CheckoutPageProps {
  return fixturePage(
    { productFlow: flowWithPix('balcao'), seller, source: 'site', sellerName: 'Ana Souza' },
    'payment',
  );
}

const renderPayment = renderPaymentStep;

function mpesaPending(): PaymentResponse {
  return {
    ...paymentResponseFixture(null),
    paymentId: 'pay_mpesa',
    status: 'pending',
    mpesa: { phone: '+258 84 ••• 0001', expiresAt: '2030-01-01T00:01:00.000Z' },
  };
}

function status(value: PaymentStatusResponse['status']): PaymentStatusResponse {
  return { paymentId: 'pay_mpesa', status: value, method: 'm-pesa' };
}

async function fillMozambiqueAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Código postal'), '1100');
  await user.type(screen.getByLabelText('Endereço'), 'Av. Julius Nyerere, 123');
  await user.type(screen.getByLabelText('Número'), '1200');
  await user.type(screen.getByLabelText('Cidade'), 'Maputo');
  await user.type(screen.getByLabelText('Província'), 'Maputo Cidade');
}

jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  push.mockResolvedValue(true);
  jest.mocked(updateLead).mockResolvedValue({} as never);
  jest
    .mocked(getProductV2)
    .mockImplementation(async (code) =>
      code === 'WUPMZ' ? productPlansFixture('falamais-mz', 'WUPMZ') : productPlansFixture(),
    );
  const lead = { name: 'Maria da Silva', email: 'maria@exemplo.com', phone: '(11) 91234-5678' };
  writeSession('dataLead', { leadId: 'lead_1', ...lead });
  writeSession('dataForm', lead);
});

afterEach(() => jest.restoreAllMocks());

describe('PaymentTemplate in person', () => {
  it("should offer the step's in-person methods to an attendant, after the online ones", async () => {
    renderPayment(deskPage(), desk);
    const group = await screen.findByRole('group', { name: 'Forma de pagamento' });
    const titles = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(titles.map((title) => title.replace(/(\d+ dias grátis|Até|R\$).*$/, '').trim())).toEqual(
      ['Cartão de crédito', 'Pix', 'Cartão na maquininha', 'Pix no balcão', 'Dinheiro', 'Cheque'],
    );
  });

  it('should not offer them without an attendant (seller performance)', async () => {
    renderPayment(deskPage('performance'), desk);
    await screen.findByRole('button', { name: /Cartão de crédito/ });
    expect(screen.queryByRole('button', { name: /Dinheiro/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /maquininha/ })).not.toBeInTheDocument();
  });

  it.each([
    ['Dinheiro', 'cash', 'em dinheiro, no balcão'],
    ['Cheque', 'cheque', 'em cheque nominal à escola'],
    ['Pix no balcão', 'pix-in-person', 'com Pix, pelo QR Code do atendimento'],
    ['Cartão na maquininha', 'credit-card-in-person', 'na maquininha do atendimento'],
  ] as const)(
    'should pay %s with isPaymentInPerson and record a pending purchase',
    async (title, method, note) => {
      createPaymentMock.mockResolvedValue({ ...paymentResponseFixture(null), status: 'pending' });
      const { user } = renderPayment(deskPage(), desk);
      await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
      expect(await screen.findByText(new RegExp(note))).toBeInTheDocument();
      expect(screen.getByText(/fica pendente até o atendimento confirmar/)).toBeInTheDocument();
      expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
      await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

      await waitFor(() => expect(push).toHaveBeenCalled());
      const [body] = createPaymentMock.mock.calls[0]!;
      expect(body).toMatchObject({
        amount: 114000,
        type: method,
        isPaymentInPerson: true,
        paymentMethods: [{ type: method }],
        seller: 'ana.souza',
        source: 'site',
        planId: 'ms-anual',
      });
      expect(readSession('isPaymentInPerson')).toBe(true);
      expect(readSession('dataPurchase')).toMatchObject({
        method,
        pending: true,
        reference: 'pay_1',
      });
      expect(push.mock.calls[0]![0]).toMatch(/^\/success\?/);
    },
  );

  it('should not mark an online payment as in person', async () => {
    createPaymentMock.mockResolvedValue(paymentResponseFixture('pix'));
    const { user } = renderPayment(deskPage(), desk);
    await user.click(await screen.findByRole('button', { name: /^Pix R/ }));
    await user.type(screen.getByLabelText('CPF ou CNPJ para a nota fiscal'), '29537995593');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(createPaymentMock.mock.calls[0]![0]).not.toHaveProperty('isPaymentInPerson');
    expect(readSession('isPaymentInPerson')).toBe(false);
  });
});

describe('PaymentTemplate with M-Pesa', () => {
  it('should ask for a valid M-Pesa number, send it and wait for the phone, then go on', async () => {
    createPaymentMock.mockResolvedValue(mpesaPending());
    statusMock.mockResolvedValue(status('approved'));
    const { user } = renderPayment(mozambiquePaymentPage(), {
      paymentMethods: ['credit-card', 'm-pesa'],
    });
    await fillMozambiqueAddress(user);
    await user.click(screen.getByRole('button', { name: /^M-Pesa/ }));
    expect(screen.getByRole('button', { name: /^M-Pesa/ })).toHaveTextContent(
      '12 000,00 MT à vista',
    );
    const field = await screen.findByLabelText('Número M-Pesa');
    await user.type(field, '82 123 4567');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(
      screen.getByText('Insira um número M-Pesa válido: 84 ou 85 seguido de 7 dígitos.'),
    ).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(createPaymentMock).not.toHaveBeenCalled();

    statusMock.mockResolvedValueOnce(status('pending'));
    await user.clear(field);
    await user.type(field, '+258 84 000 0001');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

    expect(
      await screen.findByRole('heading', { name: 'Aguardando a confirmação no seu telemóvel' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/12 000,00 MT para \+258 84 ••• 0001/)).toBeInTheDocument();
    const [body] = createPaymentMock.mock.calls[0]!;
    expect(body).toMatchObject({
      amount: 1200000,
      type: 'm-pesa',
      planId: 'wupmz-anual',
      paymentMethods: [{ type: 'm-pesa', phone: '+258840000001' }],
    });
    expect(body).not.toHaveProperty('isPaymentInPerson');
    expect(push).not.toHaveBeenCalled();

    // The first poll says pending; the next (2 s later) approved.
    await waitFor(() => expect(push).toHaveBeenCalled(), { timeout: 5000 });
    expect(statusMock).toHaveBeenCalledWith('pay_mpesa');
    expect(readSession('dataPurchase')).toMatchObject({ method: 'm-pesa', amount: 1200000 });
  });

  it.each([
    [
      'declined',
      'O pagamento M-Pesa foi recusado no seu telemóvel. Confirme o saldo e o PIN e tente novamente.',
    ],
    [
      'expired',
      'Não recebemos a confirmação do M-Pesa a tempo. Verifique o seu telemóvel e tente novamente.',
    ],
  ] as const)(
    'should come back to the form with a clear message when the push is %s',
    async (outcome, message) => {
      createPaymentMock.mockResolvedValue(mpesaPending());
      statusMock.mockResolvedValue(status(outcome));
      const { user } = renderPayment(mozambiquePaymentPage(), { paymentMethods: ['m-pesa'] });
      await fillMozambiqueAddress(user);
      await user.type(await screen.findByLabelText('Número M-Pesa'), '85 123 4567');
      await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText('Número M-Pesa')).toHaveValue('85 123 4567');
      expect(createPaymentMock.mock.calls[0]![0].paymentMethods).toEqual([
        { type: 'm-pesa', phone: '+258851234567' },
      ]);
      expect(push).not.toHaveBeenCalled();
      expect(readSession('dataPurchase')).toBeUndefined();
    },
  );
});
