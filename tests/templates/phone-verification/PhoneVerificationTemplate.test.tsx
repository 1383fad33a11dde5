/** @jest-environment jsdom */
import { pageLanguageProps } from '@/checkout/copy/catalogues';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { sendSmsCode, validateSmsCode } from '@/checkout/api/checkoutApi';
import { ApiError } from '@/checkout/api/ApiError';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { PhoneVerificationProps } from '@/schemas/generated/types';
import { PhoneVerificationTemplate } from '@/templates/phone-verification/PhoneVerificationTemplate';
import { chainFlow, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/phone-verification',
    asPath: '/phone-verification',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  sendSmsCode: jest.fn(),
  validateSmsCode: jest.fn(),
}));

const sendMock = jest.mocked(sendSmsCode);
const validateMock = jest.mocked(validateSmsCode);

function apiError(status: number, code: string): ApiError {
  return new ApiError({
    kind: status >= 500 ? 'server' : 'client',
    status,
    body: { error: { code, message: code } },
    method: 'POST',
    url: '/api/v1/lead/lead_1/phones/validate',
  });
}

function verifiedPage(): CheckoutPageProps {
  const flow = chainFlow('verified', ['lead', 'phone-verification', 'payment']);
  return fixturePage({ productFlow: flow, pathname: '/phone-verification' }, 'phone-verification');
}

function renderStep(props: PhoneVerificationProps = {}, page = verifiedPage()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <PhoneVerificationTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
}

function storeLead() {
  writeSession('dataLead', {
    leadId: 'lead_1',
    name: 'Maria Souza',
    email: 'maria@exemplo.com',
    phone: '(11) 98765-4321',
  });
}

