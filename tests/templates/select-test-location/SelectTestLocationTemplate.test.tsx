/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { updateLead } from '@/checkout/api/checkoutApi';
import type { Lead } from '@/checkout/api/types';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { SelectTestLocationProps } from '@/schemas/generated/types';
import {
  SelectTestLocationTemplate,
  chooseCityMessage,
} from '@/templates/select-test-location/SelectTestLocationTemplate';
import { chainFlow, fixtureBrand, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/select-test-location',
    asPath: '/select-test-location',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({ updateLead: jest.fn() }));

const updateLeadMock = jest.mocked(updateLead);

const props: SelectTestLocationProps = {
  cities: [
    { city: 'Belém', state: 'PA' },
    { city: 'Guaratinguetá', state: 'SP' },
    { city: 'São José dos Campos', state: 'SP' },
    { city: 'São Paulo', state: 'SP' },
  ],
};

function renderStep(stepProps: SelectTestLocationProps = props) {
  const flow = chainFlow('local-de-prova', ['lead', 'select-test-location', 'payment']);
  const page = fixturePage(
    { productFlow: flow, pathname: '/select-test-location', brand: fixtureBrand('farda-certa') },
    'select-test-location',
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <SelectTestLocationTemplate step={page.step} props={stepProps} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user, city: () => screen.getByRole('combobox', { name: 'Cidade da prova' }) };
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  push.mockResolvedValue(true);
  updateLeadMock.mockResolvedValue({ leadId: 'lead_1' } as Lead);
  writeSession('dataLead', {
    leadId: 'lead_1',
    name: 'Ana Lima',
    email: 'ana@exemplo.com',
    phone: '(11) 91234-5678',
  });
});

describe('SelectTestLocationTemplate', () => {
  it('should find a city without accents, save it with the lead and in session, and go on', async () => {
    const { user, city } = renderStep();
    expect(
      screen.getByRole('heading', { name: 'Onde você vai fazer a prova?' }),
    ).toBeInTheDocument();

    await user.type(city(), 'sao');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'São José dos Campos - SP',
      'São Paulo - SP',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 cidades encontradas');
    await user.click(screen.getByRole('option', { name: 'São Paulo - SP' }));
    expect(city()).toHaveValue('São Paulo - SP');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/payment?product=MS&flowId=local-de-prova'),
    );
    expect(updateLeadMock).toHaveBeenCalledWith('lead_1', {
      testLocation: { city: 'São Paulo', state: 'SP' },
    });
    expect(readSession('dataForm')).toMatchObject({
      testLocation: { city: 'São Paulo', state: 'SP' },
    });
  });

  it('should search by UF and pick with the keyboard', async () => {
    const { user, city } = renderStep();
    await user.type(city(), 'pa');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Belém - PA',
      'São Paulo - SP',
    ]);
    await user.keyboard('{ArrowDown}');
    expect(city()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{Enter}');
    expect(city()).toHaveValue('Belém - PA');
    expect(push).not.toHaveBeenCalled();
  });

  it('should ask for a city from the list and focus the field instead of going on', async () => {
    const { user, city } = renderStep();
    await user.type(city(), 'Campinas');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nenhuma cidade encontrada. Confira a grafia ou busque pela UF.',
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(chooseCityMessage)).toBeInTheDocument();
    expect(city()).toHaveFocus();
    expect(city()).toHaveAttribute('aria-invalid', 'true');
    expect(city()).toHaveAccessibleDescription(
      `Digite o nome da cidade ou a UF e escolha na lista. ${chooseCityMessage}`,
    );
    expect(updateLeadMock).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('should show the city chosen before when the buyer comes back', async () => {
    writeSession('dataForm', { testLocation: { city: 'Guaratinguetá', state: 'SP' } });
    const { city } = renderStep();
    await waitFor(() => expect(city()).toHaveValue('Guaratinguetá - SP'));
  });

  it('should keep the choice and show the general message when the lead cannot be saved', async () => {
    updateLeadMock.mockRejectedValue(new Error('network'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, city } = renderStep();
    await user.type(city(), 'Guaratinguetá - SP');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(city()).toHaveValue('Guaratinguetá - SP');
    expect(push).not.toHaveBeenCalled();
  });
});
