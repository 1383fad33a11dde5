/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { OrderBumpPresentationProps } from '@/schemas/generated/types';
import { OrderBumpPresentationTemplate } from '@/templates/order-bump-presentation/OrderBumpPresentationTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/multiprofile-presentation',
    asPath: '/multiprofile-presentation',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV2: jest.fn() }));

const getProductMock = jest.mocked(getProductV2);

const profilePlans = [
  { profiles: 1, planId: 'wup-anual' },
  { profiles: 2, planId: 'wup-anual-2-perfis' },
  { profiles: 3, planId: 'wup-anual-3-perfis' },
  { profiles: 4, planId: 'wup-anual-4-perfis' },
];

function wupPage(): CheckoutPageProps {
  const brand = fixtureBrand('falamais');
  return fixturePage(
    {
      brand,
      business: brand.business,
      product: 'WUP',
      productCode: 'WUP',
      dsBrand: brand.id,
      query: { product: 'WUP', flowId: 'multiprofile' },
      productFlow: chainFlow('multiprofile', [
        'lead',
        { id: 'profiles', templateId: 'order-bump-presentation' },
        'payment',
      ]),
      pathname: '/multiprofile-presentation',
    },
    'profiles',
  );
}

function renderStep(props: Partial<OrderBumpPresentationProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const page = wupPage();
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <OrderBumpPresentationTemplate step={page.step} props={{ profilePlans, ...props }} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user };
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  getProductMock.mockResolvedValue(productPlansFixture('falamais', 'WUP'));
});

describe('OrderBumpPresentationTemplate', () => {
  it('should offer each number of profiles with its price per profile, 1 profile chosen', async () => {
    renderStep();
    const group = await screen.findByRole('group', { name: 'Quantos perfis?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('radio', { name: '1 perfil' })).toBeChecked();
    const two = screen.getByRole('radio', { name: '2 perfis' });
    expect(two).not.toBeChecked();
    // The brand asks for the monthly difference (falamais multiProfile.shouldUseMonthlyDifference).
    expect(two).toHaveAccessibleDescription(
      '12x de R$79,50 por perfil + R$64,00 por mês em relação a 1 perfil',
    );
    // The brand's thumbnail, decorative (empty alt).
    expect(document.querySelector('img[alt=""]')).toHaveAttribute(
      'src',
      '/brands/falamais/profile-card.svg',
    );
    const summary = screen.getByRole('region', { name: 'Resumo da escolha' });
    expect(within(summary).getByText('Total: 12x de R$95,00')).toBeInTheDocument();
  });

  it('should update the total and the price per profile as the buyer chooses', async () => {
    const { user } = renderStep();
    await user.click(await screen.findByRole('radio', { name: '3 perfis' }));
    const summary = screen.getByRole('region', { name: 'Resumo da escolha' });
    expect(within(summary).getByText('Sua escolha: 3 perfis')).toBeInTheDocument();
    expect(within(summary).getByText('Total: 12x de R$219,00')).toBeInTheDocument();
    expect(within(summary).getByText('ou R$2.628,00 à vista')).toBeInTheDocument();
    expect(within(summary).getByText('R$876,00 por perfil')).toBeInTheDocument();
  });

  it('should keep the choice for the payment step and go to the next step', async () => {
    const { user } = renderStep();
    await user.click(await screen.findByRole('radio', { name: '2 perfis' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/payment?product=WUP&flowId=multiprofile'),
    );
    expect(readSession('PURCHASED_PROFILES_AMOUNT')).toBe(2);
    expect(readSession('PURCHASED_PLAN')).toBe('wup-anual-2-perfis');
  });

  it("should preselect the buyer's earlier choice when they come back", async () => {
    writeSession('PURCHASED_PROFILES_AMOUNT', 4);
    renderStep();
    expect(await screen.findByRole('radio', { name: '4 perfis' })).toBeChecked();
  });

  it('should show totals instead of the monthly difference, and respect maxProfiles', async () => {
    renderStep({ shouldUseMonthlyDifference: false, maxProfiles: 2, heading: 'Estude em família' });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Estude em família' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 perfis' })).toHaveAccessibleDescription(
      '12x de R$79,50 por perfil Total: 12x de R$159,00',
    );
  });

  it('should show the general message with a retry when the plans cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getProductMock.mockResolvedValue({ ...productPlansFixture('falamais', 'WUP'), plans: [] });
    renderStep();
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  });
});
