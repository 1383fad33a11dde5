import { createPaymentV1, renewSubscriptionV2 } from '@/checkout/api/checkoutApi';
import fc from 'fast-check';
import {
  disguisedVerificationCodeName,
  encodedCard,
  percentDecoded,
  storedShowsCardNumber,
  verificationCodeInAnyShape,
} from '@/tests/lib/redaction/encodedCardDataArbitraries';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

/** The card data issue 35's outside checks saw stored in `payments.request_json`. */
const found = {
  plus: '4000+0000+4482+1041',
  percent: '4000%200000%204482%201041',
  commas: '4000,0000,4482,1041',
  colons: '4000:0000:4482:1041',
  pipes: '4000|0000|4482|1041',
  zeroWidth: '4000\u200b0000\u200b4482\u200b1041',
  encodedJson: encodeURIComponent('{"pan":"4000000044821041","cvv":"731"}'),
  digits: [4, 0, 0, 0, 0, 0, 0, 0, 4, 4, 8, 2, 1, 0, 4, 1],
  cvv: { value: '709' },
  card: { cvv: ['710'] },
  '\u0441vv': '711',
  note: 'cartao ****1199 cvv 719',
};

/** What must never be in a stored row after `found` was sent. */
function expectNothingFound(stored: string): void {
  const decoded = percentDecoded(stored);
  expect(decoded.replace(/[^0-9]/g, '')).not.toContain('400000004482');
  expect(decoded).not.toMatch(/7(?:09|1[019]|31)/);
}

const renewal = {
  business: 'medcof',
  productCode: 'CURSO',
  planId: 'curso-anual',
  seller: 'performance',
  source: 'direto',
  amount: 114000,
  paymentMethods: [{ type: 'pix' as const }],
};

describe('card data the sandbox stores (issue 35)', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  function storedRequest(paymentId: string): string {
    const row = running.sandbox
      .context()
      .db.prepare('SELECT request_json FROM payments WHERE id = ?')
      .get(paymentId) as { request_json: string };
    return row.request_json;
  }

  it('should store none of the card data outside checks found in a v1 payment', async () => {
    const answer = await createPaymentV1(
      { amount: 114000, productCode: 'CURSO', paymentMethod: 'credit-card', ...found },
      undefined,
      running.client,
    );
    const stored = storedRequest(answer.paymentId);
    expectNothingFound(stored);
    expect(JSON.parse(stored)).toMatchObject({
      plus: '****1041',
      percent: '****1041',
      digits: '****1041',
      note: 'cartao ****1199 cvv ***',
    });
  });

  it("should store none of the card data outside checks found in a v2 renewal's metadata", async () => {
    const answer = await renewSubscriptionV2(
      'sub_demo',
      { ...renewal, metadata: { sourcePage: '/renew/sub_demo', ...found } },
      undefined,
      running.client,
    );
    const stored = storedRequest(answer.payment.paymentId);
    expectNothingFound(stored);
    expect(JSON.parse(stored)).toMatchObject({
      metadata: { sourcePage: '/renew/sub_demo', pipes: '****1041', card: {} },
    });
  });

  it('should store no card number or code however it is encoded or named, in a v1 payment or a renewal', async () => {
    await fc.assert(
      fc.asyncProperty(
        encodedCard,
        disguisedVerificationCodeName,
        verificationCodeInAnyShape,
        fc.boolean(),
        async ({ value, digits }, codeName, code, asRenewal) => {
          const data = { dados: value, [codeName]: code.value };
          const paymentId = asRenewal
            ? (
                await renewSubscriptionV2(
                  'sub_demo',
                  { ...renewal, metadata: data },
                  undefined,
                  running.client,
                )
              ).payment.paymentId
            : (await createPaymentV1({ amount: 100, ...data }, undefined, running.client))
                .paymentId;
          const stored = JSON.parse(storedRequest(paymentId)) as Record<string, unknown>;
          expect(storedShowsCardNumber(stored, digits)).toBe(false);
          const holder = (asRenewal ? stored.metadata : stored) as Record<string, unknown>;
          expect(Object.keys(holder)).not.toContain(codeName);
          expect(Object.keys(holder).sort()).toEqual(asRenewal ? ['dados'] : ['amount', 'dados']);
        },
      ),
      { numRuns: 60 },
    );
  });
});
