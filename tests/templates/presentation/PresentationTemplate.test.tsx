/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { ApiError } from '@/checkout/api/ApiError';
import { getProductV2 } from '@/checkout/api/checkoutApi';
import { writeSession } from '@/checkout/sessionStore';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { PresentationProps } from '@/schemas/generated/types';
import { PresentationTemplate } from '@/templates/presentation/PresentationTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/presentation' }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV2: jest.fn() }));

const productMock = jest.mocked(getProductV2);

function presentationPage(query: Record<string, string> = {}): CheckoutPageProps {
  const flow = chainFlow('extended', ['lead', 'presentation', 'payment', 'success']);
  return fixturePage(
    { productFlow: flow, query: { product: 'MS', voucher: 'msjana', ...query } },
    'presentation',
  );
}

function renderPresentation(props: PresentationProps = {}, page = presentationPage()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <PresentationTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  productMock.mockResolvedValue(productPlansFixture());
});

describe('PresentationTemplate', () => {
  it('should present the product: heading, text, benefits, image and the price of its plan', async () => {
    renderPresentation({
      heading: 'Revalida estendido',
      paragraphs: ['Mais tempo de acesso às aulas e simulados.'],
      benefits: ['Simulados comentados', 'Material para baixar'],
      imageFile: '/brands/medvalida/presentation.svg',
      imageAlt: 'Estudante com o material do Revalida',
    });

    expect(
      screen.getByRole('heading', { name: 'Revalida estendido', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mais tempo de acesso às aulas e simulados.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'O que está incluído' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: 'Estudante com o material do Revalida' }),
    ).toHaveAttribute('src', '/brands/medvalida/presentation.svg');
    const price = await screen.findByRole('region', { name: 'Resumo do plano' });
    expect(within(price).getByRole('heading', { name: 'Plano Anual' })).toBeInTheDocument();
    expect(within(price).getByText('12x de R$95,00')).toBeInTheDocument();
    expect(within(price).getByText('7 dias grátis para experimentar')).toBeInTheDocument();
    expect(productMock).toHaveBeenCalledWith('MS', expect.objectContaining({ voucher: 'msjana' }));
  });

  it("should default the heading to the product's title and price the plan an offer step chose", async () => {
    writeSession('defaultSelectedPlan', 'ms-mensal');
    renderPresentation();
    expect(
      screen.getByRole('heading', { name: 'Revalida Medicina', level: 1 }),
    ).toBeInTheDocument();
    const price = await screen.findByRole('region', { name: 'Resumo do plano' });
    expect(within(price).getByRole('heading', { name: 'Plano Mensal' })).toBeInTheDocument();
  });

  it('should go to the next step on Continuar, keeping the query', async () => {
    const { user } = renderPresentation({ buttonLabel: 'Continuar' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment\?.*voucher=msjana/));
  });

  it('should leave the price out when showPrice is off', async () => {
    renderPresentation({ showPrice: false });
    expect(screen.queryByRole('region', { name: 'Resumo do plano' })).not.toBeInTheDocument();
    expect(productMock).not.toHaveBeenCalled();
  });

  it('should say the price shows on the next step when the plans cannot load', async () => {
    productMock.mockRejectedValue(
      new ApiError({
        kind: 'server',
        status: 500,
        body: undefined,
        method: 'GET',
        url: '/api/v2/product/MS',
      }),
    );
    renderPresentation();
    expect(
      await screen.findByText('Você verá o preço e as formas de pagamento na próxima etapa.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
});
