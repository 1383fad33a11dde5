/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { LiveloErrorTemplate } from '@/templates/livelo-error/LiveloErrorTemplate';
import { chainFlow } from '../fixturePage';
import { renderLiveloStep } from '../liveloFixture';

const push = jest.fn<Promise<boolean>, [string]>();
const back = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back, query: {}, pathname: '/', asPath: '/' }),
}));

const flow = chainFlow('livelo', ['livelo-cpf', 'livelo-error', 'payment']);

beforeEach(() => {
  jest.clearAllMocks();
  push.mockResolvedValue(true);
});

describe('LiveloErrorTemplate', () => {
  it.each([
    ['blocked', 'Conta Livelo bloqueada'],
    ['insufficient-points', 'Saldo de pontos insuficiente'],
    ['code-locked', 'Muitas tentativas'],
    ['unavailable', 'Livelo indisponível'],
  ])('should explain the %s reason', (reason, heading) => {
    renderLiveloStep(LiveloErrorTemplate, {}, 'livelo-error', {
      flow,
      query: { liveloError: reason },
    });
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('should go back to retry and to the next step to pay another way', async () => {
    const { user } = renderLiveloStep(
      LiveloErrorTemplate,
      { otherLabel: 'Pagar com cartão' },
      'livelo-error',
      { flow },
    );
    expect(screen.getByRole('heading', { name: 'Livelo indisponível' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(back).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pagar com cartão' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment\?/)));
  });

  it('should offer no other way when the step is the last of its flow', () => {
    renderLiveloStep(
      LiveloErrorTemplate,
      { heading: 'Não foi possível usar seus pontos' },
      'livelo-error',
      {
        flow: chainFlow('x', ['livelo-error']),
      },
    );
    expect(
      screen.getByRole('heading', { name: 'Não foi possível usar seus pontos' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar de outra forma' })).not.toBeInTheDocument();
  });
});
