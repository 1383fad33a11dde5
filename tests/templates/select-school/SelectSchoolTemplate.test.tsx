/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import {
  getFranchiseCities,
  getFranchiseRegions,
  getFranchiseUnits,
  updateLead,
} from '@/checkout/api/checkoutApi';
import { ApiError } from '@/checkout/api/ApiError';
import type { FranchiseCitiesQuery, FranchiseUnitsQuery, Lead } from '@/checkout/api/types';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { SelectSchoolProps } from '@/schemas/generated/types';
import { SelectSchoolTemplate } from '@/templates/select-school/SelectSchoolTemplate';
import { chainFlow, fixturePage } from '../fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({
    push,
    back: jest.fn(),
    query: {},
    pathname: '/select-school',
    asPath: '/select-school',
  }),
}));

jest.mock('@/checkout/api/checkoutApi', () => ({
  getFranchiseRegions: jest.fn(),
  getFranchiseCities: jest.fn(),
  getFranchiseUnits: jest.fn(),
  updateLead: jest.fn(),
}));

const regionsMock = jest.mocked(getFranchiseRegions);
const citiesMock = jest.mocked(getFranchiseCities);
const unitsMock = jest.mocked(getFranchiseUnits);
const updateLeadMock = jest.mocked(updateLead);

const states = ['SP', 'RJ', 'MG', 'PR', 'RS', 'BA', 'DF'];
const cities: Record<string, string[]> = {
  SP: ['São Paulo', 'Campinas'],
  PR: ['Curitiba', 'Londrina'],
};
const units: Record<string, Array<{ salesforceId: string; name: string }>> = {
  Curitiba: [
    { salesforceId: 'a0B5g00000CQCTB001', name: 'Conquer Batel' },
    { salesforceId: 'a0B5g00000CQCTB002', name: 'Conquer Centro Cívico' },
  ],
  'São Paulo': [{ salesforceId: 'a0B5g00000CQSPA001', name: 'Conquer Paulista' }],
};

function schoolPage(business = 'conquer'): CheckoutPageProps {
  const flow = chainFlow('escola', ['lead', 'select-school', 'payment']);
  return fixturePage(
    { productFlow: flow, pathname: '/select-school', business, productCode: 'CONQUER' },
    'select-school',
  );
}

function renderStep(props: SelectSchoolProps = {}, page = schoolPage()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <SelectSchoolTemplate step={page.step} props={props} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
  return { user };
}

