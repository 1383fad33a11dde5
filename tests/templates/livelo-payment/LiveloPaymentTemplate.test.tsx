/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';

import { getProductV2 } from '@/checkout/api/checkoutApi';
import { redeemLivelo } from '@/checkout/livelo/liveloApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import { LiveloPaymentTemplate } from '@/templates/livelo-payment/LiveloPaymentTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { apiError, renderLiveloStep, storedLivelo } from '../liveloFixture';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/', asPath: '/' }),
}));
jest.mock('@/checkout/livelo/liveloApi', () => ({ redeemLivelo: jest.fn() }));
jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV2: jest.fn() }));
const redeemMock = jest.mocked(redeemLivelo);
const productMock = jest.mocked(getProductV2);

const paid = {
  paymentId: 'lvp_1',
  token: 'tok_1',
  type: 'points' as const,
  amountPoints: 57000,
  amountCash: 0,
  balanceAfter: 43000,
};

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  productMock.mockResolvedValue(productPlansFixture('falamais', 'WUP'));
});

describe('LiveloPaymentTemplate', () => {
  it('should pay points only without a card and go to success with the token', async () => {
    writeSession('dataLivelo', storedLivelo({ type: 'points', authorization: 'lva_1' }));
    redeemMock.mockResolvedValue(paid);
    const { user } = renderLiveloStep(LiveloPaymentTemplate, {}, 'livelo-payment');
    expect(screen.getByText('57.000 pontos')).toBeInTheDocument();
    expect(screen.getByText('Saldo após o pagamento: 43.000 pontos')).toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/success\?.*token=tok_1/)),
    );
    expect(redeemMock).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'points', authorization: 'lva_1', planId: 'wup-anual' }),
      undefined,
      // The purchase it pays is the lead's main order; this buyer has no lead in session.
      undefined,
    );
    expect(readSession('dataLivelo')?.authorization).toBeUndefined();
    // The redemption is the purchase the success step confirms (it said 'Não encontramos um
    // pagamento seu' before, inviting a second purchase).
    expect(readSession('dataPurchase')).toMatchObject({
      reference: 'lvp_1',
      method: 'livelo',
      paid: true,
      planId: 'wup-anual',
      livelo: { type: 'points', amountPoints: 57000, amountCash: 0 },
    });
  });

  it('should name the plan the points paid for on the receipt', async () => {
    writeSession('dataLivelo', storedLivelo({ type: 'points', authorization: 'lva_1' }));
    redeemMock.mockResolvedValue(paid);
    const { user } = renderLiveloStep(LiveloPaymentTemplate, {}, 'livelo-payment');
    const plan = productPlansFixture('falamais', 'WUP').plans.find((p) => p.id === 'wup-anual');
    // The plan is named on the confirmation too, once the product's plans are in.
    expect(await screen.findByText(plan!.name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(readSession('dataPurchase')).toMatchObject({
      planId: 'wup-anual',
      planName: plan!.name,
    });
  });

  it('should keep the brand the buyer picked by hand while the number is typed, as the payment step does', async () => {
    writeSession('dataLivelo', storedLivelo({ type: 'mixed', authorization: 'lva_1' }));
    const { user } = renderLiveloStep(LiveloPaymentTemplate, {}, 'livelo-payment');
    const number = screen.getByLabelText('Número do cartão');
    await user.type(number, '411111');
    expect(screen.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Mastercard' }));
    await user.type(number, '1111111111');
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('Revise a bandeira do cartão.')).toBeInTheDocument();
    expect(redeemMock).not.toHaveBeenCalled();
  });

  it('should take the card for the cash part of mixed, with the card rules of spec §5', async () => {
    writeSession('dataLivelo', storedLivelo({ type: 'mixed', authorization: 'lva_1' }));
    redeemMock.mockResolvedValue({ ...paid, type: 'mixed' });
    const { user } = renderLiveloStep(
      LiveloPaymentTemplate,
      { buttonLabel: 'Pagar' },
      'livelo-payment',
    );
    expect(screen.getByText('28.500 pontos + R$570,00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Revise o número do cartão.')).toBeInTheDocument();
    expect(redeemMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nome impresso no cartão'), 'Maria Souza');
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '1230');
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(redeemMock).toHaveBeenCalled());
    expect(redeemMock.mock.calls[0]?.[0]).toMatchObject({
      type: 'mixed',
      card: { number: '4111111111111111', brand: 'visa', expiry: '12/30', cvv: '123' },
    });
  });

  it('should show the payment message of spec §8 for a declined card', async () => {
    writeSession('dataLivelo', storedLivelo({ type: 'cash', authorization: 'lva_1' }));
    redeemMock.mockRejectedValue(apiError(402, 'card_declined'));
    const { user } = renderLiveloStep(LiveloPaymentTemplate, {}, 'livelo-payment');
    await user.type(screen.getByLabelText('Nome impresso no cartão'), 'Maria Souza');
    await user.type(screen.getByLabelText('Número do cartão'), '4000000000000002');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '1230');
    await user.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(
      await screen.findByText('Não conseguimos processar a transação. Faça uma nova tentativa.'),
    ).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('should go to the error step when the points no longer cover the price', async () => {
    writeSession('dataLivelo', storedLivelo({ type: 'points', authorization: 'lva_1' }));
    redeemMock.mockRejectedValue(apiError(402, 'livelo_insufficient_points'));
    const { user } = renderLiveloStep(LiveloPaymentTemplate, {}, 'livelo-payment');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/liveloError=insufficient-points/)),
    );
  });
});
