import {
  createLead,
  createPayment,
  renewSubscriptionV2,
  verifyCard,
} from '@/checkout/api/checkoutApi';
import type { CardInput, PaymentRequest } from '@/checkout/api/types';
import { isApiError } from '@/checkout/api/ApiError';
import { tooManyPaymentAttemptsMessage } from '@/lib/payment/tooManyPaymentAttempts';
import {
  PaymentAttemptLimiter,
  paymentAttemptLimitsFromEnv,
  paymentAttemptOperations,
} from '@/edge/paymentAttemptLimiter';
import { addressKey, clientAddress } from '@/edge/clientAddress';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';
import type { IncomingMessage } from 'node:http';

const card = (number: string): CardInput => ({
  number,
  holderName: 'JOAO DA SILVA',
  expiry: '12/30',
  cvv: '737',
  brand: 'visa',
});

function payment(leadId: string, number: string): PaymentRequest {
  return {
    name: 'João da Silva',
    email: 'joao.silva@example.com',
    amount: 114000,
    business: 'medcof',
    productCode: 'CURSO',
    planId: 'curso-anual',
    sfLeadId: leadId,
    paymentMethods: [{ type: 'credit-card', installments: 12, card: card(number) }],
  };
}

/** The status (and the error, when it failed) of one call. */
async function outcome(call: Promise<unknown>): Promise<{ status: number; error?: unknown }> {
  try {
    await call;
    return { status: 201 };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: error.status ?? 0, error };
  }
}