beforeEach(() => {
  window.sessionStorage.clear();
  push.mockReset().mockResolvedValue(true);
  regionsMock
    .mockReset()
    .mockResolvedValue(states.map((region) => ({ region, brand: 'conquer', country: 'BR' })));
  citiesMock.mockReset().mockImplementation(async (query: FranchiseCitiesQuery) =>
    (cities[query.region ?? ''] ?? []).map((city) => ({
      city,
      brand: 'conquer',
      country: 'BR' as const,
      region: query.region ?? '',
    })),
  );
  unitsMock
    .mockReset()
    .mockImplementation(async (query: FranchiseUnitsQuery) => units[query.city ?? ''] ?? []);
  updateLeadMock.mockReset().mockResolvedValue({ leadId: 'lead_1' } as Lead);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SelectSchoolTemplate', () => {
  it('should let the buyer search the states, pick state, city and unit, save it and go on', async () => {
    writeSession('dataLead', {
      leadId: 'lead_1',
      name: 'Maria Souza',
      email: 'maria@exemplo.com',
      phone: '(11) 98765-4321',
    });
    const { user } = renderStep({ franchiseBrand: 'conquer', country: 'BR' });
    const states = await screen.findByRole('group', { name: 'Estado' });
    expect(within(states).getAllByRole('radio')).toHaveLength(7);
    await user.type(within(states).getByRole('textbox', { name: 'Buscar estado' }), 'parana');
    expect(within(states).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Paraná (PR)' }));
    expect(regionsMock).toHaveBeenCalledWith({ brand: 'conquer', country: 'BR' });

    const city = await screen.findByRole('group', { name: 'Cidade' });
    expect(within(city).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(city).getByRole('radio', { name: 'Curitiba' }));
    expect(citiesMock).toHaveBeenCalledWith({ brand: 'conquer', country: 'BR', region: 'PR' });
    await user.click(await screen.findByRole('radio', { name: 'Conquer Centro Cívico' }));
    expect(unitsMock).toHaveBeenCalledWith({
      brand: 'conquer',
      country: 'BR',
      region: 'PR',
      city: 'Curitiba',
    });

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment/)));
    expect(updateLeadMock).toHaveBeenCalledWith('lead_1', {
      relationAccount: 'a0B5g00000CQCTB002',
    });
    expect(readSession('selectedSchool')).toEqual({
      brand: 'conquer',
      country: 'BR',
      region: 'PR',
      city: 'Curitiba',
      unitId: 'a0B5g00000CQCTB002',
      unitName: 'Conquer Centro Cívico',
    });
  });

  it('should name the missing choice and focus it when Continuar is pressed too early', async () => {
    const { user } = renderStep();
    await screen.findByRole('group', { name: 'Estado' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Selecione o estado.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Estado' })).toHaveAccessibleDescription(
      'Selecione o estado.',
    );
    expect(screen.getByRole('textbox', { name: 'Buscar estado' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'São Paulo (SP)' }));
    await user.click(await screen.findByRole('radio', { name: 'São Paulo' }));
    // A single unit is picked for the buyer.
    expect(await screen.findByRole('radio', { name: 'Conquer Paulista' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(updateLeadMock).not.toHaveBeenCalled();
  });

  it('should use the fixed conquer-franquias data without calling the franchise API', async () => {
    const { user } = renderStep(
      { franchiseBrand: 'conquer-franquias', country: 'BR' },
      schoolPage('conquer-franquias'),
    );
    expect(await screen.findByRole('radio', { name: 'Paraná (PR)' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Curitiba' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Conquer Franquias Curitiba' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment/)));
    expect(regionsMock).not.toHaveBeenCalled();
    expect(citiesMock).not.toHaveBeenCalled();
    expect(unitsMock).not.toHaveBeenCalled();
    expect(readSession('selectedSchool')).toMatchObject({
      region: 'PR',
      city: 'Curitiba',
      country: 'BR',
      unitId: 'a0B5g00000CQFCTB01',
    });
  });

  it('should show the unit named by fixedUnit', async () => {
    renderStep({
      useFixedFranchise: true,
      fixedUnit: { salesforceId: 'a0B5g00000CQFCTB09', name: 'Alicerce Água Verde' },
    });
    expect(await screen.findByRole('radio', { name: 'Alicerce Água Verde' })).toBeChecked();
    expect(regionsMock).not.toHaveBeenCalled();
  });

  it('should show the general message and retry when the franchise call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    regionsMock.mockReset().mockRejectedValueOnce(
      new ApiError({
        kind: 'server',
        status: 500,
        body: { error: { code: 'internal', message: 'x' } },
        method: 'GET',
        url: '/api/v1/franchises/regions',
      }),
    );
    regionsMock.mockResolvedValue([{ region: 'SP', brand: 'conquer', country: 'BR' }]);
    const { user } = renderStep();
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('radio', { name: 'São Paulo (SP)' })).toBeChecked();
  });

  it('should show the choice made before when the buyer comes back', async () => {
    writeSession('selectedSchool', {
      brand: 'conquer',
      country: 'BR',
      region: 'PR',
      city: 'Curitiba',
      unitId: 'a0B5g00000CQCTB001',
      unitName: 'Conquer Batel',
    });
    renderStep();
    expect(await screen.findByRole('radio', { name: 'Conquer Batel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Paraná (PR)' })).toBeChecked();
  });
});
