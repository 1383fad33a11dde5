/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { readSession, writeSession } from '@/checkout/sessionStore';
import { LiveloPaymentMethodTemplate } from '@/templates/livelo-payment-method/LiveloPaymentMethodTemplate';
import { renderLiveloStep, storedLivelo } from '../liveloFixture';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/', asPath: '/' }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
});

describe('LiveloPaymentMethodTemplate', () => {
  it('should show the balance and each option in the Livelo price display', () => {
    writeSession('dataLivelo', storedLivelo());
    renderLiveloStep(LiveloPaymentMethodTemplate, {}, 'livelo-payment-method');
    expect(screen.getByText('100.000 pontos')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Só pontos: 57.000 pontos' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Pontos + dinheiro: 28.500 pontos + R$570,00' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Só dinheiro (cartão): R$1.140,00' }),
    ).toBeInTheDocument();
  });

  it('should ask for a choice, then store it and go on', async () => {
    writeSession('dataLivelo', storedLivelo());
    const { user } = renderLiveloStep(
      LiveloPaymentMethodTemplate,
      { allowed: ['mixed', 'points'] },
      'livelo-payment-method',
    );
    expect(screen.queryByRole('radio', { name: /Só dinheiro/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Escolha como você quer pagar.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Pontos \+ dinheiro/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/livelo\/select-device\?/)),
    );
    expect(readSession('dataLivelo')?.type).toBe('mixed');
  });

  it('should list what the balance does not cover and send a buyer without enough points to the error step', async () => {
    const stored = storedLivelo();
    stored.account.balance = 1000;
    stored.account.options = stored.account.options.map((option) => ({
      ...option,
      available: option.amountPoints === 0,
    }));
    writeSession('dataLivelo', stored);
    const { user } = renderLiveloStep(LiveloPaymentMethodTemplate, {}, 'livelo-payment-method');
    expect(screen.getByText('Saldo insuficiente para:')).toBeInTheDocument();
    expect(screen.getByText('Só pontos: 57.000 pontos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver outras opções' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/liveloError=insufficient-points/)),
    );
  });

  it('should tell a buyer without the CPF step data to go back', () => {
    renderLiveloStep(LiveloPaymentMethodTemplate, {}, 'livelo-payment-method');
    expect(screen.getByRole('heading', { name: 'Sessão Livelo expirada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });
});
