/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { sendLiveloCode, validateLiveloCode } from '@/checkout/livelo/liveloApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import { LiveloCodeTemplate } from '@/templates/livelo-code/LiveloCodeTemplate';
import { apiError, renderLiveloStep, storedLivelo } from '../liveloFixture';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/', asPath: '/' }),
}));
jest.mock('@/checkout/livelo/liveloApi', () => ({
  sendLiveloCode: jest.fn(),
  validateLiveloCode: jest.fn(),
}));
const sendMock = jest.mocked(sendLiveloCode);
const validateMock = jest.mocked(validateLiveloCode);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
});

describe('LiveloCodeTemplate', () => {
  it('should offer a one-time-code input and hold the resend until the cooldown is over', () => {
    writeSession(
      'dataLivelo',
      storedLivelo({ device: 'sms', sentTo: '(11) *****-4321', resendAt: Date.now() + 30_000 }),
    );
    renderLiveloStep(LiveloCodeTemplate, {}, 'livelo-code');
    expect(screen.getByText('(11) *****-4321')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de segurança')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    expect(screen.getByText(/Você pode pedir um novo código em \d+ s\./)).toBeInTheDocument();
  });

  it('should resend once the cooldown is over and announce it', async () => {
    writeSession('dataLivelo', storedLivelo({ device: 'sms', resendAt: Date.now() - 1 }));
    sendMock.mockResolvedValue({
      device: 'sms',
      sentTo: '(11) *****-4321',
      resendAfterSeconds: 30,
    });
    const { user } = renderLiveloStep(LiveloCodeTemplate, {}, 'livelo-code');
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(
      await screen.findByText('Enviamos um novo código para (11) *****-4321.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  });

  it('should count down the attempts on wrong codes and go on with the right one', async () => {
    writeSession('dataLivelo', storedLivelo({ device: 'sms' }));
    validateMock
      .mockRejectedValueOnce(apiError(422, 'livelo_code_invalid'))
      .mockResolvedValueOnce({ authorization: 'lva_1' });
    const { user } = renderLiveloStep(LiveloCodeTemplate, {}, 'livelo-code');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(screen.getByText('Digite o código de 6 dígitos.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de segurança'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(
      await screen.findByText('Código incorreto. Você tem mais 2 tentativas.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Digite o código de 6 dígitos.')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Código de segurança'));
    await user.type(screen.getByLabelText('Código de segurança'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/livelo\/payment\?/)),
    );
    expect(validateMock).toHaveBeenLastCalledWith({ cpf: '529.982.247-25', code: '654321' });
    expect(readSession('dataLivelo')?.authorization).toBe('lva_1');
  });

  it('should go to the error step once the codes are locked', async () => {
    writeSession('dataLivelo', storedLivelo({ device: 'sms' }));
    validateMock.mockRejectedValue(apiError(423, 'livelo_code_locked'));
    const { user } = renderLiveloStep(LiveloCodeTemplate, {}, 'livelo-code');
    await user.type(screen.getByLabelText('Código de segurança'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/liveloError=code-locked/)),
    );
  });
});
