import { renewSubscriptionV1, renewSubscriptionV2, verifyCard } from '@/checkout/api/checkoutApi';
import type { CardInput, RenewV2Request } from '@/checkout/api/types';
import fc from 'fast-check';
import {
  bodyWithCardNumber,
  showsCardNumber,
  verificationCodeName,
  verificationCodeValue,
} from '@/tests/lib/redaction/cardDataArbitraries';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

const card: CardInput = {
  number: '5555555555554444',
  holderName: 'MARIA DEMO',
  expiry: '10/30',
  cvv: '123',
  brand: 'mastercard',
};
const common = {
  business: 'medcof',
  productCode: 'CURSO',
  planId: 'curso-anual',
  seller: 'performance',
  source: 'direto',
};

describe('subscriptionHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  describe('POST /api/v2/subscription/{id}/custom-sale/verify-card', () => {
    it('should verify a card and keep its brand and last four digits on file', async () => {
      await expect(verifyCard('sub_demo', card, running.client)).resolves.toEqual({
        subscriptionId: 'sub_demo',
        verified: true,
        brand: 'mastercard',
        last4: '4444',
      });
    });

    it('should answer 402 for a declined card, 422 for a bad one, 404 for an unknown subscription', async () => {
      await expectApiError(
        verifyCard(
          'sub_demo',
          { ...card, number: '4000000000000002', brand: 'visa' },
          running.client,
        ),
        {
          status: 402,
          code: 'card_declined',
        },
      );
      await expectApiError(
        verifyCard('sub_demo', { ...card, number: '5555555555554445' }, running.client),
        {
          status: 422,
          code: 'invalid_card_number',
          field: 'number',
        },
      );
      await expectApiError(verifyCard('sub_unknown', card, running.client), {
        status: 404,
        code: 'subscription_not_found',
      });
    });
  });

  /** The request body a payment row keeps. */
  function storedRequest(paymentId: string): string {
    const row = running.sandbox
      .context()
      .db.prepare('SELECT request_json FROM payments WHERE id = ?')
      .get(paymentId) as { request_json: string };
    return row.request_json;
  }

  it('should store no card number or verification code put anywhere in the metadata of either renewal', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyWithCardNumber,
        verificationCodeName,
        verificationCodeValue,
        fc.constantFrom(1, 2),
        async ({ body, digits }, codeName, code, version) => {
          const metadata = { sourcePage: '/renew/sub_demo', dados: body, [codeName]: code };
          const answer =
            version === 1
              ? await renewSubscriptionV1(
                  'sub_demo',
                  { ...common, paymentMethod: 'default-credit-card', metadata },
                  undefined,
                  running.client,
                )
              : await renewSubscriptionV2(
                  'sub_demo',
                  { ...common, amount: 114000, paymentMethods: [{ type: 'pix' }], metadata },
                  undefined,
                  running.client,
                );
          const stored = JSON.parse(storedRequest(answer.payment.paymentId)) as {
            metadata: Record<string, unknown>;
          };
          expect(showsCardNumber(stored, digits)).toBe(false);
          expect(Object.keys(stored.metadata).sort()).toEqual(['dados', 'sourcePage']);
        },
      ),
      { numRuns: 80 },
    );
  });

  describe('POST /api/v1/subscription/{id}/renew', () => {
    it('should store no card data from the metadata, whatever its field names', async () => {
      const answer = await renewSubscriptionV1(
        'sub_demo',
        {
          ...common,
          paymentMethod: 'default-credit-card',
          metadata: { origem: 'app', cartao: { n: '5555 5555 5555 4444', c: '321', v: '11/29' } },
        },
        undefined,
        running.client,
      );
      const row = running.sandbox
        .context()
        .db.prepare('SELECT request_json FROM payments WHERE id = ?')
        .get(answer.payment.paymentId) as { request_json: string };
      expect(row.request_json).not.toMatch(/5555 ?5555|321|11\/29/);
      expect(JSON.parse(row.request_json)).toMatchObject({
        metadata: { origem: 'app', cartao: { n: '****4444' } },
      });
    });

    it('should keep the document, the journey id and the metadata the renewal sends', async () => {
      const answer = await renewSubscriptionV1(
        'sub_demo',
        {
          ...common,
          paymentMethod: 'default-credit-card',
          document: '529.982.247-25',
          sessionId: '0f8c2a3e-6a51-4c1b-9d7e-2b4f5a6c7d8e',
          metadata: { sourcePage: '/renew/sub_demo', stepId: 'renew', apiVersion: 'v1' },
        },
        undefined,
        running.client,
      );
      const row = running.sandbox
        .context()
        .db.prepare('SELECT request_json FROM payments WHERE id = ?')
        .get(answer.payment.paymentId) as { request_json: string };
      expect(JSON.parse(row.request_json)).toMatchObject({
        document: '529.982.247-25',
        sessionId: '0f8c2a3e-6a51-4c1b-9d7e-2b4f5a6c7d8e',
        metadata: { sourcePage: '/renew/sub_demo', stepId: 'renew', apiVersion: 'v1' },
      });
    });

    it('should renew with the card on file and count the renewal', async () => {
      const first = await renewSubscriptionV1(
        'sub_demo',
        { ...common, paymentMethod: 'default-credit-card', numberInstallments: 12 },
        undefined,
        running.client,
      );
      expect(first).toMatchObject({
        subscriptionId: 'sub_demo',
        status: 'active',
        planId: 'curso-anual',
        payment: { status: 'approved', method: 'default-credit-card' },
      });
      const second = await renewSubscriptionV1(
        'sub_demo',
        { ...common, paymentMethod: 'credit-card' },
        undefined,
        running.client,
      );
      expect(second.renewCount).toBe(first.renewCount + 1);
    });

    it('should renew with Pix as a pending payment', async () => {
      const answer = await renewSubscriptionV1(
        'sub_demo',
        { ...common, paymentMethod: 'pix' },
        undefined,
        running.client,
      );
      expect(answer.status).toBe('pending');
      expect(answer.payment.pix?.brCode).toMatch(/^000201/);
    });

    it('should answer 400 or 422 naming the field for bad input and 404 for an unknown subscription', async () => {
      await expectApiError(
        renewSubscriptionV1(
          'sub_demo',
          { ...common, paymentMethod: 'cash' as never },
          undefined,
          running.client,
        ),
        {
          status: 400,
          field: 'paymentMethod',
          code: 'invalid_value',
        },
      );
      await expectApiError(
        renewSubscriptionV1(
          'sub_demo',
          { ...common, paymentMethod: 'credit-card', numberInstallments: 5 },
          undefined,
          running.client,
        ),
        { status: 422, field: 'numberInstallments', code: 'installments_not_offered' },
      );
      await expectApiError(
        renewSubscriptionV1(
          'sub_demo',
          { ...common, planId: 'nope', paymentMethod: 'pix' },
          undefined,
          running.client,
        ),
        {
          status: 422,
          field: 'planId',
          code: 'plan_not_found',
        },
      );
      await expectApiError(
        renewSubscriptionV1(
          'sub_unknown',
          { ...common, paymentMethod: 'pix' },
          undefined,
          running.client,
        ),
        {
          status: 404,
          code: 'subscription_not_found',
        },
      );
    });
  });

  describe('POST /api/v2/subscription/{id}/renew', () => {
    const body: RenewV2Request = {
      ...common,
      amount: 114000,
      paymentMethods: [{ type: 'credit-card', installments: 1, card }],
    };

    it('should keep the document, the journey id and the metadata, and never the card', async () => {
      const answer = await renewSubscriptionV2(
        'sub_demo',
        {
          ...body,
          document: '11.222.333/0001-81',
          sessionId: '0f8c2a3e-6a51-4c1b-9d7e-2b4f5a6c7d8e',
          metadata: { sourcePage: '/renew/sub_demo', apiVersion: 'v2' },
        },
        undefined,
        running.client,
      );
      const { paymentId } = answer.payment;
      const row = running.sandbox
        .context()
        .db.prepare('SELECT request_json FROM payments WHERE id = ?')
        .get(paymentId) as { request_json: string };
      expect(row.request_json).not.toMatch(/5555 ?5555|"cvv"|10\/30/);
      expect(JSON.parse(row.request_json)).toMatchObject({
        document: '11.222.333/0001-81',
        sessionId: '0f8c2a3e-6a51-4c1b-9d7e-2b4f5a6c7d8e',
        metadata: { sourcePage: '/renew/sub_demo', apiVersion: 'v2' },
      });
    });

    it('should renew with a card, once per Idempotency-Key', async () => {
      const key = `renew-${Date.now()}`;
      const first = await renewSubscriptionV2('sub_demo', body, key, running.client);
      expect(first.payment).toMatchObject({ status: 'approved', method: 'credit-card' });
      await expect(renewSubscriptionV2('sub_demo', body, key, running.client)).resolves.toEqual(
        first,
      );
    });

    it('should answer 422 for an amount that is not the plan amount and 402 for a declined card', async () => {
      await expectApiError(
        renewSubscriptionV2('sub_demo', { ...body, amount: 1 }, undefined, running.client),
        {
          status: 422,
          code: 'amount_mismatch',
          field: 'amount',
        },
      );
      const declined = {
        ...body,
        paymentMethods: [
          {
            type: 'credit-card' as const,
            installments: 1,
            card: { ...card, number: '4000000000009995', brand: 'visa' as const },
          },
        ],
      };
      await expectApiError(renewSubscriptionV2('sub_demo', declined, undefined, running.client), {
        status: 402,
        code: 'insufficient_funds',
      });
    });
  });
});
