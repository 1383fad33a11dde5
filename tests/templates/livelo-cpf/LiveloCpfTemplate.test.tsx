/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { updateLead } from '@/checkout/api/checkoutApi';
import { getLiveloAccount } from '@/checkout/livelo/liveloApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import { LiveloCpfTemplate } from '@/templates/livelo-cpf/LiveloCpfTemplate';
import { apiError, renderLiveloStep, storedLivelo } from '../liveloFixture';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/', asPath: '/' }),
}));
jest.mock('@/checkout/livelo/liveloApi', () => ({ getLiveloAccount: jest.fn() }));
jest.mock('@/checkout/api/checkoutApi', () => ({ updateLead: jest.fn() }));
const accountMock = jest.mocked(getLiveloAccount);
const updateLeadMock = jest.mocked(updateLead);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
});

describe('LiveloCpfTemplate', () => {
  it('should show "Revise o CPF." for a CPF with wrong check digits and call nothing', async () => {
    const { user } = renderLiveloStep(LiveloCpfTemplate, {}, 'livelo-cpf');
    expect(screen.getByRole('heading', { name: 'Use seus pontos Livelo' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('CPF'), '52998224726');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Revise o CPF.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveFocus();
    expect(accountMock).not.toHaveBeenCalled();
  });

  it('should format the CPF, read the account, store it and go to the next step', async () => {
    const account = storedLivelo().account;
    accountMock.mockResolvedValue(account);
    const { user } = renderLiveloStep(LiveloCpfTemplate, { planId: 'wup-anual' }, 'livelo-cpf');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/livelo\/payment-method\?/)),
    );
    expect(accountMock).toHaveBeenCalledWith({
      cpf: '529.982.247-25',
      productCode: 'MS',
      planId: 'wup-anual',
    });
    expect(readSession('dataLivelo')).toEqual({ cpf: '529.982.247-25', mode: 'livelo', account });
    // No lead in this session: nothing to update.
    expect(updateLeadMock).not.toHaveBeenCalled();
  });

  it("should put the CPF on the buyer's lead as its document before going on", async () => {
    writeSession('dataLead', {
      leadId: 'lead_7',
      name: 'Maria da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
    });
    accountMock.mockResolvedValue(storedLivelo().account);
    const { user } = renderLiveloStep(LiveloCpfTemplate, {}, 'livelo-cpf');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(updateLeadMock).toHaveBeenCalledWith('lead_7', { document: '52998224725' });
    expect(updateLeadMock.mock.invocationCallOrder[0]).toBeLessThan(
      push.mock.invocationCallOrder[0]!,
    );
  });

  it('should stay with the general message when the lead cannot take the CPF', async () => {
    writeSession('dataLead', {
      leadId: 'lead_7',
      name: 'Maria da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
    });
    accountMock.mockResolvedValue(storedLivelo().account);
    updateLeadMock.mockRejectedValue(apiError(500, 'internal'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderLiveloStep(LiveloCpfTemplate, {}, 'livelo-cpf');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('should go to the error outcome with the reason of a blocked account', async () => {
    accountMock.mockRejectedValue(apiError(423, 'livelo_account_blocked'));
    const { user } = renderLiveloStep(LiveloCpfTemplate, {}, 'livelo-cpf');
    await user.type(screen.getByLabelText('CPF'), '39053344705');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(
        expect.stringMatching(/^\/livelo\/error\?.*liveloError=blocked/),
      ),
    );
  });

  it('should show the general message when the step has no error outcome', async () => {
    accountMock.mockRejectedValue(apiError(503, 'livelo_unavailable'));
    const { user } = renderLiveloStep(LiveloCpfTemplate, { mode: 'livelo-accrual' }, 'livelo-cpf', {
      flow: {
        id: 'x',
        steps: [
          {
            id: 'livelo-cpf',
            templateId: 'livelo-cpf',
            defaultNextStepId: null,
            nextStepIds: {},
            props: {},
          },
        ],
      },
    });
    expect(screen.getByText(/acumular pontos/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('CPF'), '12345678909');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
    );
    expect(push).not.toHaveBeenCalled();
  });
});
