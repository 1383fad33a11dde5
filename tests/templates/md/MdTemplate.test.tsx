/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { getProductV1 } from '@/checkout/api/checkoutApi';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { MdProps } from '@/schemas/generated/types';
import { MdTemplate } from '@/templates/md/MdTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/md' }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductV1: jest.fn() }));

const productMock = jest.mocked(getProductV1);

function execPage(overrides: Partial<CheckoutPageProps> = {}): CheckoutPageProps {
  const brand = fixtureBrand('falamais');
  const flow = chainFlow('default', ['md', 'lead', 'payment', 'success']);
  return fixturePage(
    {
      brand,
      productFlow: flow,
      product: 'EXEC',
      productCode: 'EXEC',
      productTitle: 'Inglês Executivo',
      business: 'wiseup-online',
      query: { product: 'EXEC' },
      ...overrides,
    },
    'md',
  );
}

function renderMd(props: MdProps = {}, page = execPage()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <MdTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  productMock.mockResolvedValue(productPlansFixture('falamais', 'EXEC'));
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('MdTemplate', () => {
  it('should present the product with its annual-only price, benefits and WhatsApp', async () => {
    renderMd({
      description: 'Confirme seus dados e escolha o plano para começar as aulas.',
      benefits: ['Aulas ao vivo com professores'],
    });

    expect(
      screen.getByRole('heading', { name: 'Matrícula digital: Inglês Executivo', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Confirme seus dados e escolha o plano para começar as aulas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'O que está incluído' })).toHaveTextContent(
      'Aulas ao vivo com professores',
    );
    const price = await screen.findByRole('region', { name: 'Resumo do plano' });
    expect(within(price).getByText('Somente plano anual')).toBeInTheDocument();
    expect(productMock).toHaveBeenCalledWith(
      'EXEC',
      expect.objectContaining({ business: 'wiseup-online' }),
    );
    expect(screen.getByRole('link', { name: 'Falar no WhatsApp' })).toHaveAttribute(
      'href',
      fixtureBrand('falamais').whatsappRedirect,
    );
  });

  it("should ask the v1 product call with the link's route, oferta and voucher and the page that sent the buyer", async () => {
    Object.defineProperty(document, 'referrer', {
      value: 'https://parceiro.example.com/blog/matricula?email=maria%40example.com#topo',
      configurable: true,
    });
    try {
      renderMd(
        {},
        execPage({
          query: { product: 'EXEC', route: 'pix', oferta: 'exec-anual', voucher: 'PARTNER40' },
        }),
      );
      await screen.findByRole('region', { name: 'Resumo do plano' });
      expect(productMock).toHaveBeenCalledWith('EXEC', {
        business: 'wiseup-online',
        voucher: 'PARTNER40',
        productId: 'exec-anual',
        route: 'pix',
        referer: 'https://parceiro.example.com/blog/matricula',
      });
    } finally {
      Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    }
  });

  it('should start the flow at its next step on Continuar', async () => {
    const { user } = renderMd({ buttonLabel: 'Começar matrícula' });
    await user.click(screen.getByRole('button', { name: 'Começar matrícula' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/lead\?product=EXEC/));
  });

  it('should show no WhatsApp link for a brand without one', async () => {
    const brand = { ...fixtureBrand('falamais') };
    delete brand.whatsappRedirect;
    renderMd({}, execPage({ brand }));
    await screen.findByRole('region', { name: 'Resumo do plano' });
    expect(screen.queryByRole('link', { name: 'Falar no WhatsApp' })).not.toBeInTheDocument();
  });

  it('should show the general message when the flow cannot go on', async () => {
    const page = execPage();
    const lonely = { ...page, nextStep: null, step: { ...page.step, defaultNextStepId: null } };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderMd({}, lonely);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
    );
    expect(push).not.toHaveBeenCalled();
  });
});
