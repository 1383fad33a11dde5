import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@/checkout/api/ApiError';
import { createApiClient } from '@/checkout/api/apiClient';
import { createPayment } from '@/checkout/api/checkoutApi';
import type { PaymentRequest, PaymentResponse } from '@/checkout/api/types';
import {
  createPaymentAttempts,
  defaultCheckDelaysMs,
  defaultSlowAfterMs,
  isDefinitiveFailure,
  isUnansweredFailure,
} from '@/checkout/payment/createPaymentAttempts';
import type { PaymentPhase } from '@/checkout/payment/createPaymentAttempts';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

const payment: PaymentRequest = {
  name: 'João da Silva',
  email: 'joao.silva@example.com',
  amount: 114000,
  business: 'medcof',
  productCode: 'CURSO',
  planId: 'curso-anual',
  planType: 'yearly',
  seller: 'performance',
  source: 'direto',
  paymentMethods: [
    {
      type: 'credit-card',
      installments: 12,
      card: {
        number: '4111 1111 1111 1111',
        holderName: 'JOAO DA SILVA',
        expiry: '12/30',
        cvv: '737',
        brand: 'visa',
      },
    },
  ],
};

/** The payment above paid with another card number. */
function withCard(number: string): PaymentRequest {
  const [method] = payment.paymentMethods;
  if (method?.type !== 'credit-card') throw new Error('the fixture pays by card');
  return { ...payment, paymentMethods: [{ ...method, card: { ...method.card, number } }] };
}

function failure(
  status: number | undefined,
  extra: { code?: string; replayed?: boolean; kind?: ApiError['kind'] } = {},
): ApiError {
  return new ApiError({
    kind: extra.kind ?? (status === undefined ? 'network' : status >= 500 ? 'server' : 'client'),
    status,
    body: extra.code ? { error: { code: extra.code, message: '' } } : {},
    method: 'POST',
    url: '/api/v2/payment',
    replayed: extra.replayed,
  });
}

const timeout = failure(undefined, { kind: 'timeout' });
const declined = failure(402, { code: 'card_declined' });

type Body = { amount: number };

