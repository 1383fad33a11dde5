import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApiClient } from '@/checkout/api/apiClient';
import { createPayment, createPaymentV1, getPaymentStatus } from '@/checkout/api/checkoutApi';
import type { CardInput, PaymentMethodInput, PaymentRequest } from '@/checkout/api/types';
import { isValidDigitableLine } from '@/sandbox/boleto';
import { hasValidBrCodeCrc, parseEmvFields } from '@/sandbox/brCode';
import { databaseFileName } from '@/sandbox/db';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

const approvedCard: CardInput = {
  number: '4111 1111 1111 1111',
  holderName: 'JOAO DA SILVA',
  expiry: '12/30',
  cvv: '737',
  brand: 'visa',
};

function cardPayment(
  card: Partial<CardInput> = {},
  installments = 12,
  amount = 114000,
): PaymentRequest {
  return paymentWith(
    { type: 'credit-card', installments, card: { ...approvedCard, ...card } },
    amount,
  );
}

function paymentWith(
  method: PaymentMethodInput,
  amount: number,
  planId = 'curso-anual',
): PaymentRequest {
  return {
    name: 'João da Silva',
    email: 'joao.silva@example.com',
    amount,
    business: 'medcof',
    productCode: 'CURSO',
    planId,
    planType: 'yearly',
    seller: 'performance',
    source: 'direto',
    paymentMethods: [method],
  };
}

let keyCounter = 0;
function freshKey(): string {
  keyCounter += 1;
  return `test-attempt-${Date.now()}-${keyCounter}`;
}

