/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { generateContract, getContract, getProductV2 } from '@/checkout/api/checkoutApi';
import type { Contract } from '@/checkout/api/types';
import { writeSession } from '@/checkout/sessionStore';
import type { ContractProps } from '@/schemas/generated/types';
import { ContractTemplate } from '@/templates/contract/ContractTemplate';
import { productPlansFixture } from '../../checkout/payment/productPlansFixture';
import { chainFlow, fixturePage } from '../fixturePage';
import { apiError } from '../liveloFixture';

const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/', asPath: '/' }),
}));
jest.mock('@/checkout/api/checkoutApi', () => ({
  generateContract: jest.fn(),
  getContract: jest.fn(),
  getProductV2: jest.fn(),
}));
const generateMock = jest.mocked(generateContract);
const getMock = jest.mocked(getContract);
const productMock = jest.mocked(getProductV2);

function contractFor(planId: string): Contract {
  return {
    contractId: 'ctr_1',
    productCode: 'MS',
    leadId: 'lead_1',
    planId,
    business: null,
    version: 'v1',
    text: 'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS\nCláusula 1.',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function renderContract(props: ContractProps = {}) {
  const page = fixturePage(
    { productFlow: chainFlow('contract', ['lead', 'contract', 'payment']) },
    'contract',
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <ContractTemplate step={page.step} props={props} />
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
  writeSession('dataLead', {
    leadId: 'lead_1',
    name: 'Maria Souza',
    email: 'maria@example.com',
    phone: '',
  });
});

describe('ContractTemplate', () => {
  it('should generate the contract on a first visit without asking for one that cannot exist, and show it in a focusable region', async () => {
    const plan = productPlansFixture().plans[0]!;
    generateMock.mockResolvedValue(contractFor(plan.id));
    renderContract({ planId: plan.id });
    const region = await screen.findByRole('region', { name: 'Texto do contrato' });
    expect(region).toHaveTextContent('Cláusula 1.');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(generateMock).toHaveBeenCalledWith(
      'MS',
      expect.objectContaining({ leadId: 'lead_1', planId: plan.id }),
    );
    // No lookup that answers 404 into the buyer's console (issue 21 item 13).
    expect(getMock).not.toHaveBeenCalled();
  });

  it('should show again, on a reload, the contract generated for the lead and plan', async () => {
    const plan = productPlansFixture().plans[0]!;
    writeSession('dataContract', { contractId: 'ctr_1', leadId: 'lead_1', planId: plan.id });
    getMock.mockResolvedValue(contractFor(plan.id));
    renderContract({ planId: plan.id });
    await screen.findByRole('region', { name: 'Texto do contrato' });
    expect(getMock).toHaveBeenCalledWith('MS', { contractId: 'ctr_1' });
    expect(generateMock).not.toHaveBeenCalled();
  });

  it('should ask for the acceptance, then go on to pay', async () => {
    const plan = productPlansFixture().plans[0]!;
    writeSession('dataContract', { contractId: 'ctr_1', leadId: 'lead_1', planId: plan.id });
    getMock.mockResolvedValue(contractFor(plan.id));
    const { user } = renderContract({ planId: plan.id, acceptLabel: 'Li e aceito o contrato' });
    await screen.findByRole('region', { name: 'Texto do contrato' });
    expect(generateMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Aceite o contrato para continuar.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Li e aceito o contrato' })).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Li e aceito o contrato' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/payment\?/)));
  });

  it('should show the general message when the contract cannot be had', async () => {
    generateMock.mockRejectedValue(apiError(500, 'internal'));
    const plan = productPlansFixture().plans[0]!;
    renderContract({ planId: plan.id });
    expect(
      await screen.findByText(
        'Ocorreu um erro inesperado, por gentileza tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  });
});
