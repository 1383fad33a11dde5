/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { ApiError } from '@/checkout/api/ApiError';
import { ptBR } from '@/checkout/copy/ptBR';
import { getPlanProduct, getProductV2 } from '@/checkout/api/checkoutApi';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { CustomOfferProps } from '@/schemas/generated/types';
import { CustomOfferTemplate } from '@/templates/custom-offer/CustomOfferTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/custom-offer' }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  getPlanProduct: jest.fn(),
  getProductV2: jest.fn(),
}));

const planProductMock = jest.mocked(getPlanProduct);
const productMock = jest.mocked(getProductV2);

const offerFlow = chainFlow('offer', [
  'lead',
  { id: 'offer', templateId: 'custom-offer' },
  'payment',
  'success',
]);

function offerPage(query: Record<string, string>, overrides: Partial<CheckoutPageProps> = {}) {
  return fixturePage(
    { productFlow: offerFlow, query: { product: 'MS', ...query }, ...overrides },
    'offer',
  );
}

function renderOffer(page: CheckoutPageProps, props: CustomOfferProps = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <CustomOfferTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

function notFound(): ApiError {
  return new ApiError({
    kind: 'client',
    status: 404,
    body: { error: { code: 'plan_not_found', message: 'Plan is not in any catalogue.' } },
    method: 'GET',
    url: '/api/v1/plan/nope/product',
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  planProductMock.mockResolvedValue({ productCode: 'MS' });
  productMock.mockResolvedValue(productPlansFixture());
});

describe('CustomOfferTemplate', () => {
  it('should show the oferta plan with its price, installments, trial, how to pay and benefits', async () => {
    renderOffer(offerPage({ oferta: 'ms-anual' }), {
      heading: 'Oferta exclusiva',
      description: 'Condição válida para quem recebeu este link.',
      benefits: ['Aulas ao vivo e gravadas', 'Simulados comentados'],
    });

    const offer = await screen.findByRole('region', { name: 'Resumo da oferta' });
    expect(screen.getByRole('heading', { name: 'Oferta exclusiva', level: 1 })).toBeInTheDocument();
    expect(within(offer).getByRole('heading', { name: 'Plano Anual' })).toBeInTheDocument();
    expect(within(offer).getByText('R$1.440,00')).toBeInTheDocument();
    expect(within(offer).getByText('12x de R$95,00')).toBeInTheDocument();
    expect(within(offer).getByText('ou R$1.140,00 à vista')).toBeInTheDocument();
    expect(within(offer).getByText('7 dias grátis para experimentar')).toBeInTheDocument();
    expect(
      screen.getByText('Pague com cartão de crédito em até 12x de R$95,00, Pix ou boleto.'),
    ).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'O que está incluído' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aulas ao vivo e gravadas', 'Simulados comentados']);
    expect(planProductMock).toHaveBeenCalledWith('ms-anual');
    expect(productMock).toHaveBeenCalledWith('MS', expect.objectContaining({ business: 'medcof' }));
  });

  it('should store the plan as defaultSelectedPlan and go to the next step on Continuar para o pagamento', async () => {
    const { user } = renderOffer(offerPage({ oferta: 'ms-mensal' }));
    await screen.findByRole('heading', { name: 'Plano Mensal' });

    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));

    expect(readSession('defaultSelectedPlan')).toBe('ms-mensal');
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment\?/));
    expect(push.mock.calls[0]?.[0]).toContain('oferta=ms-mensal');
  });

  it("should offer the step's planId when the link has no oferta", async () => {
    renderOffer(offerPage({}), { planId: 'ms-intensivo' });
    expect(await screen.findByRole('heading', { name: 'Revalida Intensivo' })).toBeInTheDocument();
    expect(planProductMock).toHaveBeenCalledWith('ms-intensivo');
  });

  it('should show the voucher the plan accepted with its discount', async () => {
    const product = productPlansFixture();
    product.plans = product.plans.map((plan) =>
      plan.id === 'ms-anual'
        ? {
            ...plan,
            amount: 102000,
            installments: plan.installments.map((option) =>
              option.id === 12 ? { ...option, value: 8500, totalValue: 102000 } : option,
            ),
            appliedVoucher: {
              code: 'BLACKFRIDAY',
              discount: 12000,
              description: 'Black Friday: 12x de R$85,00',
            },
          }
        : plan,
    );
    productMock.mockResolvedValue(product);
    renderOffer(offerPage({ oferta: 'ms-anual', voucher: 'BLACKFRIDAY' }));

    const offer = await screen.findByRole('region', { name: 'Resumo da oferta' });
    expect(within(offer).getByText('12x de R$85,00')).toBeInTheDocument();
    expect(within(offer).getByText('Black Friday: 12x de R$85,00')).toBeInTheDocument();
    expect(
      within(offer).getByText('Cupom BLACKFRIDAY aplicado: R$120,00 de desconto.'),
    ).toBeInTheDocument();
    expect(productMock).toHaveBeenCalledWith(
      'MS',
      expect.objectContaining({ voucher: 'BLACKFRIDAY' }),
    );
  });

  it('should say the trial is used for a buyer who already had the product, asking with the lead id', async () => {
    writeSession('dataLead', {
      leadId: 'lead_1',
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      phone: '',
    });
    const product = productPlansFixture();
    product.plans = product.plans.map((plan) => ({ ...plan, trialUsed: true as const }));
    productMock.mockResolvedValue(product);
    renderOffer(offerPage({ oferta: 'ms-anual' }));

    expect(await screen.findByText('Período grátis já utilizado')).toBeInTheDocument();
    expect(screen.queryByText('7 dias grátis para experimentar')).not.toBeInTheDocument();
    expect(productMock).toHaveBeenCalledWith('MS', expect.objectContaining({ leadId: 'lead_1' }));
  });

  it('should explain an unknown oferta and lead on to the available plans without a preselection', async () => {
    writeSession('defaultSelectedPlan', 'ms-mensal');
    planProductMock.mockRejectedValue(notFound());
    const { user } = renderOffer(offerPage({ oferta: 'nope' }));

    expect(await screen.findByRole('heading', { name: 'Oferta indisponível' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ptBR.offer.notFound);
    await user.click(screen.getByRole('button', { name: 'Ver planos disponíveis' }));
    expect(readSession('defaultSelectedPlan')).toBeUndefined();
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment\?/));
  });

  it('should treat a plan the product does not sell as not found', async () => {
    planProductMock.mockResolvedValue({ productCode: 'WUP' });
    renderOffer(offerPage({ oferta: 'wup-anual' }));
    expect(await screen.findByRole('heading', { name: 'Oferta indisponível' })).toBeInTheDocument();
    expect(productMock).not.toHaveBeenCalled();
  });

  it('should show the general message and try again when the backend fails', async () => {
    planProductMock.mockRejectedValueOnce(
      new ApiError({
        kind: 'server',
        status: 503,
        body: undefined,
        method: 'GET',
        url: '/api/v1/plan/ms-anual/product',
      }),
    );
    const { user } = renderOffer(offerPage({ oferta: 'ms-anual' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Plano Anual' })).toBeInTheDocument();
  });

  it("should link to the brand's WhatsApp unless the step turns it off", async () => {
    const brand = fixtureBrand('medvalida');
    renderOffer(offerPage({ oferta: 'ms-anual' }, { brand }));
    const link = await screen.findByRole('link', { name: 'Falar no WhatsApp' });
    expect(link).toHaveAttribute('href', brand.whatsappRedirect);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('should hide the WhatsApp link when showWhatsapp is off', async () => {
    renderOffer(offerPage({ oferta: 'ms-anual' }), { showWhatsapp: false });
    await screen.findByRole('region', { name: 'Resumo da oferta' });
    expect(screen.queryByRole('link', { name: 'Falar no WhatsApp' })).not.toBeInTheDocument();
  });
});
