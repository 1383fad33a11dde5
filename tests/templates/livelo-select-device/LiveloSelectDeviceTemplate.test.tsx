/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { sendLiveloCode } from '@/checkout/livelo/liveloApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import { LiveloSelectDeviceTemplate } from '@/templates/livelo-select-device/LiveloSelectDeviceTemplate';
import { apiError, renderLiveloStep, storedLivelo } from '../liveloFixture';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/', asPath: '/' }),
}));
jest.mock('@/checkout/livelo/liveloApi', () => ({ sendLiveloCode: jest.fn() }));
const sendMock = jest.mocked(sendLiveloCode);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  writeSession('dataLivelo', storedLivelo({ type: 'points' }));
});

describe('LiveloSelectDeviceTemplate', () => {
  it('should offer SMS to the masked phone and e-mail to the masked address, and ask for a choice', async () => {
    const { user } = renderLiveloStep(LiveloSelectDeviceTemplate, {}, 'livelo-select-device');
    expect(screen.getByRole('radio', { name: 'SMS para (11) *****-4321' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'E-mail para ma***@example.com' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText('Escolha onde receber o código.')).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('should send the code to the chosen device, store it and go on', async () => {
    sendMock.mockResolvedValue({
      device: 'email',
      sentTo: 'ma***@example.com',
      resendAfterSeconds: 30,
    });
    const { user } = renderLiveloStep(LiveloSelectDeviceTemplate, {}, 'livelo-select-device');
    await user.click(screen.getByRole('radio', { name: /E-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/livelo\/code\?/)),
    );
    expect(sendMock).toHaveBeenCalledWith({ cpf: '529.982.247-25', device: 'email' });
    expect(readSession('dataLivelo')).toMatchObject({
      device: 'email',
      sentTo: 'ma***@example.com',
    });
  });

  it('should go to the error step when Livelo is down', async () => {
    sendMock.mockRejectedValue(apiError(503, 'livelo_unavailable'));
    const { user } = renderLiveloStep(
      LiveloSelectDeviceTemplate,
      { devices: ['sms'] },
      'livelo-select-device',
    );
    expect(screen.queryByRole('radio', { name: /E-mail/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /SMS/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/liveloError=unavailable/)),
    );
  });
});
