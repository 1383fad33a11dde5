/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { JourneyGuard } from '@/checkout/journey/JourneyGuard';
import type { JourneyNeed } from '@/lib/journey/journeyModel';
import { chainFlow, fixturePage } from '../../templates/fixturePage';

const replace = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({
  useRouter: () => ({ push: jest.fn(), replace, back: jest.fn() }),
}));

const lead = { leadId: 'lead_1', name: 'Ana Souza', email: 'ana@exemplo.com', phone: '' };
const paid = {
  leadId: 'lead_1',
  reference: 'pay_1',
  planId: 'ms-anual',
  planName: 'Plano Anual',
  amount: 114000,
  currency: 'R$',
  method: 'credit-card',
  installments: 1,
  paid: true,
};

function renderGuard(
  needs: readonly JourneyNeed[],
  stepId = 'payment',
  renderWhileChecking = false,
) {
  const page = fixturePage(
    {
      query: { product: 'MS' },
      productFlow: chainFlow('default', ['lead', 'payment', 'pix', 'success']),
    },
    stepId,
  );
  render(
    <CheckoutProvider page={page}>
      <JourneyGuard needs={needs} renderWhileChecking={renderWhileChecking}>
        <p>the step</p>
      </JourneyGuard>
    </CheckoutProvider>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  replace.mockReset().mockResolvedValue(true);
});

describe('JourneyGuard', () => {
  it('should show the step when the journey has what it needs', async () => {
    window.sessionStorage.setItem('dataLead', JSON.stringify(lead));
    renderGuard(['lead']);
    expect(await screen.findByText('the step')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("should send a buyer without a lead to the flow's first step, in the journey's flow", async () => {
    renderGuard(['lead']);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/lead?product=MS&flowId=default'));
    expect(screen.queryByText('the step')).not.toBeInTheDocument();
  });

  it('should say there is no payment, never showing the step, when a success step lacks one', async () => {
    window.sessionStorage.setItem('dataLead', JSON.stringify(lead));
    renderGuard(['receipt'], 'success');
    expect(
      await screen.findByRole('heading', { name: 'Não encontramos um pagamento seu' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('the step')).not.toBeInTheDocument();
  });

  it("should not take another lead's purchase as this buyer's", async () => {
    window.sessionStorage.setItem('dataLead', JSON.stringify(lead));
    window.sessionStorage.setItem('dataPurchase', JSON.stringify({ ...paid, leadId: 'other' }));
    renderGuard(['receipt'], 'success');
    expect(await screen.findByText('Não encontramos um pagamento seu')).toBeInTheDocument();
  });

  it('should take a purchase made for an account record on a journey without a lead', async () => {
    const { leadId: _lead, ...forRecord } = paid;
    window.sessionStorage.setItem(
      'dataPurchase',
      JSON.stringify({ ...forRecord, recordId: 'rec_1' }),
    );
    renderGuard(['receipt'], 'success');
    expect(await screen.findByText('the step')).toBeInTheDocument();
  });

  it('should send a buyer with neither a Pix nor a lead to the first step', async () => {
    renderGuard([['pix', 'lead']], 'pix');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/lead?product=MS&flowId=default'));
  });

  it('should accept any one fact of a need with alternatives (a Pix to show, or a lead)', async () => {
    window.sessionStorage.setItem(
      'dataPix',
      JSON.stringify({ paymentId: 'pay_pix', brCode: '000201', expiresAt: '', amount: 1 }),
    );
    renderGuard([['pix', 'lead']], 'pix');
    expect(await screen.findByText('the step')).toBeInTheDocument();
  });

  it('should not count a boleto as paid (an upsell needs a paid purchase)', async () => {
    window.sessionStorage.setItem('dataLead', JSON.stringify(lead));
    window.sessionStorage.setItem(
      'dataPurchase',
      JSON.stringify({ ...paid, method: 'bankslip', paid: false }),
    );
    renderGuard(['paid'], 'success');
    expect(await screen.findByText('Não encontramos um pagamento seu')).toBeInTheDocument();
  });

  it('should keep the server HTML of a step that renders while the session is read', () => {
    window.sessionStorage.setItem('dataLead', JSON.stringify(lead));
    renderGuard(['lead'], 'payment', true);
    expect(screen.getByText('the step')).toBeInTheDocument();
  });
});
