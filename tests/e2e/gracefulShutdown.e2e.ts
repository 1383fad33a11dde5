/**
 * Stopping a replica (issue 34, docs/operations.md "Readiness, liveness and shutdown"): the built
 * checkout on a server of its own receives SIGTERM while a slow card payment is in flight. The
 * payment still answers 201 approved, a new connection is refused or told 503, and `npm start`
 * exits 0 well within SHUTDOWN_GRACE_MS. With SHUTDOWN_DRAIN_MS it first drains: it keeps
 * answering, 503 on readiness, each answer closing its connection, and stops after the drain.
 */
import { randomUUID } from 'node:crypto';
import { Agent, get as httpGet } from 'node:http';
import { startServer } from './serverControl';
import type { RunningServer } from './serverControl';

const slowMs = 4000;
const graceMs = 20000;

const slowCardPayment = {
  name: 'Ana Lima',
  email: 'ana.lima@example.com',
  // The yearly plan starts with a free trial: nothing is charged now, but the card is checked
  // by the (slow) processor all the same.
  amount: 0,
  business: 'medcof',
  productCode: 'MS',
  planId: 'ms-anual',
  planType: 'yearly',
  paymentMethods: [
    {
      type: 'credit-card',
      installments: 1,
      card: {
        number: '4000000000000259',
        holderName: 'ANA LIMA',
        expiry: '12/30',
        cvv: '123',
        brand: 'visa',
      },
    },
  ],
};

describe('SIGTERM while a payment is in flight', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      SANDBOX_SLOW_MS: String(slowMs),
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('should finish the payment, take no new request and exit 0 within the grace period', async () => {
    const { baseUrl, process: child } = server;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const payment = fetch(`${baseUrl}/api/v2/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(slowCardPayment),
    });
    // The payment is waiting on the slow processor.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const signalledAt = Date.now();
    process.kill(child.pid ?? 0, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // A new connection after SIGTERM: refused, or told not to send work here.
    let lateStatus: number | 'refused';
    try {
      lateStatus = (await fetch(`${baseUrl}/readiness`, { headers: { connection: 'close' } }))
        .status;
    } catch {
      lateStatus = 'refused';
    }
    expect([503, 'refused']).toContain(lateStatus);

    const answer = await payment;
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ status: 'approved' });

    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(graceMs);
  }, 60_000);
});

/** GET `path` on `agent`; the status, the Connection header, and whether the socket then closed. */
function getOn(
  agent: Agent,
  url: string,
): Promise<{ status: number; connection: string | undefined; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent }, (response) => {
      const socket = response.socket;
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          closed,
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('SIGTERM with SHUTDOWN_DRAIN_MS (behind a proxy keeping connections open)', () => {
  const drainMs = 3000;
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ SHUTDOWN_DRAIN_MS: String(drainMs) });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('should keep answering while draining, closing each connection after its answer, then stop', async () => {
    const { baseUrl, process: child } = server;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // A kept-alive connection, as nginx holds one: before the SIGTERM it stays open.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await getOn(agent, `${baseUrl}/readiness`);
    expect(before.status).toBe(200);
    expect(before.connection).toBe('keep-alive');

    const signalledAt = Date.now();
    process.kill(child.pid ?? 0, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Draining: the kept-alive connection still gets an answer (no reset under a request), says
    // 503 on readiness and is closed by the server after it.
    const readiness = await getOn(agent, `${baseUrl}/readiness`);
    expect(readiness.status).toBe(503);
    expect(readiness.connection).toBe('close');
    await readiness.closed;
    // A page is still served during the drain, on a connection closed after its answer.
    const page = await getOn(agent, `${baseUrl}/healthcheck`);
    expect(page.status).toBe(200);
    expect(page.connection).toBe('close');
    await page.closed;
    agent.destroy();

    // After the drain the server stops as before: no new connection, exit 0.
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainMs);
    await expect(fetch(`${baseUrl}/healthcheck`)).rejects.toThrow();
  }, 60_000);
});
