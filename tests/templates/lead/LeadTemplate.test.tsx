/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { createLead, getProductV2, updateLead } from '@/checkout/api/checkoutApi';
import { ApiError } from '@/checkout/api/ApiError';
import type { Lead } from '@/checkout/api/types';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { LeadProps } from '@/schemas/generated/types';
import { LeadTemplate } from '@/templates/lead/LeadTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/lead', asPath: '/lead' }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  createLead: jest.fn(),
  getProductV2: jest.fn(),
  updateLead: jest.fn(),
}));

const createLeadMock = jest.mocked(createLead);
const updateLeadMock = jest.mocked(updateLead);

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    leadId: 'lead_1',
    name: 'Maria Da Silva',
    email: 'maria@exemplo.com',
    phone: '(11) 91234-5678',
    business: 'medcof',
    productCode: 'MS',
    birthDate: null,
    document: null,
    relationAccount: null,
    referrer: null,
    address: null,
    testLocation: null,
    phoneVerified: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderLead(page: CheckoutPageProps = fixturePage(), props: LeadProps = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <LeadTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user };
}

function mozambiquePage(): CheckoutPageProps {
  const brand = fixtureBrand('falamais-mz');
  return fixturePage({
    brand,
    area: 'MZ',
    isMozambiqueTheme: true,
    business: brand.business,
    productCode: brand.productCode,
    product: brand.productCode,
    query: { product: brand.productCode, lang: 'pt-mz' },
    dsBrand: brand.id,
    theme: fixturePage().theme,
  });
}

const brazilMessage =
  'Insira o DDD e um número de celular válido. Caso seja de fora do Brasil, selecione a bandeira no ícone ao lado.';

beforeEach(() => {
  window.sessionStorage.clear();
  push.mockReset().mockResolvedValue(true);
  createLeadMock.mockReset();
  updateLeadMock.mockReset();
  jest.mocked(getProductV2).mockReset().mockRejectedValue(new Error('not under test'));
});

