/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { FeatureFlagsProvider } from '@/platform/flags/FeatureFlagsProvider';
import { updateLead } from '@/checkout/api/checkoutApi';
import type { Lead } from '@/checkout/api/types';
import type { CheckoutPageProps, ResolvedFlow } from '@/checkout/checkoutPageProps';
import type { Brand, SuccessProps } from '@/schemas/generated/types';
import { SuccessTemplate } from '@/templates/success/SuccessTemplate';
import { JourneyGuard } from '@/checkout/journey/JourneyGuard';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();
const replace = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    replace,
    back: jest.fn(),
    query: {},
    pathname: '/success',
    asPath: '/success',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ updateLead: jest.fn() }));

const updateLeadMock = jest.mocked(updateLead);

const firstAccessTest = 'https://app-test.medvalida.com.br/primeiro-acesso?token=';

function upsellFlow(): ResolvedFlow {
  return chainFlow('default', [
    'lead',
    'payment',
    { templateId: 'success', props: { variant: 'upsell' } },
    'upsell-payment',
    'upsell-success',
  ]);
}

function successPage(overrides: Partial<CheckoutPageProps> = {}): CheckoutPageProps {
  return fixturePage({ query: { product: 'MS', token: 'tok_abc' }, ...overrides }, 'success');
}

function withBrand(patch: Partial<Brand>): Brand {
  return { ...fixtureBrand(), ...patch };
}

function renderSuccess(props: SuccessProps = {}, page: CheckoutPageProps = successPage()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <FeatureFlagsProvider page={page}>
        <CheckoutProvider page={page}>
          {/* The renderer's guard with the template's declared needs (template.json). */}
          <JourneyGuard needs={templateRegistry.success.needs}>
            <SuccessTemplate step={page.step} props={props} />
          </JourneyGuard>
        </CheckoutProvider>
      </FeatureFlagsProvider>
    </QueryClientProvider>,
  );
  return { user };
}

const purchase = {
  leadId: 'lead_1',
  reference: 'pay_123',
  planId: 'ms-anual',
  planName: 'Plano Anual',
  amount: 114000,
  currency: 'R$',
  method: 'credit-card',
  installments: 12,
  paid: true,
};

beforeEach(() => {
  window.sessionStorage.clear();
  // A buyer who paid in this session (the lead step's and the payment step's records).
  window.sessionStorage.setItem(
    'dataLead',
    JSON.stringify({ leadId: 'lead_1', name: 'Ana Souza', email: 'ana@exemplo.com', phone: '' }),
  );
  window.sessionStorage.setItem('dataPurchase', JSON.stringify(purchase));
  push.mockReset().mockResolvedValue(true);
  replace.mockReset().mockResolvedValue(true);
  updateLeadMock.mockReset();
});