const sent = {
  leadId: 'lead_1',
  sent: true as const,
  phone: '*******4321',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

beforeEach(() => {
  window.sessionStorage.clear();
  push.mockReset().mockResolvedValue(true);
  sendMock.mockReset().mockResolvedValue(sent);
  validateMock.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('PhoneVerificationTemplate', () => {
  it('should speak Mozambican Portuguese on a pt-MZ page', async () => {
    storeLead();
    renderStep({}, { ...verifiedPage(), ...pageLanguageProps(true) });
    expect(screen.getByRole('heading', { name: 'Confirme o seu telemóvel' })).toBeInTheDocument();
    await screen.findByText(/Enviámos um código de 6 dígitos por SMS para/);
    expect(screen.getByText('Pode pedir um novo código em 00:30.')).toBeInTheDocument();
  });

  it('should send a code on arrival and show the masked number, the code field and the resend countdown', async () => {
    storeLead();
    renderStep();
    await screen.findByText(/Enviamos um código de 6 dígitos por SMS para/);
    expect(screen.getByText('(11) •••••-4321')).toBeInTheDocument();
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock).toHaveBeenCalledWith('lead_1', { productCode: 'MS', business: 'medcof' });
    const code = screen.getByRole('textbox', { name: 'Código de verificação' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    expect(screen.getByText('Você pode pedir um novo código em 00:30.')).toBeInTheDocument();
    expect(screen.getByText('Você poderá pedir um novo código em 30 segundos.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('should show the wrong-code message on the field and go on with the right code', async () => {
    storeLead();
    validateMock
      .mockRejectedValueOnce(apiError(422, 'invalid_code'))
      .mockResolvedValueOnce({ leadId: 'lead_1', valid: true });
    const user = userEvent.setup();
    renderStep();
    const code = await screen.findByRole('textbox', { name: 'Código de verificação' });
    await screen.findByText(/Enviamos um código/);
    await user.type(code, '000000');
    await screen.findByText('Código incorreto. Confira o SMS e tente novamente.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(
      'O SMS pode levar até 1 minuto para chegar. Código incorreto. Confira o SMS e tente novamente.',
    );
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
    await user.type(code, '12a3456');
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment/)));
    expect(validateMock).toHaveBeenLastCalledWith('lead_1', {
      code: '123456',
      business: 'medcof',
      productCode: 'MS',
    });
    expect(readSession('dataLead')).toMatchObject({
      leadId: 'lead_1',
      verifiedPhone: '(11) 98765-4321',
    });
  });

  it('should not send a new SMS when the buyer comes back with the number already confirmed', async () => {
    writeSession('dataLead', {
      leadId: 'lead_1',
      name: 'Maria Souza',
      email: 'maria@exemplo.com',
      phone: '(11) 98765-4321',
      verifiedPhone: '(11) 98765-4321',
    });
    const user = userEvent.setup();
    renderStep();
    expect(await screen.findByText('Celular confirmado!')).toBeInTheDocument();
    expect(screen.getByText(/já foi confirmado/)).toHaveTextContent(
      'O número (11) •••••-4321 já foi confirmado.',
    );
    expect(sendMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment/));
  });

  it('should not ask for another code on a reload moments after one was sent, and keep the wait', async () => {
    storeLead();
    const { unmount } = renderStep();
    await screen.findByText(/Enviamos um código de 6 dígitos por SMS para/);
    expect(readSession('dataLead')?.smsSent).toMatchObject({
      phone: '(11) 98765-4321',
      sentTo: '*******4321',
    });
    unmount();
    // The reload: the same tab's session, a new page.
    renderStep();
    await screen.findByText(/Enviamos um código de 6 dígitos por SMS para/);
    expect(screen.getByText('(11) •••••-4321')).toBeInTheDocument();
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  });

  it('should ask for every digit when the code is short', async () => {
    storeLead();
    const user = userEvent.setup();
    renderStep({ buttonLabel: 'Confirmar' });
    const code = await screen.findByRole('textbox', { name: 'Código de verificação' });
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByText('Digite os 6 números do código.')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(validateMock).not.toHaveBeenCalled();
  });

  it('should stop at the attempt cap until a new code is sent after the countdown', async () => {
    jest.useFakeTimers();
    storeLead();
    validateMock
      .mockRejectedValueOnce(apiError(422, 'too_many_attempts'))
      .mockResolvedValueOnce({ leadId: 'lead_1', valid: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStep({ resendAfterSeconds: 15 });
    const code = await screen.findByRole('textbox', { name: 'Código de verificação' });
    await screen.findByText(/Enviamos um código/);
    await user.type(code, '999999');
    const cap = 'Você errou o código muitas vezes. Peça um novo código para continuar.';
    await screen.findByText(cap);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(validateMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText(cap)).toBeInTheDocument();

    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(15_000);
    });
    expect(screen.getByText('Você já pode pedir um novo código.')).toBeInTheDocument();
    expect(resend).toBeEnabled();
    await user.click(resend);
    await screen.findByText('Enviamos um novo código por SMS.');
    expect(sendMock).toHaveBeenCalledTimes(2);
    expect(resend).toBeDisabled();
    await user.type(code, '123456');
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment/)));
  });

  it('should take a code sent moments ago (429 resend_too_soon on arrival) as sent', async () => {
    storeLead();
    sendMock.mockReset().mockRejectedValue(apiError(429, 'resend_too_soon'));
    renderStep();
    await screen.findByText(/Enviamos um código de 6 dígitos/);
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  });

  it('should say so when codes ran out for the hour', async () => {
    storeLead();
    sendMock.mockReset().mockRejectedValue(apiError(429, 'too_many_sms'));
    renderStep();
    expect(
      await screen.findByText(
        'Você pediu muitos códigos. Tente novamente mais tarde ou fale com o atendimento.',
      ),
    ).toBeInTheDocument();
  });

  it('should lead back to the lead step with Alterar número', async () => {
    storeLead();
    const user = userEvent.setup();
    renderStep();
    await screen.findByText(/Enviamos um código/);
    await user.click(screen.getByRole('button', { name: 'Alterar número' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/lead/));
  });

  it('should send no SMS without a lead and offer to fill the data in', async () => {
    const user = userEvent.setup();
    renderStep();
    expect(
      await screen.findByText('Precisamos dos seus dados antes de confirmar o celular.'),
    ).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Preencher meus dados' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/lead/));
  });

  it('should show the general message when the backend fails', async () => {
    storeLead();
    sendMock.mockReset().mockRejectedValue(apiError(500, 'internal'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStep();
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  });
});
