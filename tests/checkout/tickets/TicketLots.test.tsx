/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import { getProductTickets } from '@/checkout/api/checkoutApi';
import type { Ticket, TicketsResponse } from '@/checkout/api/types';
import { lotStatus, TicketLots } from '@/checkout/tickets/TicketLots';
import { fixturePage } from '../../templates/fixturePage';

jest.mock('@/checkout/api/checkoutApi', () => ({ getProductTickets: jest.fn() }));
const ticketsMock = jest.mocked(getProductTickets);

function ticket(overrides: Partial<Ticket>): Ticket {
  return {
    id: 'tkt_cupula-ingresso',
    planId: 'cupula-ingresso',
    name: '2º lote',
    currency: 'R$',
    amount: 149700,
    installments: [],
    available: true,
    remaining: 88,
    ...overrides,
  };
}

const cupula: TicketsResponse = {
  productCode: 'CUPULA',
  business: 'vende-c',
  tickets: [
    ticket({
      id: 'tkt_cupula-lote-1',
      planId: 'cupula-lote-1',
      name: '1º lote',
      amount: 99600,
      available: false,
      remaining: 0,
    }),
    ticket({}),
  ],
};

function renderLots(chosenPlanId: string | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = fixturePage({ productCode: 'CUPULA', product: 'CUPULA', business: 'vende-c' });
  render(
    <QueryClientProvider client={client}>
      <CheckoutProvider page={page}>
        <TicketLots chosenPlanId={chosenPlanId} />
      </CheckoutProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => ticketsMock.mockReset());

describe('TicketLots', () => {
  it('should list the lots with price and status, the buyer’s lot marked with what is left', async () => {
    ticketsMock.mockResolvedValue(cupula);
    renderLots('cupula-ingresso');
    const box = await screen.findByRole('region', { name: 'Lotes de ingressos' });
    const lots = await within(box).findAllByRole('listitem');
    expect(lots.map((lot) => lot.textContent)).toEqual([
      '1º loteR$996,00Esgotado',
      '2º loteR$1.497,00Seu ingresso: restam 88 ingressos neste lote',
    ]);
    expect(lots[1]).toHaveAttribute('aria-current', 'true');
    expect(lots[0]).not.toHaveAttribute('aria-current');
    expect(ticketsMock).toHaveBeenCalledWith('CUPULA', { business: 'vende-c' });
  });

  it('should leave the box out when the lots cannot load, so the buyer can still pay', async () => {
    ticketsMock.mockRejectedValue(new Error('down'));
    renderLots('cupula-ingresso');
    expect(screen.getByText('Carregando os lotes…')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Lotes de ingressos' })).not.toBeInTheDocument(),
    );
  });
});

describe('lotStatus', () => {
  it('should say sold out, the buyer’s lot, or what is left', () => {
    expect(lotStatus(ticket({ available: false, remaining: 0 }), 'cupula-ingresso')).toBe(
      'Esgotado',
    );
    expect(lotStatus(ticket({ remaining: 1 }), 'cupula-ingresso')).toBe(
      'Seu ingresso: resta 1 ingresso neste lote',
    );
    expect(lotStatus(ticket({ planId: 'outro' }), 'cupula-ingresso')).toBe(
      'Disponível: restam 88 ingressos',
    );
    expect(lotStatus(ticket({ remaining: null }), 'cupula-ingresso')).toBe('Seu ingresso');
    expect(lotStatus(ticket({ remaining: null }), undefined)).toBe('Disponível');
  });
});