describe('the sandbox limits payment attempts (card testing, issue 22 item 5)', () => {
  let running: RunningSandbox;

  afterEach(async () => {
    await running?.dispose();
  });

  async function newLead(email: string): Promise<string> {
    const lead = await createLead(
      {
        name: 'João da Silva',
        email,
        phone: '+5511912345678',
        business: 'medcof',
        productCode: 'CURSO',
      },
      running.client,
    );
    return lead.leadId;
  }

  /** The payments the sandbox recorded (the demo records aside). */
  function paymentRows(): number {
    const row = running.sandbox
      .context()
      .db.prepare("SELECT COUNT(*) AS count FROM payments WHERE id NOT LIKE 'pay_demo%'")
      .get() as { count: number };
    return row.count;
  }

  it('should answer 429 with Retry-After and the buyer message past the per-lead limit, charging nothing more', async () => {
    running = await startSandboxServer({
      settings: { paymentAttempts: { perLead: 3, perAddress: 0, windowMs: 600_000 } },
    });
    const leadId = await newLead('cartoes@example.com');
    const numbers = [
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0000 0000 0002',
      '4111 1111 1111 1111',
    ];
    const results = [];
    for (const [index, number] of numbers.entries()) {
      results.push(
        await outcome(createPayment(payment(leadId, number), `attempt-${index}`, running.client)),
      );
    }
    expect(results.map((result) => result.status)).toEqual([402, 402, 402, 429]);
    expect(paymentRows()).toBe(3);
    const refused = results[3]!.error;
    expect(isApiError(refused) && refused.body).toEqual({
      error: { code: 'too_many_payment_attempts', message: tooManyPaymentAttemptsMessage },
    });

    const raw = await fetch(`${running.baseUrl}/api/v2/payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'attempt-raw' },
      body: JSON.stringify(payment(leadId, '4111 1111 1111 1111')),
    });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Another buyer is not limited by this lead's attempts.
    const other = await newLead('outra@example.com');
    await expect(
      createPayment(payment(other, '4111 1111 1111 1111'), 'other-1', running.client),
    ).resolves.toHaveProperty('status', 'approved');
  });

  it('should let the same attempt be asked for again (same key and body) without counting it', async () => {
    running = await startSandboxServer({
      settings: { paymentAttempts: { perLead: 1, perAddress: 0, windowMs: 600_000 } },
    });
    const leadId = await newLead('retentativa@example.com');
    const body = payment(leadId, '4111 1111 1111 1111');
    const first = await createPayment(body, 'one-attempt', running.client);
    for (let check = 0; check < 5; check += 1) {
      await expect(createPayment(body, 'one-attempt', running.client)).resolves.toEqual(first);
    }
    expect(paymentRows()).toBe(1);
    const next = await outcome(
      createPayment(payment(leadId, '5555 5555 5555 4444'), 'second', running.client),
    );
    expect(next.status).toBe(429);
  });

  it('should limit per client address across leads, renewals and card checks alike', async () => {
    running = await startSandboxServer({
      settings: { paymentAttempts: { perLead: 0, perAddress: 2, windowMs: 600_000 } },
    });
    const first = await outcome(
      createPayment(
        payment(await newLead('ana.souza@example.com'), '4111 1111 1111 1111'),
        'a',
        running.client,
      ),
    );
    const second = await outcome(
      verifyCard('sub_demo', card('4111 1111 1111 1111'), running.client),
    );
    const third = await outcome(
      renewSubscriptionV2(
        'sub_demo',
        {
          business: 'medcof',
          planId: 'curso-anual',
          productCode: 'CURSO',
          amount: 114000,
          paymentMethods: [
            { type: 'credit-card', installments: 12, card: card('4111 1111 1111 1111') },
          ],
        },
        'renew-1',
        running.client,
      ),
    );
    expect(first.status).toBe(201);
    expect(second.status).not.toBe(429);
    expect(third.status).toBe(429);
  });

  it('should read its limits from PAYMENT_ATTEMPTS_*, with defaults', () => {
    expect(paymentAttemptLimitsFromEnv({})).toEqual({
      perLead: 8,
      perAddress: 30,
      perAddressCeiling: 600,
      perCard: 5,
      perPurchase: 8,
      perDevice: 10,
      windowMs: 600_000,
    });
    expect(
      paymentAttemptLimitsFromEnv({
        PAYMENT_ATTEMPTS_PER_LEAD: '3',
        PAYMENT_ATTEMPTS_PER_ADDRESS: '0',
        PAYMENT_ATTEMPTS_WINDOW_MS: '60000',
      }),
    ).toMatchObject({ perLead: 3, perAddress: 0, windowMs: 60_000 });
    expect(
      paymentAttemptLimitsFromEnv({
        PAYMENT_ATTEMPTS_PER_LEAD: 'muitos',
        PAYMENT_ATTEMPTS_WINDOW_MS: '5',
      }),
    ).toMatchObject({
      perLead: 8,
      perAddress: 30,
      windowMs: 600_000,
    });
  });
});

describe('which calls are payment attempts', () => {
  it('should be read from the contract: every call that charges or takes a card', () => {
    expect([...paymentAttemptOperations].sort()).toEqual([
      'createPayment',
      'createPaymentV1',
      'liveloRedeem',
      'renewSubscriptionV1',
      'renewSubscriptionV2',
      'verifyCard',
    ]);
  });
});

describe('PaymentAttemptLimiter', () => {
  it('should free a slot once the oldest attempt leaves the window, and say when in Retry-After', () => {
    let now = 1_000_000;
    const limiter = new PaymentAttemptLimiter(
      { perLead: 2, perAddress: 0, windowMs: 60_000 },
      { now: () => now },
    );
    const attempt = (key: string) =>
      limiter.admitNow({
        address: '203.0.113.1',
        subject: 'lead:1',
        idempotencyKey: key,
        bodyText: key,
      });
    expect(attempt('a')).toEqual({ allowed: true });
    now += 10_000;
    expect(attempt('b')).toEqual({ allowed: true });
    now += 5_000;
    expect(attempt('c')).toEqual({ allowed: false, limit: 'lead', retryAfterSeconds: 45 });
    now += 45_000;
    expect(attempt('c')).toEqual({ allowed: true });
  });

  it('should count an IPv6 client by its /64 and forget the oldest keys past its bound', () => {
    const limiter = new PaymentAttemptLimiter(
      { perLead: 0, perAddress: 1, windowMs: 60_000 },
      { maxTrackedKeys: 2 },
    );
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limiter.admitNow({ address: '2001:db8:1:2::1', bodyText: '' }).allowed).toBe(true);
    expect(limiter.admitNow({ address: '2001:db8:1:2:ffff::9', bodyText: '' }).allowed).toBe(false);
    limiter.admitNow({ address: '203.0.113.1', bodyText: '' });
    limiter.admitNow({ address: '203.0.113.2', bodyText: '' });
    // The first network was forgotten (bounded memory): it may try again.
    expect(limiter.admitNow({ address: '2001:db8:1:2::1', bodyText: '' }).allowed).toBe(true);
  });
});

describe('clientAddress', () => {
  const request = (remoteAddress: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    }) as unknown as IncomingMessage;

  it('should be the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('::ffff:198.51.100.4', '6.6.6.6'), 0)).toBe('198.51.100.4');
  });

  it('should be the address the outermost trusted proxy saw', () => {
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1'), 2)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(request('10.0.0.2', 'not-an-address'), 1)).toBe('10.0.0.2');
  });
});