describe('paymentHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer({ settings: { slowMs: 400 } });
  });

  afterAll(async () => {
    await running.dispose();
  });

  function paymentCount(): number {
    return (
      running.sandbox.context().db.prepare('SELECT COUNT(*) AS count FROM payments').get() as {
        count: number;
      }
    ).count;
  }

  describe('POST /api/v2/payment with a card', () => {
    it('should approve a test card and keep only its brand and last four digits', async () => {
      const answer = await createPayment(cardPayment(), freshKey(), running.client);
      expect(answer).toEqual({
        token: expect.stringMatching(/^[0-9a-f]{32}$/),
        redirect: expect.stringMatching(/^\/primeiro-acesso\?token=[0-9a-f]{32}$/),
        paymentProfileIds: [expect.stringMatching(/^pp_/)],
        route: null,
        paymentId: expect.stringMatching(/^pay_/),
        status: 'approved',
        subscriptionId: expect.stringMatching(/^sub_/),
      });
      await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toEqual({
        paymentId: answer.paymentId,
        status: 'approved',
        method: 'credit-card',
      });
      const row = running.sandbox
        .context()
        .db.prepare('SELECT * FROM payments WHERE id = ?')
        .get(answer.paymentId) as Record<string, unknown>;
      expect(row).toMatchObject({
        card_brand: 'visa',
        card_last4: '1111',
        amount: 114000,
        installments: 12,
        status: 'approved',
      });
      expect(JSON.stringify(row)).not.toContain('4111111111111111');
      // The CVV as a value of its own (random ids and timestamps may hold the digits 737).
      expect(JSON.stringify(row)).not.toMatch(/(?<![0-9a-z_])737(?![0-9a-z_])/i);
      expect(JSON.stringify(row)).not.toMatch(/cvv|securityCode/i);
    });

    it('should accept the voucher-discounted amount', async () => {
      const body = { ...cardPayment({}, 12, 102000), voucher: 'BLACKFRIDAY' };
      await expect(createPayment(body, freshKey(), running.client)).resolves.toHaveProperty(
        'status',
        'approved',
      );
    });

    it.each([
      ['4000 0000 0000 0002', 402, 'card_declined', 'client'],
      ['4000 0000 0000 9995', 402, 'insufficient_funds', 'client'],
      ['4000 0000 0000 0119', 502, 'processor_error', 'server'],
    ] as const)('should answer test card %s with %i %s', async (number, status, code, kind) => {
      await expectApiError(createPayment(cardPayment({ number }), freshKey(), running.client), {
        kind,
        status,
        code,
        field: 'paymentMethods[0].card',
      });
    });

    it('should approve the slow test card after SANDBOX_SLOW_MS', async () => {
      const started = Date.now();
      const answer = await createPayment(
        cardPayment({ number: '4000000000000259' }),
        freshKey(),
        running.client,
      );
      expect(answer.status).toBe('approved');
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    });

    it.each([
      // Shapes the contract declares answer 400; checks only the data can fail, 422.
      [
        { number: '4111 1111 1111 1112' },
        'paymentMethods[0].card.number',
        422,
        'invalid_card_number',
      ],
      [{ number: '4111 1111 1111' }, 'paymentMethods[0].card.number', 422, 'invalid_card_number'],
      [{ brand: 'mastercard' as const }, 'paymentMethods[0].card.brand', 422, 'brand_mismatch'],
      [{ brand: 'hipercard' as never }, 'paymentMethods[0].card.brand', 400, 'invalid_value'],
      [{ expiry: '01/20' }, 'paymentMethods[0].card.expiry', 422, 'card_expired'],
      [{ expiry: '13/30' }, 'paymentMethods[0].card.expiry', 422, 'invalid_expiry'],
      [{ expiry: '1230' }, 'paymentMethods[0].card.expiry', 422, 'invalid_expiry'],
      [{ cvv: '12' }, 'paymentMethods[0].card.cvv', 422, 'invalid_cvv'],
      [{ holderName: '' }, 'paymentMethods[0].card.holderName', 400, 'invalid_format'],
    ])('should refuse card %j naming %s', async (card, field, status, code) => {
      const error = await expectApiError(
        createPayment(cardPayment(card), freshKey(), running.client),
        { status, field, code },
      );
      // Neither the card number nor the CVV echoed (as values; a random id may hold the digits).
      expect(JSON.stringify(error.body)).not.toMatch(/(?<![0-9a-z_])(4111|737)(?![0-9a-z_])/i);
    });

    it('should want a 4-digit CVV for American Express', async () => {
      const amex = { number: '378282246310005', brand: 'american_express' as const };
      await expectApiError(
        createPayment(cardPayment({ ...amex, cvv: '123' }), freshKey(), running.client),
        {
          status: 422,
          field: 'paymentMethods[0].card.cvv',
          message: "'paymentMethods[0].card.cvv' must be 4 digits.",
        },
      );
      await expect(
        createPayment(cardPayment({ ...amex, cvv: '1234' }), freshKey(), running.client),
      ).resolves.toHaveProperty('status', 'approved');
    });

    it('should check the amount, installments, method, product, plan and lead against the catalogue', async () => {
      await expectApiError(createPayment(cardPayment({}, 12, 100), freshKey(), running.client), {
        status: 422,
        code: 'amount_mismatch',
        field: 'amount',
        message:
          "'amount' must be 114000 for plan 'curso-anual' paid by credit-card in 12x; got 100.",
      });
      await expectApiError(createPayment(cardPayment({}, 3), freshKey(), running.client), {
        status: 422,
        code: 'installments_not_offered',
        field: 'paymentMethods[0].installments',
      });
      await expectApiError(
        createPayment(
          paymentWith({ type: 'pix' }, 12900, 'curso-mensal'),
          freshKey(),
          running.client,
        ),
        {
          status: 422,
          code: 'payment_method_not_offered',
          field: 'paymentMethods[0].type',
        },
      );
      await expectApiError(
        createPayment({ ...cardPayment(), productCode: 'NOPE' }, freshKey(), running.client),
        {
          status: 422,
          code: 'product_not_found',
          field: 'productCode',
        },
      );
      await expectApiError(
        createPayment({ ...cardPayment(), planId: 'ingles-mz-anual' }, freshKey(), running.client),
        {
          status: 422,
          code: 'plan_not_found',
          field: 'planId',
        },
      );
      await expectApiError(
        createPayment({ ...cardPayment(), sfLeadId: 'lead_unknown' }, freshKey(), running.client),
        {
          status: 422,
          code: 'lead_not_found',
          field: 'sfLeadId',
        },
      );
      await expectApiError(
        createPayment(
          { ...cardPayment(), paymentMethods: [{ type: 'pix' }, { type: 'pix' }] },
          freshKey(),
          running.client,
        ),
        // The contract declares exactly one entry (maxItems 1): a split payment is a 400.
        { status: 400, code: 'invalid_length', field: 'paymentMethods' },
      );
      await expectApiError(
        createPayment({ ...cardPayment(), document: '123.456.789-00' }, freshKey(), running.client),
        { status: 400, code: 'invalid_format', field: 'document' },
      );
    });
  });

  describe('POST /api/v2/payment with the card on file', () => {
    it("should charge the card of an earlier payment's profile, for the same buyer only", async () => {
      const first = await createPayment(cardPayment(), freshKey(), running.client);
      const profile = first.paymentProfileIds[0] ?? '';
      expect(profile).toMatch(/^pp_/);
      const onFile: PaymentMethodInput = {
        type: 'default-credit-card',
        installments: 1,
        paymentProfileId: profile,
      };
      const second = await createPayment(
        paymentWith(onFile, 12900, 'curso-mensal'),
        freshKey(),
        running.client,
      );
      expect(second).toMatchObject({
        status: 'approved',
        route: null,
        paymentProfileIds: [profile],
      });
      const row = running.sandbox
        .context()
        .db.prepare(
          'SELECT method, status, card_brand, card_last4, amount FROM payments WHERE id = ?',
        )
        .get(second.paymentId);
      expect(row).toEqual({
        method: 'default-credit-card',
        status: 'approved',
        card_brand: 'visa',
        card_last4: '1111',
        amount: 12900,
      });

      // Another buyer cannot charge it; an unknown profile neither; a plan without cards refuses it.
      await expectApiError(
        createPayment(
          { ...paymentWith(onFile, 12900, 'curso-mensal'), email: 'outra.pessoa@example.com' },
          freshKey(),
          running.client,
        ),
        {
          status: 422,
          code: 'payment_profile_not_found',
          field: 'paymentMethods[0].paymentProfileId',
        },
      );
      await expectApiError(
        createPayment(
          paymentWith({ ...onFile, paymentProfileId: 'pp_unknown' }, 12900, 'curso-mensal'),
          freshKey(),
          running.client,
        ),
        { status: 422, code: 'payment_profile_not_found' },
      );
      await expectApiError(
        createPayment(
          paymentWith({ ...onFile, installments: 7 }, 12900, 'curso-mensal'),
          freshKey(),
          running.client,
        ),
        { status: 422, code: 'installments_not_offered' },
      );
    });

    it('should give no card on file for a Pix or a boleto', async () => {
      const pix = await createPayment(
        paymentWith({ type: 'pix' }, 114000),
        freshKey(),
        running.client,
      );
      expect(pix.paymentProfileIds).toEqual([]);
    });
  });

  describe('POST /api/v2/payment with Pix', () => {
    it('should answer a BR Code with the amount and the payment as txid, pending until paid', async () => {
      const answer = await createPayment(
        paymentWith({ type: 'pix' }, 114000),
        freshKey(),
        running.client,
      );
      // After the Pix is paid, the product's site takes the new buyer to its first access.
      expect(answer).toMatchObject({
        status: 'pending',
        route: 'pix',
        redirect: `/primeiro-acesso?token=${answer.token}`,
        paymentProfileIds: [],
      });
      const brCode = answer.pix?.brCode ?? '';
      expect(hasValidBrCodeCrc(brCode)).toBe(true);
      const fields = new Map(parseEmvFields(brCode).map((field) => [field.id, field.value]));
      expect(fields.get('54')).toBe('1140.00');
      expect(fields.get('53')).toBe('986');
      expect(parseEmvFields(fields.get('26') ?? '')[0]).toEqual({
        id: '00',
        value: 'br.gov.bcb.pix',
      });
      expect(parseEmvFields(fields.get('62') ?? '')[0]).toEqual({
        id: '05',
        value: answer.paymentId.replace('_', ''),
      });
      expect(Date.parse(answer.pix?.expiresAt ?? '')).toBeGreaterThan(Date.now());

      await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toHaveProperty(
        'status',
        'pending',
      );
      await expect(
        running.client.post(`/api/sandbox/pix/${answer.paymentId}/pay`),
      ).resolves.toEqual({
        paymentId: answer.paymentId,
        status: 'approved',
        method: 'pix',
      });
      await expect(getPaymentStatus(answer.paymentId, running.client)).resolves.toHaveProperty(
        'status',
        'approved',
      );
    });

    it('should answer 404 for the status of an unknown payment', async () => {
      await expectApiError(getPaymentStatus('pay_unknown', running.client), {
        status: 404,
        code: 'payment_not_found',
      });
    });
  });

  describe('POST /api/v2/payment with a boleto', () => {
    it('should answer a valid linha digitável, its barcode and a printable page', async () => {
      const answer = await createPayment(
        paymentWith({ type: 'bankslip' }, 114000),
        freshKey(),
        running.client,
      );
      expect(answer).toMatchObject({ status: 'pending', route: 'bankslip' });
      const slip = answer.bankslip;
      expect(slip?.digitableLine.replace(/\D/g, '')).toHaveLength(47);
      expect(isValidDigitableLine(slip?.digitableLine ?? '')).toBe(true);
      expect(slip?.barcode).toMatch(/^0019\d{5}0000114000/);
      expect(slip?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const page = await fetch(`${running.baseUrl}${slip?.url ?? ''}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain(slip?.digitableLine);
      expect(html).toContain('R$ 1.140,00');
    });
  });

  describe('Idempotency-Key', () => {
    it('should charge once and answer the same to two simultaneous requests with one key', async () => {
      const before = paymentCount();
      const key = freshKey();
      const body = cardPayment({ number: '4000000000000259' });
      const [first, second] = await Promise.all([
        createPayment(body, key, running.client),
        createPayment(body, key, running.client),
      ]);
      expect(second).toEqual(first);
      expect(paymentCount()).toBe(before + 1);
      await expect(createPayment(body, key, running.client)).resolves.toEqual(first);
      expect(paymentCount()).toBe(before + 1);
    });

    it.each([
      ['4000000000000259', 201, 'approved'],
      ['4000000000000267', 402, 'declined'],
    ] as const)(
      'should answer the outcome of slow card %s to the same request sent again after the client gave up, charging once',
      async (number, status, stored) => {
        const before = paymentCount();
        const key = freshKey();
        const body = cardPayment({ number });
        const impatient = createApiClient({ baseURL: running.baseUrl, timeoutMs: 100 });
        await expectApiError(createPayment(body, key, impatient), { kind: 'timeout' });
        // The first request is still being worked on: the same one again waits for its outcome.
        const again = await fetch(`${running.baseUrl}/api/v2/payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        });
        expect(again.status).toBe(status);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(paymentCount()).toBe(before + 1);
        const row = running.sandbox
          .context()
          .db.prepare('SELECT status FROM payments ORDER BY rowid DESC LIMIT 1')
          .get() as { status: string };
        expect(row.status).toBe(stored);
      },
    );

    it('should answer the same decline to a retry without a second payment row', async () => {
      const before = paymentCount();
      const key = freshKey();
      const body = cardPayment({ number: '4000000000000002' });
      const first = await expectApiError(createPayment(body, key, running.client), { status: 402 });
      const second = await expectApiError(createPayment(body, key, running.client), {
        status: 402,
      });
      expect(second.body).toEqual(first.body);
      expect(paymentCount()).toBe(before + 1);
    });

    it('should answer 422 idempotency_key_reused for the same key with another body', async () => {
      const key = freshKey();
      await createPayment(cardPayment(), key, running.client);
      await expectApiError(createPayment(cardPayment({}, 6), key, running.client), {
        status: 422,
        code: 'idempotency_key_reused',
        field: 'Idempotency-Key',
      });
    });

    it('should answer 422 for the same key with another card, even one with the same last 4 digits', async () => {
      const key = freshKey();
      await createPayment(cardPayment(), key, running.client);
      for (const card of [{ number: '4000 0000 0006 1111' }, { expiry: '11/29' }, { cvv: '123' }]) {
        await expectApiError(createPayment(cardPayment(card), key, running.client), {
          status: 422,
          code: 'idempotency_key_reused',
        });
      }
    });

    it('should store a keyed fingerprint, not a plain hash of the body', async () => {
      const key = freshKey();
      await createPayment(cardPayment(), key, running.client);
      const row = running.sandbox
        .context()
        .db.prepare('SELECT fingerprint FROM idempotency_keys WHERE key = ?')
        .get(key) as { fingerprint: string };
      const { createHash } = await import('node:crypto');
      const plain = createHash('sha256').update(JSON.stringify(cardPayment())).digest('hex');
      expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(row.fingerprint).not.toBe(plain);
    });

    it('should answer the first payment to a retry after the client timed out', async () => {
      const before = paymentCount();
      const key = freshKey();
      const body = cardPayment({ number: '4000000000000259' });
      const impatient = createApiClient({ baseURL: running.baseUrl, timeoutMs: 100 });
      await expectApiError(createPayment(body, key, impatient), {
        kind: 'timeout',
        status: undefined,
      });
      const retried = await createPayment(body, key, running.client);
      expect(retried.status).toBe('approved');
      expect(paymentCount()).toBe(before + 1);
    });

    it('should answer 400 for a malformed key', async () => {
      await expectApiError(createPayment(cardPayment(), 'has space', running.client), {
        status: 400,
        code: 'invalid_idempotency_key',
      });
    });
  });

  describe('POST /api/v1/payment', () => {
    it('should store the passed-through body with card data redacted', async () => {
      const body = {
        amount: 114000,
        productCode: 'CURSO',
        paymentMethod: 'credit-card',
        card: { number: '5555 5555 5555 4444', cvv: '321', expiry: '11/29', holderName: 'ANA' },
        address: { number: '42' },
      };
      const answer = await createPaymentV1(body, undefined, running.client);
      expect(answer).toMatchObject({
        status: 'received',
        route: null,
        redirect: `/primeiro-acesso?token=${answer.token}`,
      });
      const row = running.sandbox
        .context()
        .db.prepare('SELECT request_json, method, amount FROM payments WHERE id = ?')
        .get(answer.paymentId) as {
        request_json: string;
        method: string;
        amount: number;
      };
      expect(JSON.parse(row.request_json)).toEqual({
        amount: 114000,
        productCode: 'CURSO',
        paymentMethod: 'credit-card',
        card: { number: '****4444', holderName: 'ANA' },
        address: { number: '42' },
      });
      expect(row).toMatchObject({ method: 'credit-card', amount: 114000 });
    });

    it('should answer 400 for a body that is not an object', async () => {
      await expectApiError(createPaymentV1(['x'] as never, undefined, running.client), {
        status: 400,
        code: 'invalid_body',
      });
    });
  });

  describe('card data', () => {
    it('should never reach the database file or the logs', async () => {
      const logged: string[] = [];
      const capture = (...args: unknown[]) => {
        logged.push(
          args
            .map((arg) =>
              arg instanceof Error
                ? `${arg.message} ${arg.stack ?? ''}`
                : typeof arg === 'string'
                  ? arg
                  : JSON.stringify(arg),
            )
            .join(' '),
        );
      };
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
        jest.spyOn(console, level).mockImplementation(capture),
      );
      const secretNumber = '5555555555554444';
      const secretCvv = '987';
      const card = {
        number: '5555 5555 5555 4444',
        brand: 'mastercard' as const,
        cvv: secretCvv,
        expiry: '07/31',
      };
      try {
        await createPayment(cardPayment(card), freshKey(), running.client);
        await expectApiError(
          createPayment(cardPayment({ ...card, expiry: '07/19' }), freshKey(), running.client),
          { status: 422 },
        );
        await expectApiError(
          createPayment(
            cardPayment({ ...card, number: '5555 5555 5555 4443' }),
            freshKey(),
            running.client,
          ),
          { status: 422 },
        );
        await createPaymentV1(
          { card: { cardNumber: secretNumber, securityCode: secretCvv, expirationDate: '07/31' } },
          undefined,
          running.client,
        );
        await running.client.post('/api/v2/subscription/sub_demo/custom-sale/verify-card', {
          ...card,
          holderName: 'ANA SOUZA',
        });
      } finally {
        spies.forEach((spy) => spy.mockRestore());
      }
      running.sandbox.context().db.pragma('wal_checkpoint(PASSIVE)');
      const files = [databaseFileName, `${databaseFileName}-wal`]
        .map((name) => path.join(running.dataDir, name))
        .filter(existsSync);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const bytes = readFileSync(file).toString('latin1');
        expect(bytes).not.toContain(secretNumber);
        expect(bytes).not.toContain('5555 5555 5555 4444');
        expect(bytes).not.toContain('07/31');
        expect(bytes).not.toMatch(new RegExp(`"(cvv|securityCode)":"${secretCvv}"`));
      }
      const allLogs = logged.join('\n');
      expect(allLogs).not.toContain(secretNumber);
      expect(allLogs).not.toContain('5555 5555 5555 4444');
      expect(allLogs).not.toContain(secretCvv);
    });
  });
});
