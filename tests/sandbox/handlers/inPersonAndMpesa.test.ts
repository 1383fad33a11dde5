import { createPayment, getPaymentStatus } from '@/checkout/api/checkoutApi';
import type { PaymentMethodInput, PaymentRequest } from '@/checkout/api/types';
import { maskMpesaPhone, mpesaOutcome, mpesaStatus } from '@/sandbox/mpesa';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

const answerMs = 150;
const timeoutMs = 400;

let keyCounter = 0;
function freshKey(): string {
  keyCounter += 1;
  return `in-person-${Date.now()}-${keyCounter}`;
}

function inPerson(
  type: 'cash' | 'cheque' | 'pix-in-person' | 'credit-card-in-person',
  extra: Partial<PaymentRequest> = {},
): PaymentRequest {
  return {
    name: 'João da Silva',
    email: 'joao.silva@example.com',
    amount: 114000,
    business: 'medcof',
    productCode: 'CURSO',
    planId: 'curso-anual',
    seller: 'ana.souza',
    source: 'balcao',
    isPaymentInPerson: true,
    type,
    paymentMethods: [{ type }],
    ...extra,
  };
}

function mpesa(phone: string): PaymentRequest {
  const method: PaymentMethodInput = { type: 'm-pesa', phone };
  return {
    name: 'Amélia Machava',
    email: 'amelia.machava@example.com',
    amount: 600000,
    business: 'wiseup-online',
    productCode: 'INGLESMZ',
    planId: 'ingles-mz-anual',
    type: 'm-pesa',
    paymentMethods: [method],
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('in-person and M-Pesa payments', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer({
      settings: { slowMs: 0, mpesaAnswerMs: answerMs, mpesaTimeoutMs: timeoutMs },
    });
  });

  afterAll(async () => {
    await running.dispose();
  });

  function row(id: string): Record<string, unknown> {
    return running.sandbox
      .context()
      .db.prepare('SELECT * FROM payments WHERE id = ?')
      .get(id) as Record<string, unknown>;
  }

  describe('in person', () => {
    it.each(['cash', 'cheque', 'pix-in-person', 'credit-card-in-person'] as const)(
      'should record a %s payment as pending, for any plan, at the cash amount of the plan',
      async (type) => {
        const answer = await createPayment(inPerson(type), freshKey(), running.client);
        expect(answer).toMatchObject({
          status: 'pending',
          route: null,
          redirect: `/primeiro-acesso?token=${answer.token}`,
        });
        expect(row(answer.paymentId)).toMatchObject({
          method: type,
          status: 'pending',
          amount: 114000,
          installments: 1,
        });
        expect(JSON.parse(row(answer.paymentId).request_json as string)).toMatchObject({
          isPaymentInPerson: true,
          seller: 'ana.souza',
        });
        await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toEqual({
          paymentId: answer.paymentId,
          status: 'pending',
          method: type,
        });
      },
    );

    it('should refuse an in-person method without isPaymentInPerson', async () => {
      await expectApiError(
        createPayment(
          inPerson('cash', { isPaymentInPerson: undefined }),
          freshKey(),
          running.client,
        ),
        { status: 422, code: 'in_person_flag_missing', field: 'isPaymentInPerson' },
      );
    });

    it('should refuse an in-person payment without an attendant', async () => {
      await expectApiError(
        createPayment(inPerson('cash', { seller: 'performance' }), freshKey(), running.client),
        { status: 422, code: 'in_person_needs_seller', field: 'seller' },
      );
    });

    it('should refuse isPaymentInPerson on an online method', async () => {
      const body: PaymentRequest = {
        ...inPerson('cash'),
        type: 'pix',
        paymentMethods: [{ type: 'pix' }],
      };
      await expectApiError(createPayment(body, freshKey(), running.client), {
        status: 422,
        code: 'not_an_in_person_method',
      });
    });

    it('should refuse an amount other than the plan amount', async () => {
      await expectApiError(
        createPayment(inPerson('cash', { amount: 100 }), freshKey(), running.client),
        { status: 422, code: 'amount_mismatch' },
      );
    });
  });

  describe('M-Pesa', () => {
    it('should send the push and approve the approving test number once the buyer answered', async () => {
      const answer = await createPayment(mpesa('+258840000001'), freshKey(), running.client);
      expect(answer.status).toBe('pending');
      expect(answer.mpesa).toEqual({
        phone: '+258 84 ••• 0001',
        expiresAt: expect.any(String),
      });
      expect(row(answer.paymentId)).toMatchObject({
        method: 'm-pesa',
        mpesa_phone: '+258840000001',
      });
      await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toMatchObject({
        status: 'pending',
      });
      await wait(answerMs + 50);
      await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toEqual({
        paymentId: answer.paymentId,
        status: 'approved',
        method: 'm-pesa',
      });
      // The stored row follows what the API answered (issue 35), with when it was paid.
      expect(row(answer.paymentId)).toMatchObject({
        status: 'approved',
        paid_at: expect.any(String),
      });
    });

    it('should decline the refusing test number', async () => {
      const answer = await createPayment(mpesa('+258840000002'), freshKey(), running.client);
      await wait(answerMs + 50);
      await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toMatchObject({
        status: 'declined',
      });
      expect(row(answer.paymentId)).toMatchObject({ status: 'declined', paid_at: null });
    });

    it('should expire the push of the number that never answers', async () => {
      const answer = await createPayment(mpesa('+258840000003'), freshKey(), running.client);
      await wait(answerMs + 50);
      await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toMatchObject({
        status: 'pending',
      });
      await wait(timeoutMs);
      await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toMatchObject({
        status: 'expired',
      });
      expect(row(answer.paymentId)).toMatchObject({ status: 'expired', paid_at: null });
    });

    it('should refuse a number that is not an M-Pesa one (the contract: 400)', async () => {
      await expectApiError(createPayment(mpesa('+258820000001'), freshKey(), running.client), {
        status: 400,
      });
    });

    it('should refuse M-Pesa for a plan that does not accept it', async () => {
      const body = {
        ...mpesa('+258840000001'),
        productCode: 'CURSO',
        planId: 'curso-anual',
        amount: 114000,
        business: 'medcof' as const,
      };
      await expectApiError(createPayment(body, freshKey(), running.client), {
        status: 422,
        code: 'payment_method_not_offered',
      });
    });
  });

  describe('the simulated buyer', () => {
    const timings = { mpesaAnswerMs: 1000, mpesaTimeoutMs: 5000 };
    const sent = new Date('2026-01-01T12:00:00Z');
    const at = (ms: number) => new Date(sent.getTime() + ms);

    it('should answer by test number, approving any other number', () => {
      expect(mpesaOutcome('+258840000002')).toBe('refused');
      expect(mpesaOutcome('+258851234567')).toBe('approved');
      expect(mpesaStatus('+258851234567', sent, at(999), timings)).toBe('pending');
      expect(mpesaStatus('+258851234567', sent, at(1000), timings)).toBe('approved');
      expect(mpesaStatus('+258840000003', sent, at(4999), timings)).toBe('pending');
      expect(mpesaStatus('+258840000003', sent, at(5000), timings)).toBe('expired');
    });

    it('should mask all but the operator prefix and the last 4 digits', () => {
      expect(maskMpesaPhone('+258851234567')).toBe('+258 85 ••• 4567');
    });
  });
});
