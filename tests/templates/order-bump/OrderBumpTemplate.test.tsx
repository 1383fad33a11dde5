/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { OrderBumpProps } from '@/schemas/generated/types';
import { OrderBumpTemplate } from '@/templates/order-bump/OrderBumpTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/order-bump-presentation',
    asPath: '/order-bump-presentation',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV2: jest.fn() }));

const getProductMock = jest.mocked(getProductV2);

const bumps: OrderBumpProps['bumps'] = [
  {
    id: 'banco-questoes',
    planId: 'ms-banco-questoes',
    title: 'Banco de questões comentadas',
    description: '5.000 questões com comentário em vídeo.',
    price: 9700,
    standardPrice: 19700,
    image: '/brands/medvalida/bump-questoes.svg',
  },
  { id: 'mentoria', planId: 'ms-mentoria', title: 'Mentoria em grupo', price: 19700 },
];

function bumpPage(): CheckoutPageProps {
  return fixturePage(
    {
      query: { product: 'MS', flowId: 'orderbump' },
      productFlow: chainFlow('orderbump', ['lead', 'order-bump', 'payment', 'success']),
      pathname: '/order-bump-presentation',
    },
    'order-bump',
  );
}

function renderStep(props: Partial<OrderBumpProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const page = bumpPage();
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <OrderBumpTemplate step={page.step} props={{ bumps, ...props }} />
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
});

describe('OrderBumpTemplate', () => {
  it('should offer each add-on with a checkbox, none ticked, and the order total of the plan alone', async () => {
    renderStep();
    const first = await screen.findByRole('checkbox', {
      name: 'Adicionar ao pedido: Banco de questões comentadas, R$97,00',
    });
    const second = screen.getByRole('checkbox', {
      name: 'Adicionar ao pedido: Mentoria em grupo, R$197,00',
    });
    expect(first).not.toBeChecked();
    expect(second).not.toBeChecked();
    expect(first).toHaveAccessibleDescription('5.000 questões com comentário em vídeo.');
    expect(screen.getByRole('heading', { name: 'Aproveite e leve também' })).toBeInTheDocument();
    expect(screen.getByText('R$197,00', { selector: 's' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(summary).getByText('Plano Anual')).toBeInTheDocument();
    expect(within(summary).getAllByText('R$1.140,00')).toHaveLength(2);
  });

  it('should update the order total as the buyer ticks and unticks add-ons', async () => {
    const { user } = renderStep();
    await user.click(await screen.findByRole('checkbox', { name: /Banco de questões/ }));
    await user.click(screen.getByRole('checkbox', { name: /Mentoria em grupo/ }));
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(summary).getByText('Banco de questões comentadas')).toBeInTheDocument();
    expect(within(summary).getByText('R$1.434,00')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Banco de questões/ }));
    expect(within(summary).queryByText('Banco de questões comentadas')).not.toBeInTheDocument();
    expect(within(summary).getByText('R$1.337,00')).toBeInTheDocument();
  });

  it('should keep the ticked add-ons for the payment step and go to the next step', async () => {
    const { user } = renderStep();
    await user.click(await screen.findByRole('checkbox', { name: /Mentoria em grupo/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/payment?product=MS&flowId=orderbump'));
    expect(readSession('ORDER_BUMPS')).toEqual([
      { id: 'mentoria', planId: 'ms-mentoria', title: 'Mentoria em grupo' },
    ]);
  });

  it('should forget earlier add-ons when the buyer moves on with none ticked', async () => {
    writeSession('ORDER_BUMPS', [
      { id: 'mentoria', planId: 'ms-mentoria', title: 'Mentoria em grupo' },
    ]);
    const { user } = renderStep();
    const mentoria = await screen.findByRole('checkbox', { name: /Mentoria em grupo/ });
    expect(mentoria).toBeChecked();
    await user.click(mentoria);
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(readSession('ORDER_BUMPS')).toBeUndefined();
  });

  it('should use its own wording when given', async () => {
    renderStep({
      heading: 'Complete sua preparação',
      checkboxLabel: 'Quero este também',
      buttonLabel: 'Ir para o pagamento',
    });
    expect(
      await screen.findByRole('checkbox', { name: /^Quero este também: Mentoria em grupo/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete sua preparação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para o pagamento' })).toBeInTheDocument();
  });

  it('should show the general message with a retry when the plans cannot be loaded', async () => {
    getProductMock.mockRejectedValue(new Error('network'));
    renderStep();
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
