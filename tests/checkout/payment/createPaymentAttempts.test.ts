import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@/checkout/api/ApiError';
import { createApiClient } from '@/checkout/api/apiClient';
import { createPayment } from '@/checkout/api/checkoutApi';
import type { PaymentRequest, PaymentResponse } from '@/checkout/api/types';
import {
  createPaymentAttempts,
  isDefinitiveFailure,
} from '@/checkout/payment/createPaymentAttempts';
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

function failure(status: number | undefined): ApiError {
  return new ApiError({
    kind: status === undefined ? 'network' : status >= 500 ? 'server' : 'client',
    status,
    body: {},
    method: 'POST',
    url: '/api/v2/payment',
  });
}

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
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, keys };
}

describe('createPaymentAttempts', () => {
  it('should treat only a final 4xx as a definitive failure', () => {
    expect(isDefinitiveFailure(failure(402))).toBe(true);
    expect(isDefinitiveFailure(failure(422))).toBe(true);
    for (const status of [undefined, 409, 429, 500, 502, 503, 504]) {
      expect(isDefinitiveFailure(failure(status))).toBe(false);
    }
  });

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

    function paymentCount(): number {
      const row = running.sandbox
        .context()
        .db.prepare('SELECT COUNT(*) AS count FROM payments')
        .get();
      return (row as { count: number }).count;
    }

    it('should retry with the same Idempotency-Key, so the sandbox makes one payment', async () => {
      const client = createApiClient({ baseURL: gateway.url, timeoutMs: 10_000 });
      const send = (body: PaymentRequest, key: string) => createPayment(body, key, client);
      const attempts = createPaymentAttempts<PaymentRequest>();
      const before = paymentCount();

      await expect(attempts.submit(send, payment)).rejects.toMatchObject({ status: 504 });
      const retried: PaymentResponse = await attempts.submit(send, payment);

      expect(retried.status).toBe('approved');
      expect(gateway.keys).toHaveLength(2);
      expect(gateway.keys[1]).toBe(gateway.keys[0]);
      expect(paymentCount()).toBe(before + 1);
    });
  });
});