describe('LeadTemplate', () => {
  it('should show what the buyer is buying from the first step: product, plan and price', async () => {
    jest.mocked(getProductV2).mockResolvedValue(productPlansFixture());
    renderLead(fixturePage({ productTitle: 'Revalida Medicina' }));
    const summary = await screen.findByRole('complementary', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent('Revalida Medicina');
    expect(summary).toHaveTextContent('Plano Anual');
    expect(summary).toHaveTextContent('12x de R$95,00');
    expect(summary).toHaveTextContent('ou R$1.140,00 à vista');
  });

  it('should show the three labelled fields with their autocomplete tokens and the Continuar button', () => {
    renderLead();
    expect(screen.getByRole('textbox', { name: 'Nome Completo' })).toHaveAttribute(
      'autocomplete',
      'name',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    const phone = screen.getByRole('textbox', { name: 'Celular' });
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('combobox', { name: 'País do celular' })).toHaveValue('BR');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('should show no error before a field is touched, and its message after', async () => {
    const { user } = renderLead();
    expect(screen.queryByText('Preencha com nome e sobrenome.')).not.toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Nome Completo' });
    await user.type(name, 'Maria');
    await user.tab();
    expect(screen.getByText('Preencha com nome e sobrenome.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Preencha com nome e sobrenome.');
    expect(screen.queryByText('Insira um email válido.')).not.toBeInTheDocument();
  });

  it('should show every message and focus the first invalid field when Continuar is pressed empty', async () => {
    const { user } = renderLead();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Preencha com nome e sobrenome.')).toBeInTheDocument();
    expect(screen.getByText('Insira um email válido.')).toBeInTheDocument();
    expect(screen.getByText(brazilMessage)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome Completo' })).toHaveFocus();
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it('should show the name rules of spec §5 to the letter', async () => {
    const { user } = renderLead();
    const name = screen.getByRole('textbox', { name: 'Nome Completo' });
    await user.type(name, 'Maria 2');
    await user.tab();
    expect(screen.getByText('Insira apenas letras')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, `${'a'.repeat(41)} Silva`);
    expect(screen.getByText('Nome muito extenso')).toBeInTheDocument();
  });

  it('should mask a Brazilian mobile as it is typed', async () => {
    const { user } = renderLead();
    const phone = screen.getByRole('textbox', { name: 'Celular' });
    await user.type(phone, '11912345678');
    expect(phone).toHaveValue('(11) 91234-5678');
  });

  it('should create the lead with the normalised name, store it and go to the next step', async () => {
    createLeadMock.mockResolvedValue(lead());
    const { user } = renderLead();
    await user.type(screen.getByRole('textbox', { name: 'Nome Completo' }), '  maria DA silva ');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11912345678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/payment?product=MS&flowId=default'));
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    expect(createLeadMock).toHaveBeenCalledWith({
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
      business: 'medcof',
      productCode: 'MS',
      seller: 'performance',
      source: 'direto',
    });
    expect(updateLeadMock).not.toHaveBeenCalled();
    expect(JSON.parse(window.sessionStorage.getItem('dataLead') ?? 'null')).toEqual({
      leadId: 'lead_1',
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
    });
    expect(JSON.parse(window.sessionStorage.getItem('dataForm') ?? 'null')).toEqual({
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
    });
  });

  it('should put the franchise unit chosen before the lead on the new lead as relationAccount', async () => {
    createLeadMock.mockResolvedValue(lead({ leadId: 'lead_9' }));
    updateLeadMock.mockResolvedValue(lead({ leadId: 'lead_9' }));
    window.sessionStorage.setItem(
      'selectedSchool',
      JSON.stringify({
        brand: 'conquer-franquias',
        country: 'BR',
        region: 'PR',
        city: 'Curitiba',
        unitId: 'a0B5g00000CQFCTB01',
        unitName: 'Conquer Franquias Curitiba',
      }),
    );
    const flow = chainFlow('default', [
      'md',
      { templateId: 'select-school', props: { franchiseBrand: 'conquer-franquias' } },
      'lead',
      'payment',
    ]);
    const { user } = renderLead(
      fixturePage({ productFlow: flow, business: 'conquer-franquias' }, 'lead'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Nome Completo' }), 'Joana Franquia');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'joana@exemplo.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11912345678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    expect(updateLeadMock).toHaveBeenCalledWith('lead_9', {
      relationAccount: 'a0B5g00000CQFCTB01',
    });
  });

  it('should keep a lead created without its unit, so trying again updates it', async () => {
    createLeadMock.mockResolvedValue(lead({ leadId: 'lead_9' }));
    updateLeadMock
      .mockRejectedValueOnce(new Error('PATCH failed'))
      .mockResolvedValue(lead({ leadId: 'lead_9' }));
    window.sessionStorage.setItem(
      'selectedSchool',
      JSON.stringify({
        brand: 'conquer-franquias',
        country: 'BR',
        region: 'PR',
        city: 'Curitiba',
        unitId: 'a0B5g00000CQFCTB01',
        unitName: 'Conquer Franquias Curitiba',
      }),
    );
    const flow = chainFlow('default', [
      { templateId: 'select-school', props: { franchiseBrand: 'conquer-franquias' } },
      'lead',
      'payment',
    ]);
    const { user } = renderLead(
      fixturePage({ productFlow: flow, business: 'conquer-franquias' }, 'lead'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Nome Completo' }), 'Joana Franquia');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'joana@exemplo.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11912345678');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    expect(updateLeadMock).toHaveBeenLastCalledWith('lead_9', {
      business: 'conquer-franquias',
      relationAccount: 'a0B5g00000CQFCTB01',
    });
  });

  it('should send the plan type when the step asks for it', async () => {
    createLeadMock.mockResolvedValue(lead());
    const { user } = renderLead(fixturePage(), { sendPlanType: true, planType: 'yearly' });
    await user.type(screen.getByRole('textbox', { name: 'Nome Completo' }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11912345678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(createLeadMock).toHaveBeenCalled());
    expect(createLeadMock.mock.calls[0]?.[0]).toMatchObject({ planType: 'yearly' });
  });

  it('should pre-fill the form from the stored buyer and update the stored lead instead of creating one', async () => {
    const stored = {
      leadId: 'lead_7',
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
    };
    window.sessionStorage.setItem('dataLead', JSON.stringify(stored));
    window.sessionStorage.setItem(
      'dataForm',
      JSON.stringify({ name: stored.name, email: stored.email, phone: stored.phone }),
    );
    updateLeadMock.mockResolvedValue(lead({ leadId: 'lead_7' }));
    const { user } = renderLead();

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome Completo' })).toHaveValue('Maria Da Silva'),
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@exemplo.com');
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 91234-5678');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/payment?product=MS&flowId=default'));
    expect(updateLeadMock).toHaveBeenCalledWith('lead_7', { business: 'medcof' });
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it('should create a new lead when the buyer changed the e-mail of the stored lead', async () => {
    const stored = {
      leadId: 'lead_7',
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
    };
    window.sessionStorage.setItem('dataLead', JSON.stringify(stored));
    createLeadMock.mockResolvedValue(lead({ leadId: 'lead_8', email: 'maria.silva@exemplo.com' }));
    const { user } = renderLead();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveValue('maria@exemplo.com'));
    await user.clear(email);
    await user.type(email, 'maria.silva@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(updateLeadMock).not.toHaveBeenCalled();
    expect(createLeadMock.mock.calls[0]?.[0]).toMatchObject({ email: 'maria.silva@exemplo.com' });
    expect(JSON.parse(window.sessionStorage.getItem('dataLead') ?? 'null')).toMatchObject({
      leadId: 'lead_8',
    });
  });

  it('should create a new lead when the stored one is unknown to the backend (404)', async () => {
    const stored = {
      leadId: 'lead_gone',
      name: 'Maria Da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 91234-5678',
    };
    window.sessionStorage.setItem('dataLead', JSON.stringify(stored));
    updateLeadMock.mockRejectedValue(
      new ApiError({
        kind: 'client',
        status: 404,
        body: { error: { code: 'lead_not_found', message: 'x' } },
        method: 'PATCH',
        url: '/api/v1/lead/lead_gone',
      }),
    );
    createLeadMock.mockResolvedValue(lead({ leadId: 'lead_9' }));
    const { user } = renderLead();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@exemplo.com'),
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem('dataLead') ?? 'null')).toMatchObject({
      leadId: 'lead_9',
    });
  });

  it('should show the general message, keep the fields and enable the button again when the API fails', async () => {
    createLeadMock.mockRejectedValue(new Error('Network Error'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderLead();
    await user.type(screen.getByRole('textbox', { name: 'Nome Completo' }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11912345678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
    );
    expect(screen.getByRole('textbox', { name: 'Nome Completo' })).toHaveValue('Maria da Silva');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@exemplo.com');
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 91234-5678');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('dataLead')).toBeNull();
    consoleError.mockRestore();
  });

  it('should disable the button while the lead is being saved', async () => {
    let resolve: (value: Lead) => void = () => undefined;
    createLeadMock.mockImplementation(() => new Promise<Lead>((r) => (resolve = r)));
    const { user } = renderLead();
    await user.type(screen.getByRole('textbox', { name: 'Nome Completo' }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11912345678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    resolve(lead());
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
  });

  it("should switch to another country's '+' rule when its flag is chosen", async () => {
    createLeadMock.mockResolvedValue(lead({ phone: '+351 912345678' }));
    const { user } = renderLead();
    await user.selectOptions(screen.getByRole('combobox', { name: 'País do celular' }), 'PT');
    const phone = screen.getByRole('textbox', { name: 'Celular' });
    expect(phone).toHaveValue('+351 ');
    await user.clear(phone);
    await user.type(phone, '+35');
    await user.tab();
    expect(screen.getByText('Insira um número válido')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '912345678');
    expect(phone).toHaveValue('+351 912345678');
    expect(screen.queryByText('Insira um número válido')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nome Completo' }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(createLeadMock).toHaveBeenCalled());
    expect(createLeadMock.mock.calls[0]?.[0]).toMatchObject({ phone: '+351 912345678' });
  });

  it('should start a pt-MZ brand on Moçambique (+258) and use the Mozambique wording', async () => {
    const { user } = renderLead(mozambiquePage());
    expect(screen.getByRole('combobox', { name: 'País do telemóvel' })).toHaveValue('MZ');
    const phone = screen.getByRole('textbox', { name: 'Telemóvel' });
    expect(phone).toHaveValue('+258 ');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      screen.getByText('Selecione a bandeira do país e insira um número válido com DDD.'),
    ).toBeInTheDocument();
    await user.clear(phone);
    expect(
      screen.getByText('Selecione a bandeira do país e insira um número válido com DDD.'),
    ).toBeInTheDocument();
    // A Mozambican number too short gets the same wording, not the bare 'Insira um número válido'.
    await user.type(phone, '84123');
    await user.tab();
    expect(
      screen.getByText('Selecione a bandeira do país e insira um número válido com DDD.'),
    ).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '841234567');
    expect(phone).toHaveValue('+258 841234567');
    expect(
      screen.queryByText('Selecione a bandeira do país e insira um número válido com DDD.'),
    ).not.toBeInTheDocument();
  });

  it('should restore the flag of a stored international number', async () => {
    window.sessionStorage.setItem(
      'dataForm',
      JSON.stringify({ name: 'Ana Souza', email: 'ana@exemplo.com', phone: '+351 912345678' }),
    );
    renderLead();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'País do celular' })).toHaveValue('PT'),
    );
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('+351 912345678');
  });

  it('should show what was typed and not sent after a reload, with its flag', async () => {
    window.sessionStorage.setItem(
      'trilhaDraft:MS/default/lead/form',
      JSON.stringify({ name: 'Ana Recarregada', email: 'ana@exemplo', phone: '+351 912345678' }),
    );
    renderLead();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome Completo' })).toHaveValue('Ana Recarregada'),
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@exemplo');
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('+351 912345678');
    expect(screen.getByRole('combobox', { name: 'País do celular' })).toHaveValue('PT');
  });

  it('should keep what the buyer types as the step draft until the lead is sent', async () => {
    createLeadMock.mockResolvedValue(lead());
    const { user } = renderLead();
    await user.type(screen.getByRole('textbox', { name: 'Nome Completo' }), 'Maria da Silva');
    expect(
      JSON.parse(window.sessionStorage.getItem('trilhaDraft:MS/default/lead/form') ?? '{}'),
    ).toMatchObject({
      name: 'Maria da Silva',
    });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11912345678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(window.sessionStorage.getItem('trilhaDraft:MS/default/lead/form')).toBeNull(),
    );
  });
});
