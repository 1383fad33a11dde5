/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import { readSession } from '@/checkout/sessionStore';
import type { UpsellPresentationProps } from '@/schemas/generated/types';
import { UpsellPresentationTemplate } from '@/templates/upsell-presentation/UpsellPresentationTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/upsell-presentation',
    asPath: '/upsell-presentation',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV2: jest.fn() }));

const getProductMock = jest.mocked(getProductV2);

function renderPresentation(props: UpsellPresentationProps, { decline = true } = {}) {
  const flow = chainFlow('upsell-apresentacao', [
    'payment',
    { templateId: 'upsell-presentation', nextStepIds: decline ? { decline: 'success' } : {} },
    'upsell-payment',
    'success',
  ]);
  const page = fixturePage(
    { productFlow: flow, pathname: '/upsell-presentation' },
    'upsell-presentation',
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <UpsellPresentationTemplate step={page.step} props={props} />
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

describe('UpsellPresentationTemplate', () => {
  it("should present the offer with its benefits and its plan's price, and accept it in the upsell theme", async () => {
    const { user } = renderPresentation({
      heading: 'Leve também o Revalida Intensivo',
      benefits: ['Simulados semanais', 'Mentoria ao vivo'],
      planId: 'ms-intensivo',
    });
    expect(
      screen.getByRole('heading', { name: 'Leve também o Revalida Intensivo' }),
    ).toBeInTheDocument();
    const benefits = within(screen.getByRole('list', { name: 'O que você recebe' }));
    expect(benefits.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '✓Simulados semanais',
      '✓Mentoria ao vivo',
    ]);
    const price = await screen.findByLabelText('Preço da oferta');
    expect(price).toHaveTextContent('De R$697,00 por');
    expect(price).toHaveTextContent('7x de R$71,00');
    expect(price).toHaveTextContent('ou R$497,00 à vista');

    await user.click(screen.getByRole('button', { name: 'Quero aproveitar' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/payment/upsell?product=MS&flowId=upsell-apresentacao'),
    );
    expect(readSession('shouldUseUpsellTheme')).toBe(true);
  });

  it("should default the heading to the brand's upsell product and show no price without a plan", () => {
    renderPresentation({});
    expect(
      screen.getByRole('heading', { name: 'Aproveite também o Revalida Intensivo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Oferta exclusiva para quem acabou de comprar')).toBeInTheDocument();
    expect(screen.queryByLabelText('Preço da oferta')).not.toBeInTheDocument();
    expect(getProductMock).not.toHaveBeenCalled();
  });

  it('should decline to the step the decline outcome names', async () => {
    const { user } = renderPresentation({ declineLabel: 'Agora não' });
    await user.click(screen.getByRole('button', { name: 'Agora não' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/success?product=MS&flowId=upsell-apresentacao'),
    );
    expect(readSession('shouldUseUpsellTheme')).toBeUndefined();
  });

  it('should decline to the next step when the step names no decline outcome', async () => {
    const { user } = renderPresentation({}, { decline: false });
    await user.click(screen.getByRole('button', { name: 'Não, obrigado' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/payment/upsell?product=MS&flowId=upsell-apresentacao'),
    );
  });
});
