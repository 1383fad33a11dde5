import path from 'node:path';
import { createPayment, getProductTickets, getProductV2 } from '@/checkout/api/checkoutApi';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

// The real catalogue: the sales conference CUPULA sells its tickets in lots (brands/cupula-vendas).
const brandsDir = path.join(process.cwd(), 'brands');

describe('ticket lots of an event product', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer({ brandsDir });
  });

  afterAll(async () => {
    await running.dispose();
  });

  it("should answer CUPULA's lots from the catalogue: the first sold out, tickets left in the second", async () => {
    const answer = await getProductTickets('CUPULA', { business: 'vende-c' }, running.client);
    expect(answer.productCode).toBe('CUPULA');
    expect(
      answer.tickets.map(({ planId, name, amount, available, remaining }) => ({
        planId,
        name,
        amount,
        available,
        remaining,
      })),
    ).toEqual([
      { planId: 'cupula-lote-1', name: '1º lote', amount: 99600, available: false, remaining: 0 },
      {
        planId: 'cupula-ingresso',
        name: '2º lote',
        amount: 149700,
        available: true,
        remaining: 88,
      },
    ]);
    const one = await getProductTickets('CUPULA', { plan: 'cupula-ingresso' }, running.client);
    expect(one.tickets.map((ticket) => ticket.planId)).toEqual(['cupula-ingresso']);
  });

  it('should keep lot data out of the plans the product calls answer', async () => {
    const product = await getProductV2('CUPULA', {}, running.client);
    for (const plan of product.plans) expect(plan).not.toHaveProperty('ticketLot');
  });

  it('should refuse to sell a ticket of a sold-out lot', async () => {
    await expectApiError(
      createPayment(
        {
          name: 'Maria Demonstração',
          email: 'maria@example.com',
          amount: 99600,
          business: 'vende-c',
          productCode: 'CUPULA',
          planId: 'cupula-lote-1',
          paymentMethods: [{ type: 'pix' }],
        },
        'sold-out-attempt-1',
        running.client,
      ),
      { status: 422, code: 'ticket_sold_out', field: 'planId' },
    );
  });
});