/** A fake `send` answering from a list, one entry per call (an Error rejects). */
function scripted(answers: Array<string | Error>) {
  const calls: Array<{ body: Body; key: string }> = [];
  const send = jest.fn((body: Body, key: string): Promise<string> => {
    calls.push({ body, key });
    const answer = answers[calls.length - 1];
    if (answer === undefined) return new Promise(() => undefined);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return { send, calls };
}

describe('isDefinitiveFailure', () => {
  it('should treat a final 4xx as definitive, and no answer or a 5xx as not', () => {
    expect(isDefinitiveFailure(failure(402))).toBe(true);
    expect(isDefinitiveFailure(failure(422))).toBe(true);
    for (const status of [undefined, 408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(isDefinitiveFailure(failure(status))).toBe(false);
    }
    expect(isDefinitiveFailure(timeout)).toBe(false);
    expect(isDefinitiveFailure(new Error('not an answer'))).toBe(false);
  });

  it('should treat a 409 as final only when it names a conflict other than the key in progress', () => {
    expect(isDefinitiveFailure(failure(409, { code: 'idempotency_key_in_progress' }))).toBe(false);
    expect(isDefinitiveFailure(failure(409, { code: 'invoice_already_paid' }))).toBe(true);
  });

  it("should treat the card-testing limit's 429 as definitive (nothing was charged), and any other 429 as not", () => {
    expect(isDefinitiveFailure(failure(429, { code: 'too_many_payment_attempts' }))).toBe(true);
    expect(isDefinitiveFailure(failure(429, { code: 'rate_limited' }))).toBe(false);
    expect(isDefinitiveFailure(failure(429))).toBe(false);
  });

  it("should treat a replayed answer as the finished attempt's outcome, a 502 included", () => {
    expect(isDefinitiveFailure(failure(502, { code: 'processor_error', replayed: true }))).toBe(
      true,
    );
    expect(isDefinitiveFailure(failure(502, { code: 'processor_error' }))).toBe(false);
  });

  it('should call unanswered only API failures without a definitive answer', () => {
    expect(isUnansweredFailure(timeout)).toBe(true);
    expect(isUnansweredFailure(failure(504))).toBe(true);
    expect(isUnansweredFailure(declined)).toBe(false);
    expect(isUnansweredFailure(new Error('captcha provider down'))).toBe(false);
  });
});

describe('createPaymentAttempts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should say the payment is processing after 4 s without an answer, and be idle once answered', async () => {
    const phases: PaymentPhase[] = [];
    let answer!: (value: string) => void;
    const send = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const attempts = createPaymentAttempts<Body>({ onPhase: (phase) => phases.push(phase) });

    const result = attempts.submit(send, { amount: 100 });
    expect(attempts.phase).toBe('sending');
    await jest.advanceTimersByTimeAsync(defaultSlowAfterMs - 1);
    expect(attempts.phase).toBe('sending');
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts.phase).toBe('processing');
    answer('approved');
    await expect(result).resolves.toBe('approved');
    expect(phases).toEqual(['sending', 'processing', 'idle']);
  });

  it('should not say processing for a quick answer', async () => {
    const phases: PaymentPhase[] = [];
    const attempts = createPaymentAttempts<Body>({ onPhase: (phase) => phases.push(phase) });
    await expect(attempts.submit(() => Promise.resolve('ok'), { amount: 100 })).resolves.toBe('ok');
    await jest.advanceTimersByTimeAsync(defaultSlowAfterMs * 2);
    expect(phases).toEqual(['sending', 'idle']);
  });

  it('should ask for the outcome after a time-out with the same body and key, and resolve with the approval', async () => {
    const { send, calls } = scripted([timeout, timeout, 'approved']);
    const unanswered: number[] = [];
    const phases: PaymentPhase[] = [];
    const attempts = createPaymentAttempts<Body>({
      onPhase: (phase) => phases.push(phase),
      onUnanswered: (_error, check) => unanswered.push(check),
    });
    const body = { amount: 100 };
    let settled = false;
    const result = attempts.submit(send, body).finally(() => (settled = true));

    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(attempts.phase).toBe('checking');
    // The waits before each new request back off: 1 s, then 2 s.
    await jest.advanceTimersByTimeAsync(defaultCheckDelaysMs[0]! - 1);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(defaultCheckDelaysMs[1]!);
    expect(calls).toHaveLength(3);

    await expect(result).resolves.toBe('approved');
    expect(settled).toBe(true);
    expect(calls.every((call) => call.body === body && call.key === calls[0]!.key)).toBe(true);
    expect(unanswered).toEqual([1, 2]);
    expect(phases).toEqual(['sending', 'checking', 'idle']);
  });

  it('should reject with the failure once the outcome is known to be a failure, and start the next payment with a new key', async () => {
    const { send, calls } = scripted([timeout, failure(503), declined, 'approved']);
    const attempts = createPaymentAttempts<Body>();
    const rejected = expect(attempts.submit(send, { amount: 100 })).rejects.toBe(declined);
    await jest.advanceTimersByTimeAsync(10_000);
    await rejected;
    expect(attempts.phase).toBe('idle');
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);

    await expect(attempts.submit(send, { amount: 100 })).resolves.toBe('approved');
    expect(calls[3]!.key).not.toBe(calls[0]!.key);
  });

  it('should keep asking while the backend says the key is still in progress, backing off to every 15 s', async () => {
    const inProgress = failure(409, { code: 'idempotency_key_in_progress' });
    const { send, calls } = scripted([timeout, ...Array<Error>(7).fill(inProgress), 'approved']);
    const attempts = createPaymentAttempts<Body>();
    const result = attempts.submit(send, { amount: 100 });
    const waits = 1000 + 2000 + 4000 + 8000 + 15_000 * 4;
    await jest.advanceTimersByTimeAsync(waits - 1);
    expect(calls).toHaveLength(8);
    expect(attempts.phase).toBe('checking');
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('approved');
    expect(calls).toHaveLength(9);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
  });

  it('should end a replayed stored failure (the acquirer failed, nothing charged) as a known failure', async () => {
    const replayed = failure(502, { code: 'processor_error', replayed: true });
    const { send, calls } = scripted([failure(502, { code: 'processor_error' }), replayed]);
    const attempts = createPaymentAttempts<Body>();
    const rejected = expect(attempts.submit(send, { amount: 100 })).rejects.toBe(replayed);
    await jest.advanceTimersByTimeAsync(1000);
    await rejected;
    expect(calls).toHaveLength(2);
  });

  it('should not send another payment while the outcome is unknown: a submit with another card joins the attempt', async () => {
    const { send, calls } = scripted([timeout]);
    const attempts = createPaymentAttempts<Body>();
    const first = attempts.submit(send, { amount: 100 });
    await jest.advanceTimersByTimeAsync(0);
    expect(attempts.phase).toBe('checking');

    const other = attempts.submit(send, { amount: 200 });
    expect(other).toBe(first);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls.every((call) => call.body.amount === 100)).toBe(true);
  });

  it('should stop asking when stopped, reject with the last failure, and keep the key for the same payment', async () => {
    const { send, calls } = scripted([timeout, timeout, 'approved']);
    const attempts = createPaymentAttempts<Body>();
    const rejected = expect(attempts.submit(send, { amount: 100 })).rejects.toBe(timeout);
    await jest.advanceTimersByTimeAsync(0);
    attempts.stop();
    await rejected;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(attempts.phase).toBe('idle');

    attempts.resume();
    const again = attempts.submit(send, { amount: 100 });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(again).resolves.toBe('approved');
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it('should end the attempt on a failure that is no API answer, keeping its key for the same payment only', async () => {
    const broken = new Error('captcha provider down');
    const { send, calls } = scripted([broken, broken, broken]);
    const attempts = createPaymentAttempts<Body>();
    await expect(attempts.submit(send, { amount: 100 })).rejects.toBe(broken);
    await expect(attempts.submit(send, { amount: 100 })).rejects.toBe(broken);
    await expect(attempts.submit(send, { amount: 200 })).rejects.toBe(broken);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(calls[2]!.key).not.toBe(calls[0]!.key);
  });
});

