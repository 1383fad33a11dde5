/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { JourneyGuard } from '@/checkout/journey/JourneyGuard';
import type { JourneyNeed } from '@/lib/journey/journeyModel';
import { readJourneyFacts, startLeadJourney } from '@/checkout/journey/journeyFacts';
import { accountPage } from '../../templates/accountFixtures';
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

  describe('a journey from an account record (no lead)', () => {
    const recordPurchase = { ...paid, leadId: undefined, recordId: 'inv_demo_open' };
    const recoveryFlow = ['recovery', 'pix', 'success'] as const;

    function renderAccountGuard(needs: readonly JourneyNeed[], stepId: string) {
      const page = accountPage(recoveryFlow, stepId, { query: { flowId: 'recovery' } });
      render(
        <CheckoutProvider page={page}>
          <JourneyGuard needs={needs}>
            <p>the step</p>
          </JourneyGuard>
        </CheckoutProvider>,
      );
      return page;
    }

    it('should have the record, the receipt and the payment from the stored purchase, after a reload too', () => {
      window.sessionStorage.setItem('dataPurchase', JSON.stringify(recordPurchase));
      const page = accountPage(['invoice-payment', 'success-invoice'], 'success-invoice');
      expect([...readJourneyFacts(page)].sort()).toEqual(['paid', 'receipt', 'record']);
    });

    it('should show the Pix step to a buyer with a Pix code and no lead', async () => {
      window.sessionStorage.setItem(
        'dataPix',
        JSON.stringify({ paymentId: 'pay_pix', brCode: '000201', expiresAt: '', amount: 1 }),
      );
      renderAccountGuard([['pix', 'lead']], 'pix');
      expect(await screen.findByText('the step')).toBeInTheDocument();
      expect(replace).not.toHaveBeenCalled();
    });

    it("should start again at the record's page when the session knows the record", async () => {
      window.sessionStorage.setItem(
        'dataPurchase',
        JSON.stringify({ ...recordPurchase, recordId: 'rec_demo_abandoned', paid: false }),
      );
      renderAccountGuard(['paid'], 'success');
      const again = await screen.findByRole('button', { name: 'Começar de novo' });
      again.click();
      await waitFor(() =>
        expect(replace).toHaveBeenCalledWith(
          '/recovery/rec_demo_abandoned?product=MS&flowId=recovery',
        ),
      );
    });

    it('should ask to open the link again, not offer a start it cannot make, without the record', async () => {
      renderAccountGuard(['receipt'], 'success');
      expect(
        await screen.findByRole('heading', { name: 'Não encontramos um pagamento seu' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/abra de novo o link que enviamos a você/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Começar de novo' })).not.toBeInTheDocument();
    });
  });

  describe('startLeadJourney', () => {
    const pix = { paymentId: 'pay_pix', brCode: '000201', expiresAt: '', amount: 1 };

    it("should drop an account record's purchase, Pix and boleto when a lead starts a journey", () => {
      const { leadId: _lead, ...forRecord } = paid;
      window.sessionStorage.setItem(
        'dataPurchase',
        JSON.stringify({ ...forRecord, recordId: 'inv_1' }),
      );
      window.sessionStorage.setItem('dataPix', JSON.stringify(pix));
      window.sessionStorage.setItem(
        'dataBoleto',
        JSON.stringify({ paymentId: 'pay_1', url: '/b' }),
      );
      startLeadJourney('lead_2');
      expect(window.sessionStorage.getItem('dataPurchase')).toBeNull();
      expect(window.sessionStorage.getItem('dataPix')).toBeNull();
      expect(window.sessionStorage.getItem('dataBoleto')).toBeNull();
    });

    it("should keep the lead's own purchase (a buyer back on the lead step)", () => {
      window.sessionStorage.setItem('dataPurchase', JSON.stringify(paid));
      window.sessionStorage.setItem('dataPix', JSON.stringify(pix));
      startLeadJourney('lead_1');
      expect(window.sessionStorage.getItem('dataPurchase')).not.toBeNull();
      expect(window.sessionStorage.getItem('dataPix')).not.toBeNull();
    });
  });
});