describe('SuccessTemplate', () => {
  describe('default variant', () => {
    it('should confirm the purchase and link to the first access with the purchase token', () => {
      renderSuccess();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' }),
      ).toBeVisible();
      expect(
        screen.getByText(
          'Seu pagamento foi confirmado e o acesso ao Revalida Medicina já está liberado.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Acessar a plataforma' })).toHaveAttribute(
        'href',
        `${firstAccessTest}tok_abc`,
      );
      expect(document.querySelector('[data-success-icon="success"]')).not.toBeNull();
    });

    it('should use the production link in production and the /login path when there is no token', () => {
      renderSuccess({}, successPage({ environment: 'production', query: { product: 'MS' } }));
      expect(screen.getByRole('link', { name: 'Acessar a plataforma' })).toHaveAttribute(
        'href',
        'https://app.medvalida.com.br/login',
      );
    });

    it('should hide the icon, the heading and the access button when the props say so', () => {
      renderSuccess({ displayIcon: false, displayHeader: false, displayAccessButton: false });
      expect(document.querySelector('[data-success-icon]')).toBeNull();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' }),
      ).toHaveClass('sr-only');
      expect(screen.queryByRole('link', { name: 'Acessar a plataforma' })).not.toBeInTheDocument();
    });

    it("should follow the brand's flags when the props set none", () => {
      const brand = withBrand({
        success: {
          displayHeader: { default: true, bankslip: true },
          displayIcon: false,
          displayAccessButton: false,
        },
      });
      renderSuccess({}, successPage({ brand }));
      expect(document.querySelector('[data-success-icon]')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Acessar a plataforma' })).not.toBeInTheDocument();
    });

    it('should show the Livelo price as points plus cash', () => {
      renderSuccess({ liveloPrice: { type: 'mixed', amountCash: 1290, amountPoints: 1500 } });
      expect(screen.getByText('1.500 pontos + R$12,90')).toBeInTheDocument();
    });
  });

  describe('bankslip variant', () => {
    const boleto = 'http://localhost:3000/api/sandbox/boleto/pay_1';

    beforeEach(() => {
      // A boleto was issued for the purchase: nothing is paid yet.
      window.sessionStorage.setItem(
        'dataPurchase',
        JSON.stringify({ ...purchase, method: 'bankslip', installments: 1, paid: false }),
      );
    });

    function storeIssuedBoleto(url = boleto) {
      window.sessionStorage.setItem(
        'dataBoleto',
        JSON.stringify({ paymentId: 'pay_123', url, digitableLine: '0019', dueDate: '2026-12-01' }),
      );
    }

    it("should say 'Quase lá', open the issued boleto and tell when the e-mail arrives", () => {
      storeIssuedBoleto();
      renderSuccess({}, successPage({ query: { product: 'MS', route: 'bankslip' } }));
      expect(screen.getByRole('heading', { level: 1, name: 'Quase lá' })).toBeVisible();
      const link = screen.getByRole('link', { name: /^Ver boleto/ });
      expect(link).toHaveAttribute('href', boleto);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(
        screen.getByText(
          'Você receberá o e-mail de cadastro em até 2 dias após a confirmação do pagamento.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText('O boleto pode levar até 2 horas para ser registrado pelo banco.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Acessar a plataforma' })).not.toBeInTheDocument();
    });

    it('should be chosen by what was bought, whatever the variant prop says', () => {
      renderSuccess({ variant: 'upsell' }, successPage({ query: { product: 'MS' } }));
      expect(screen.getByRole('heading', { name: 'Quase lá' })).toBeInTheDocument();
      expect(screen.queryByText(/confirmad/)).not.toBeInTheDocument();
    });

    it('should be chosen by the variant prop too', () => {
      window.sessionStorage.setItem('dataPurchase', JSON.stringify(purchase));
      renderSuccess({ variant: 'bankslip' }, successPage({ query: { product: 'MS' } }));
      expect(screen.getByRole('heading', { name: 'Quase lá' })).toBeInTheDocument();
    });

    it.each([
      ['https://evil.example'],
      [decodeURIComponent('%2F%09%2Fevil.example')],
      ['javascript:alert(1)'],
    ])('should never link to a boleto address from the query (%p)', (address) => {
      renderSuccess(
        {},
        successPage({ query: { product: 'MS', route: 'bankslip', boleto: address } }),
      );
      expect(screen.getByRole('heading', { name: 'Quase lá' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Ver boleto/ })).not.toBeInTheDocument();
      expect(
        screen.getByText('O boleto também está disponível no e-mail de confirmação da compra.'),
      ).toBeInTheDocument();
    });

    it('should link to the issued boleto even when the query names another', () => {
      storeIssuedBoleto();
      renderSuccess(
        {},
        successPage({
          query: { product: 'MS', route: 'bankslip', boleto: 'https://evil.example' },
        }),
      );
      expect(screen.getByRole('link', { name: /^Ver boleto/ })).toHaveAttribute('href', boleto);
    });

    it('should not link to a boleto stored for another payment than the purchase', () => {
      window.sessionStorage.setItem(
        'dataBoleto',
        JSON.stringify({ paymentId: 'pay_other', url: boleto, dueDate: '2026-12-01' }),
      );
      renderSuccess({}, successPage({ query: { product: 'MS' } }));
      expect(screen.getByRole('heading', { name: 'Quase lá' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Ver boleto/ })).not.toBeInTheDocument();
    });

    it('should not open a stored address that is not http(s) or a path of this site', () => {
      storeIssuedBoleto('javascript:alert(1)');
      renderSuccess({}, successPage({ query: { product: 'MS', route: 'bankslip' } }));
      expect(screen.queryByRole('link', { name: /Ver boleto/ })).not.toBeInTheDocument();
    });

    it("should hide the heading when the brand's bankslip header flag is off", () => {
      const brand = withBrand({
        success: {
          displayHeader: { default: true, bankslip: false },
          displayIcon: true,
          displayAccessButton: true,
        },
      });
      renderSuccess({}, successPage({ brand, query: { route: 'bankslip' } }));
      expect(screen.getByRole('heading', { name: 'Quase lá' })).toHaveClass('sr-only');
    });
  });

  describe('upsell variant', () => {
    function upsellPage(): CheckoutPageProps {
      return fixturePage(
        { productFlow: upsellFlow(), query: { product: 'MS', token: 'tok_abc' } },
        'success',
      );
    }

    it("should offer the brand's upsell product and go to the next step with the upsell theme on", async () => {
      const { user } = renderSuccess({ variant: 'upsell' }, upsellPage());
      const offer = screen.getByRole('region', { name: 'Aproveite também o Revalida Intensivo' });
      await user.click(within(offer).getByRole('button', { name: 'Quero aproveitar' }));
      await waitFor(() =>
        expect(push).toHaveBeenCalledWith(
          '/payment/upsell?product=MS&token=tok_abc&flowId=default',
        ),
      );
      expect(window.sessionStorage.getItem('shouldUseUpsellTheme')).toBe('true');
      expect(within(offer).getByRole('link', { name: 'Não, obrigado' })).toHaveAttribute(
        'href',
        `${firstAccessTest}tok_abc`,
      );
    });

    it('should use the copy, Livelo price, video and upsell styling the props give', () => {
      renderSuccess(
        {
          variant: 'upsell',
          liveloPrice: { type: 'points', amountCash: 0, amountPoints: 3000 },
          upsellOffer: {
            title: 'Leve o Intensivo',
            description: 'Aulas extras até a prova.',
            buttonLabel: 'Quero o Intensivo',
            upsellVideoPresentation: true,
            videoUrl: 'https://videos.example.com/intensivo.mp4',
            displayUpsellThemeOnOfferCard: true,
          },
        },
        upsellPage(),
      );
      const offer = screen.getByRole('region', { name: 'Leve o Intensivo' });
      expect(offer).toHaveAttribute('data-upsell-theme', 'true');
      expect(within(offer).getByText('Aulas extras até a prova.')).toBeInTheDocument();
      expect(within(offer).getByText('3.000 pontos')).toBeInTheDocument();
      expect(
        within(offer).getByLabelText('Vídeo de apresentação: Leve o Intensivo'),
      ).toHaveAttribute('src', 'https://videos.example.com/intensivo.mp4');
      expect(within(offer).getByRole('button', { name: 'Quero o Intensivo' })).toBeEnabled();
    });

    it('should not play a video when the video presentation flag is off', () => {
      renderSuccess(
        {
          variant: 'upsell',
          upsellOffer: { videoUrl: 'https://videos.example.com/intensivo.mp4' },
        },
        upsellPage(),
      );
      expect(screen.queryByLabelText(/Vídeo de apresentação/)).not.toBeInTheDocument();
    });

    it('should show the general message when the step has no next step to go to', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = renderSuccess({ variant: 'upsell' });
      await user.click(screen.getByRole('button', { name: 'Quero aproveitar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      );
      expect(push).not.toHaveBeenCalled();
      consoleError.mockRestore();
    });
  });

  describe('main-plus-upsell variant', () => {
    it('should confirm both products with the access button', () => {
      renderSuccess({ variant: 'main-plus-upsell' });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Compras realizadas com sucesso!' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Seus pagamentos foram confirmados e o acesso ao Revalida Medicina e ao Revalida Intensivo já está liberado.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Acessar a plataforma' })).toHaveAttribute(
        'href',
        `${firstAccessTest}tok_abc`,
      );
    });
  });

  describe('Portuguese agreement', () => {
    it("should write 'à Correção de Redação' and 'a Correção de Redação' for a feminine upsell name", () => {
      const brand = withBrand({
        upsellProductName: 'Correção de Redação',
        upsellProductArticle: 'a',
      });
      renderSuccess(
        { variant: 'main-plus-upsell' },
        successPage({ brand, productTitle: 'Preparatório ENEM' }),
      );
      expect(
        screen.getByText(
          'Seus pagamentos foram confirmados e o acesso ao Preparatório ENEM e à Correção de Redação já está liberado.',
        ),
      ).toBeInTheDocument();
    });

    it('should agree with a feminine product name on the default screen and in the upsell offer', () => {
      const brand = withBrand({
        productArticle: 'a',
        upsellProductName: 'Correção de Redação',
        upsellProductArticle: 'a',
      });
      renderSuccess({}, successPage({ brand, productTitle: 'Jornada Rumo' }));
      expect(
        screen.getByText(
          'Seu pagamento foi confirmado e o acesso à Jornada Rumo já está liberado.',
        ),
      ).toBeInTheDocument();
    });

    it('should offer a feminine upsell with its article', () => {
      const brand = withBrand({
        upsellProductName: 'Correção de Redação',
        upsellProductArticle: 'a',
      });
      renderSuccess({ variant: 'upsell' }, successPage({ brand, productFlow: upsellFlow() }));
      expect(
        screen.getByRole('region', { name: 'Aproveite também a Correção de Redação' }),
      ).toBeInTheDocument();
    });
  });

  describe('referrer list', () => {
    const storedLead = {
      leadId: 'lead_1',
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
    };

    it('should not ask when the brand does not enable it', () => {
      window.sessionStorage.setItem('dataLead', JSON.stringify(storedLead));
      renderSuccess();
      expect(
        screen.queryByRole('group', { name: 'Como você nos conheceu?' }),
      ).not.toBeInTheDocument();
    });

    it('should follow the referrer-list feature flag over the brand setting', async () => {
      window.sessionStorage.setItem('dataLead', JSON.stringify(storedLead));
      renderSuccess({}, successPage({ flags: { 'pix-enabled': null, 'referrer-list': 'on' } }));
      expect(
        await screen.findByRole('group', { name: 'Como você nos conheceu?' }),
      ).toBeInTheDocument();
    });

    it('should hide the list when the referrer-list flag is off, even where the brand enables it', async () => {
      window.sessionStorage.setItem('dataLead', JSON.stringify(storedLead));
      const brand = withBrand({ showReferrerList: true });
      renderSuccess(
        {},
        successPage({ brand, flags: { 'pix-enabled': null, 'referrer-list': 'off' } }),
      );
      expect(
        await screen.findByRole('heading', { name: 'Compra realizada com sucesso!' }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('group', { name: 'Como você nos conheceu?' }),
      ).not.toBeInTheDocument();
    });

    it('should send the chosen answer with PATCH lead and thank the buyer', async () => {
      window.sessionStorage.setItem('dataLead', JSON.stringify(storedLead));
      updateLeadMock.mockResolvedValue({ leadId: 'lead_1' } as Lead);
      const brand = withBrand({
        showReferrerList: true,
        referrers: ['instagram', 'google', 'outro'],
      });
      const { user } = renderSuccess({}, successPage({ brand }));
      const group = await screen.findByRole('group', { name: 'Como você nos conheceu?' });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['instagram', 'google', 'outro']);
      await user.click(within(group).getByRole('button', { name: 'Enviar resposta' }));
      expect(screen.getByText('Selecione uma opção.')).toBeInTheDocument();
      expect(updateLeadMock).not.toHaveBeenCalled();

      await user.click(within(group).getByRole('radio', { name: 'Instagram' }));
      await user.click(within(group).getByRole('button', { name: 'Enviar resposta' }));
      expect(await screen.findByText('Obrigado pela sua resposta!')).toBeInTheDocument();
      expect(updateLeadMock).toHaveBeenCalledWith('lead_1', { referrer: 'instagram' });
      expect(
        screen.queryByRole('group', { name: 'Como você nos conheceu?' }),
      ).not.toBeInTheDocument();
    });

    it('should offer every referrer of the enum when the brand names none, and keep the choice on failure', async () => {
      window.sessionStorage.setItem('dataLead', JSON.stringify(storedLead));
      updateLeadMock.mockRejectedValue(new Error('Network Error'));
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = renderSuccess({ showReferrerList: true });
      const group = await screen.findByRole('group', { name: 'Como você nos conheceu?' });
      expect(within(group).getAllByRole('radio')).toHaveLength(11);
      await user.click(within(group).getByRole('radio', { name: 'YouTube' }));
      await user.click(within(group).getByRole('button', { name: 'Enviar resposta' }));
      expect(await within(group).findByRole('alert')).toHaveTextContent(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      );
      expect(within(group).getByRole('radio', { name: 'YouTube' })).toBeChecked();
      expect(within(group).getByRole('button', { name: 'Enviar resposta' })).toBeEnabled();
      consoleError.mockRestore();
    });
  });

  describe('lost session and what was bought', () => {
    it('should say nothing is confirmed to a buyer without a lead, and offer to start again', async () => {
      window.sessionStorage.clear();
      const { user } = renderSuccess({ showReferrerList: true });
      expect(
        await screen.findByRole('heading', { name: 'Não encontramos um pagamento seu' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/confirmad/)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('group', { name: 'Como você nos conheceu?' }),
      ).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Começar de novo' }));
      expect(replace).toHaveBeenCalledWith('/lead?product=MS&token=tok_abc&flowId=default');
    });

    it('should not say the payment is confirmed without a payment of this buyer', async () => {
      window.sessionStorage.removeItem('dataPurchase');
      const { user } = renderSuccess();
      expect(
        await screen.findByRole('heading', { name: 'Não encontramos um pagamento seu' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/confirmad/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Começar de novo' }));
      expect(replace).toHaveBeenCalledWith('/lead?product=MS&token=tok_abc&flowId=default');
    });

    it("should not take another buyer's payment for this buyer's", async () => {
      window.sessionStorage.setItem(
        'dataPurchase',
        JSON.stringify({ ...purchase, leadId: 'lead_other' }),
      );
      renderSuccess();
      expect(
        await screen.findByRole('heading', { name: 'Não encontramos um pagamento seu' }),
      ).toBeInTheDocument();
    });

    it('should show what was bought: product, plan, amount, method and order reference', async () => {
      renderSuccess();
      const receipt = await screen.findByRole('region', { name: 'Resumo do pedido' });
      expect(within(receipt).getByText('Plano Anual')).toBeInTheDocument();
      expect(within(receipt).getByText('R$1.140,00 em 12x de R$95,00')).toBeInTheDocument();
      expect(within(receipt).getByText('Cartão de crédito')).toBeInTheDocument();
      expect(within(receipt).getByText('pay_123')).toBeInTheDocument();
    });

    it('should show installments that add up to the amount when it does not split evenly', async () => {
      window.sessionStorage.setItem(
        'dataPurchase',
        JSON.stringify({ ...purchase, amount: 123700 }),
      );
      renderSuccess();
      const receipt = await screen.findByRole('region', { name: 'Resumo do pedido' });
      expect(
        within(receipt).getByText('R$1.237,00 em 1x de R$103,12 + 11x de R$103,08'),
      ).toBeInTheDocument();
    });

    it('should say a free trial charged nothing now, with the date and amount of the first charge', async () => {
      window.sessionStorage.setItem(
        'dataPurchase',
        JSON.stringify({
          ...purchase,
          amount: 0,
          trial: {
            days: 7,
            firstChargeAt: '2026-12-03T08:00:00.000Z',
            firstChargeAmount: 114000,
            installments: 12,
          },
        }),
      );
      renderSuccess();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Compra realizada com sucesso!' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Nada foi cobrado agora. A primeira cobrança, de R$1.140,00 em 12x de R$95,00, será feita em 03/12/2026, ao fim dos 7 dias grátis. Cancele antes e não paga nada.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Seu pagamento foi confirmado/)).not.toBeInTheDocument();
      const receipt = screen.getByRole('region', { name: 'Resumo do pedido' });
      const row = (term: string) => within(receipt).getByText(term).nextElementSibling?.textContent;
      expect(row('Cobrado agora')).toBe('R$0,00');
      expect(row('Primeira cobrança')).toBe('R$1.140,00 em 12x de R$95,00');
      expect(row('Data da primeira cobrança')).toBe('03/12/2026');
      expect(within(receipt).queryByText('Valor')).not.toBeInTheDocument();
    });

    it('should say an in-person order is registered and pending, with the method and reference', async () => {
      window.sessionStorage.setItem(
        'dataPurchase',
        JSON.stringify({ ...purchase, method: 'cash', installments: 1, pending: true }),
      );
      renderSuccess();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pedido registrado!' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/O pagamento presencial foi registrado pelo atendimento/),
      ).toBeVisible();
      expect(screen.queryByText('Compra realizada com sucesso!')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Acessar a plataforma' })).not.toBeInTheDocument();
      const receipt = screen.getByRole('region', { name: 'Resumo do pedido' });
      expect(within(receipt).getByText('Dinheiro (presencial)')).toBeInTheDocument();
      expect(
        within(receipt).getByText('Aguardando confirmação do atendimento'),
      ).toBeInTheDocument();
      expect(within(receipt).getByText('pay_123')).toBeInTheDocument();
    });
  });
});