/**
 * A gateway in front of the sandbox that forwards the first payment, lets the backend charge,
 * and then answers 504 as a proxy whose upstream timer ran out would.
 */
async function startFlakyGateway(
  upstream: string,
): Promise<{ url: string; server: Server; keys: string[] }> {
  const keys: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = String(request.headers['idempotency-key'] ?? '');
      keys.push(key);
      void fetch(`${upstream}${request.url ?? ''}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: Buffer.concat(chunks),
      }).then(async (answer) => {
        const text = await answer.text();
        if (keys.length === 1) {
          response.writeHead(504, { 'content-type': 'text/html' });
          response.end('<h1>504 Gateway Time-out</h1>');
          return;
        }
        const replayed = answer.headers.get('idempotent-replayed');
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          ...(replayed ? { 'idempotent-replayed': replayed } : {}),
        });
        response.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, keys };
}

describe('createPaymentAttempts against the sandbox', () => {
  const fastChecks = { checkDelaysMs: [20] };

  function paymentsIn(running: RunningSandbox): Array<{ status: string; card_last4: string }> {
    return running.sandbox
      .context()
      .db.prepare('SELECT status, card_last4 FROM payments WHERE email = ? ORDER BY created_at')
      .all(payment.email) as Array<{ status: string; card_last4: string }>;
  }

  describe('behind a gateway that answers 504 after the backend charged', () => {
    let running: RunningSandbox;
    let gateway: Awaited<ReturnType<typeof startFlakyGateway>>;

    beforeAll(async () => {
      running = await startSandboxServer();
      gateway = await startFlakyGateway(running.baseUrl);
    });

    afterAll(async () => {
      gateway.server.closeAllConnections();
      await new Promise<void>((resolve) => gateway.server.close(() => resolve()));
      await running.dispose();
    });

    it('should ask again with the same Idempotency-Key and get the first charge, so the sandbox makes one payment', async () => {
      const client = createApiClient({ baseURL: gateway.url, timeoutMs: 10_000 });
      const send = (body: PaymentRequest, key: string) => createPayment(body, key, client);
      const attempts = createPaymentAttempts<PaymentRequest>(fastChecks);

      const answer: PaymentResponse = await attempts.submit(send, payment);

      expect(answer.status).toBe('approved');
      expect(gateway.keys).toHaveLength(2);
      expect(gateway.keys[1]).toBe(gateway.keys[0]);
      expect(paymentsIn(running)).toEqual([{ status: 'approved', card_last4: '1111' }]);
    });
  });

  describe('with slow test cards that outlast the client time-out', () => {
    let running: RunningSandbox;

    beforeEach(async () => {
      // The slow cards answer after 600 ms; the client gives up after 150 ms.
      running = await startSandboxServer({ settings: { slowMs: 600 }, clientTimeoutMs: 150 });
    });

    afterEach(async () => {
      await running.dispose();
    });

    function attemptsAgainst() {
      const sent: string[] = [];
      const send = (body: PaymentRequest, key: string) => {
        sent.push(key);
        return createPayment(body, key, running.client);
      };
      const attempts = createPaymentAttempts<PaymentRequest>(fastChecks);
      return { attempts, send, sent };
    }

    it('should resolve with the approval the sandbox gave the timed-out attempt, charged once', async () => {
      const { attempts, send, sent } = attemptsAgainst();
      const answer = await attempts.submit(send, withCard('4000 0000 0000 0259'));
      expect(answer.status).toBe('approved');
      expect(sent.length).toBeGreaterThanOrEqual(2);
      expect(new Set(sent).size).toBe(1);
      expect(paymentsIn(running)).toEqual([{ status: 'approved', card_last4: '0259' }]);
    });

    it('should reject with the decline the sandbox gave the timed-out attempt, and then let another card pay once', async () => {
      const { attempts, send, sent } = attemptsAgainst();
      await expect(attempts.submit(send, withCard('4000 0000 0000 0267'))).rejects.toMatchObject({
        status: 402,
        code: 'card_declined',
        replayed: true,
      });
      const firstKey = sent[0];
      expect(new Set(sent).size).toBe(1);

      const answer = await attempts.submit(send, payment);
      expect(answer.status).toBe('approved');
      expect(sent[sent.length - 1]).not.toBe(firstKey);
      expect(paymentsIn(running)).toEqual([
        { status: 'declined', card_last4: '0267' },
        { status: 'approved', card_last4: '1111' },
      ]);
    });

    it("should take the acquirer's replayed 502 as the attempt's failure, nothing charged", async () => {
      const { attempts, send, sent } = attemptsAgainst();
      await expect(attempts.submit(send, withCard('4000 0000 0000 0119'))).rejects.toMatchObject({
        status: 502,
        code: 'processor_error',
        replayed: true,
      });
      expect(sent).toHaveLength(2);
      expect(paymentsIn(running)).toEqual([{ status: 'failed', card_last4: '0119' }]);
    });
  });
  describe('with the card-testing limit on (2 attempts per address)', () => {
    let running: RunningSandbox;

    beforeEach(async () => {
      running = await startSandboxServer({
        settings: {
          slowMs: 600,
          paymentAttempts: { perLead: 0, perAddress: 2, windowMs: 600_000 },
        },
        clientTimeoutMs: 150,
      });
    });

    afterEach(async () => {
      await running.dispose();
    });

    it("should confirm a timed-out attempt as one attempt, and end at once on the limit's 429 with nothing charged", async () => {
      const sent: string[] = [];
      const send = (body: PaymentRequest, key: string) => {
        sent.push(key);
        return createPayment(body, key, running.client);
      };
      const attempts = createPaymentAttempts<PaymentRequest>(fastChecks);

      // The slow card outlasts the client time-out: asked for again and again, one attempt.
      await expect(attempts.submit(send, withCard('4000 0000 0000 0259'))).resolves.toHaveProperty(
        'status',
        'approved',
      );
      expect(sent.length).toBeGreaterThanOrEqual(3);
      await expect(attempts.submit(send, withCard('4000 0000 0000 0002'))).rejects.toMatchObject({
        status: 402,
      });
      const before = sent.length;

      await expect(attempts.submit(send, withCard('5555 5555 5555 4444'))).rejects.toMatchObject({
        status: 429,
        code: 'too_many_payment_attempts',
      });
      expect(sent.length).toBe(before + 1);
      expect(paymentsIn(running).map((row) => row.card_last4)).toEqual(['0259', '0002']);
    });
  });
});
