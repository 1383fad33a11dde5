/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { UpsellOrderBumpPresentationProps } from '@/schemas/generated/types';
import { UpsellOrderBumpPresentationTemplate } from '@/templates/upsell-order-bump-presentation/UpsellOrderBumpPresentationTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/multiprofile-upsell-presentation',
    asPath: '/multiprofile-upsell-presentation',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV2: jest.fn() }));

const getProductMock = jest.mocked(getProductV2);

const profilePlans = [
  { profiles: 1, planId: 'wup-conversacao' },
  { profiles: 2, planId: 'wup-conversacao-2-perfis' },
  { profiles: 3, planId: 'wup-conversacao-3-perfis' },
];

function upsellPage(withDecline: boolean): CheckoutPageProps {
  const brand = fixtureBrand('falamais');
  return fixturePage(
    {
      brand,
      business: brand.business,
      product: 'WUP',
      productCode: 'WUP',
      dsBrand: brand.id,
      query: { product: 'WUP', token: 'tok_main' },
      productFlow: chainFlow('upsell-multiprofile', [
        'payment',
        {
          id: 'upsell-profiles',
          templateId: 'upsell-order-bump-presentation',
          nextStepIds: withDecline ? { decline: 'success' } : {},
        },
        'upsell-payment',
        'success',
      ]),
      pathname: '/multiprofile-upsell-presentation',
    },
    'upsell-profiles',
  );
}

function renderStep(props: Partial<UpsellOrderBumpPresentationProps> = {}, withDecline = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const page = upsellPage(withDecline);
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <UpsellOrderBumpPresentationTemplate step={page.step} props={{ profilePlans, ...props }} />
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

describe('UpsellOrderBumpPresentationTemplate', () => {
  it("should offer the upsell product per number of profiles under the brand's upsell name", async () => {
    renderStep();
    expect(
      screen.getByRole('heading', { name: 'Aproveite também o Conversação Fala Mais' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '1 perfil' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 perfis' })).toHaveAccessibleDescription(
      '12x de R$24,95 por perfil + R$20,00 por mês em relação a 1 perfil',
    );
    const summary = screen.getByRole('region', { name: 'Resumo da escolha' });
    expect(within(summary).getByText('Total: 12x de R$29,90')).toBeInTheDocument();
  });

  it('should keep the chosen upsell plan for the upsell payment and move on', async () => {
    const { user } = renderStep();
    await user.click(await screen.findByRole('radio', { name: '3 perfis' }));
    expect(screen.getByText('Total: 12x de R$69,90')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(
        '/payment/upsell?product=WUP&token=tok_main&flowId=upsell-multiprofile',
      ),
    );
    expect(readSession('PURCHASED_PLAN')).toBe('wup-conversacao-3-perfis');
    expect(readSession('PURCHASED_PROFILES_AMOUNT')).toBe(3);
  });

  it("should skip the offer with 'Não, obrigado' through the step's decline outcome", async () => {
    writeSession('PURCHASED_PLAN', 'wup-conversacao-2-perfis');
    const { user } = renderStep({ declineLabel: 'Agora não' });
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(
        '/success?product=WUP&token=tok_main&flowId=upsell-multiprofile',
      ),
    );
    expect(readSession('PURCHASED_PLAN')).toBeUndefined();
  });

  it('should not offer to skip when the step has no decline outcome', async () => {
    renderStep({}, false);
    expect(await screen.findByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Não, obrigado' })).not.toBeInTheDocument();
  });
});
