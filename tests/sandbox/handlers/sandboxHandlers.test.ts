import { createPayment, getPaymentStatus } from '@/checkout/api/checkoutApi';
import { testCards } from '@/sandbox/paymentProcessor';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

describe('sandboxHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  it('should answer the demo lead SMS code and 404 for an unknown lead', async () => {
    await expect(running.client.get('/api/sandbox/leads/lead_demo/sms-code')).resolves.toEqual({
      leadId: 'lead_demo',
      code: '123456',
      expiresAt: expect.any(String),
    });
    await expectApiError(running.client.get('/api/sandbox/leads/lead_unknown/sms-code'), {
      status: 404,
      code: 'lead_not_found',
    });
  });

  it('should refuse to pay a boleto as Pix and to print a Pix as boleto', async () => {
    await expectApiError(running.client.post('/api/sandbox/pix/pay_demo_boleto/pay'), {
      status: 409,
      code: 'not_a_pix_payment',
    });
    await expectApiError(running.client.get('/api/sandbox/boleto/pay_demo_pix'), {
      status: 409,
      code: 'not_a_bankslip_payment',
    });
    await expectApiError(running.client.post('/api/sandbox/pix/pay_unknown/pay'), {
      status: 404,
      code: 'payment_not_found',
    });
  });

  it('should list the test cards', async () => {
    await expect(running.client.get('/api/sandbox/test-cards')).resolves.toEqual({
      cards: testCards,
    });
  });

  it('should delete everything but the demo records on reset', async () => {
    const paid = await createPayment(
      {
        name: 'Ana Lima',
        email: 'ana.lima@example.com',
        amount: 12900,
        business: 'medcof',
        productCode: 'CURSO',
        planId: 'curso-mensal',
        paymentMethods: [
          {
            type: 'credit-card',
            installments: 1,
            card: {
              number: '4111111111111111',
              holderName: 'ANA LIMA',
              expiry: '12/30',
              cvv: '123',
              brand: 'visa',
            },
          },
        ],
      },
      'reset-test',
      running.client,
    );
    await expect(running.client.post('/api/sandbox/reset')).resolves.toEqual({ reset: true });
    await expectApiError(getPaymentStatus(paid.paymentId, running.client), { status: 404 });
    await expect(getPaymentStatus('pay_demo_pix', running.client)).resolves.toHaveProperty(
      'status',
      'pending',
    );
  });
});
