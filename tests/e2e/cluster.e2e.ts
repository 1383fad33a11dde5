/**
 * The checkout on many machines (issue 34, docs/operations.md "Many machines"), against a real
 * cluster started by scripts/cluster/startCluster.ts: Debian's redis-server, a sandbox backend,
 * three replicas sharing that Redis and nginx in front with the recommended configuration.
 *
 * Between the replicas and the backend this file puts a recorder: every request the replicas
 * send to the backend passes through it unchanged and is counted, so a test can tell an attempt
 * the edge refused (it never reaches the backend) from one the backend refused.
 *
 * - every replica serves the same build and brands (/healthcheck's appVersion, configVersion);
 * - the card-testing limit per lead holds across replicas (Redis counts for all of them);
 * - two tabs paying one purchase on two replicas at the same moment: one charge, the other 409;
 * - a rolling restart (SIGTERM one replica at a time) under steady buyer traffic loses no
 *   request and charges nobody twice;
 * - a replica killed (SIGKILL) between a buyer's steps: the buyer pays on another one.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '@/scripts/cluster/startCluster';
import type { RunningCluster } from '@/scripts/cluster/startCluster';
import { screenshot } from './browser';
import { fillCard, futureExpiry, paymentsOf, submitLead, uniqueEmail } from './buyerFlow';
import { useBuyerPage } from './buyerPage';
import { paymentsOfPurchase } from './purchaseApi';

/** Approved after SANDBOX_SLOW_MS. */
const SLOW_CARD = '4000000000000259';
const CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';
const SLOW_MS = 4000;
/** The replicas' card-testing limit per lead (the backend's own is off: the edge's must hold). */
const LIMIT_PER_LEAD = 4;
const SUCCESS = 'Compra realizada com sucesso!';

jest.setTimeout(120_000);

interface Recorded {
  method: string;
  path: string;
  purchaseId?: string;
}

/**
 * A pass-through between the replicas and the backend that records each request. Until `target`
 * is set (the backend's address is known once the cluster started) it answers 503.
 */
function startRecorder(): Promise<{
  server: Server;
  url: string;
  received: Recorded[];
  setTarget(url: string): void;
}> {
  const received: Recorded[] = [];
  let target: URL | undefined;
  const server = createServer((incoming, answer) => {
    if (!target) {
      answer.writeHead(503).end();
      return;
    }
    const purchaseId = incoming.headers['purchase-id'];
    received.push({
      method: incoming.method ?? '',
      path: new URL(incoming.url ?? '/', 'http://recorder.invalid').pathname,
      purchaseId: typeof purchaseId === 'string' ? purchaseId : undefined,
    });
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (backendAnswer) => {
        answer.writeHead(backendAnswer.statusCode ?? 502, backendAnswer.headers);
        backendAnswer.pipe(answer);
      },
    );
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
        setTarget: (url) => {
          target = new URL(url);
        },
      }),
    ),
  );
}

/** A card payment of MS's yearly plan (a free trial: approved, nothing charged now). */
function cardPayment(email: string, number: string, leadId?: string): Record<string, unknown> {
  return {
    name: 'Ana Lima',
    email,
    amount: 0,
    business: 'medcof',
    productCode: 'MS',
    planId: 'ms-anual',
    planType: 'yearly',
    ...(leadId ? { sfLeadId: leadId } : {}),
    paymentMethods: [
      {
        type: 'credit-card',
        installments: 1,
        card: { number, holderName: 'ANA LIMA', expiry: futureExpiry(), cvv: '123', brand: 'visa' },
      },
    ],
  };
}

interface Answer {
  status: number;
  body: { status?: string; leadId?: string; error?: { code?: string } };
}

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

function createLead(baseUrl: string, email: string): Promise<Answer> {
  return post(`${baseUrl}/api/v1/lead`, {
    name: 'Ana Lima',
    email,
    phone: '11912345678',
    business: 'medcof',
    productCode: 'MS',
  });
}

describe('the checkout on a cluster: nginx, three replicas, Redis, one backend', () => {
  let cluster: RunningCluster;
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  const backendData = mkdtempSync(join(tmpdir(), 'trilha-cluster-backend-'));
  const logDir = mkdtempSync(join(tmpdir(), 'trilha-cluster-e2e-'));
  const buyer = useBuyerPage();

  /** The payment calls that reached the backend. */
  const paymentsReceived = () =>
    recorder.received.filter(
      (request) => request.method === 'POST' && request.path === '/api/v2/payment',
    );
  /** The replicas (nginx's upstream addresses) that answered requests to `path`. */
  const upstreamsOf = (method: string, path: string): string[] =>
    readFileSync(join(logDir, 'nginx', 'access.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"${method} ${path}`))
      // The replica that answered: the last of several when nginx tried another one first.
      .map((line) => /upstream=(.*?) upstream_status=/.exec(line)?.[1]?.split(', ').at(-1) ?? '');

  beforeAll(async () => {
    recorder = await startRecorder();
    cluster = await startCluster({
      port: 0,
      logDir,
      backendEnv: {
        DATA_DIR: backendData,
        SANDBOX_SLOW_MS: String(SLOW_MS),
        // The limit under test is the edge's, counted in Redis by the replicas.
        PAYMENT_ATTEMPTS_PER_LEAD: '0',
      },
      replicaEnv: {
        CHECKOUT_API_URL: recorder.url,
        PAYMENT_ATTEMPTS_PER_LEAD: String(LIMIT_PER_LEAD),
        // Every buyer of this file is 127.0.0.1, and pays with the sandbox's few test cards.
        PAYMENT_ATTEMPTS_PER_ADDRESS: '0',
        PAYMENT_ATTEMPTS_PER_ADDRESS_CEILING: '0',
        PAYMENT_ATTEMPTS_PER_CARD: '0',
        SHUTDOWN_GRACE_MS: '20000',
      },
    });
    recorder.setTarget(cluster.backend.url);
  }, 900_000);

  afterAll(async () => {
    await cluster?.stop();
    await new Promise((resolve) => recorder?.server.close(resolve));
    rmSync(backendData, { recursive: true, force: true });
  });

  it('should serve the same build and the same brands on every replica (/healthcheck appVersion and configVersion)', async () => {
    const health = await Promise.all(
      cluster.replicas.map(async (replica) => {
        const response = await fetch(`${replica.url}/healthcheck`);
        expect(response.status).toBe(200);
        return (await response.json()) as { appVersion: unknown; configVersion: unknown };
      }),
    );
    expect(typeof health[0]!.configVersion).toBe('string');
    expect(typeof health[0]!.appVersion).toBe('string');
    expect(health).toEqual(Array(cluster.replicas.length).fill(health[0]));
    // nginx passes it on: any replica's answer is the same.
    const throughNginx = await fetch(`${cluster.url}/healthcheck`);
    expect(await throughNginx.json()).toMatchObject(health[0]!);
  });

  it('should let exactly the per-lead limit of payment attempts reach the backend, whichever replica each lands on, and refuse the rest with 429', async () => {
    const email = uniqueEmail('cluster-card-testing');
    const lead = await createLead(cluster.url, email);
    expect(lead.status).toBe(201);
    const before = paymentsReceived().length;

    const statuses: number[] = [];
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < LIMIT_PER_LEAD + 5; attempt += 1) {
      const answer = await post(
        `${cluster.url}/api/v2/payment`,
        cardPayment(email, DECLINED_CARD, lead.body.leadId),
        { 'idempotency-key': randomUUID() },
      );
      statuses.push(answer.status);
      codes.push(answer.body.error?.code);
    }

    // Round robin spread the attempts over every replica.
    const attempts = upstreamsOf('POST', '/api/v2/payment').slice(-(LIMIT_PER_LEAD + 5));
    expect(new Set(attempts).size).toBe(cluster.replicas.length);
    // The first LIMIT were the backend's to answer (declined); the rest never left the edge.
    expect(statuses.slice(0, LIMIT_PER_LEAD).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LIMIT_PER_LEAD)).toEqual(Array(5).fill(429));
    expect(codes.slice(LIMIT_PER_LEAD)).toEqual(Array(5).fill('too_many_payment_attempts'));
    expect(paymentsReceived().length - before).toBe(LIMIT_PER_LEAD);
    expect(paymentsOf(email, backendData).map((row) => row.status)).toEqual(
      Array(LIMIT_PER_LEAD).fill('declined'),
    );
  });

  it('should charge a purchase once when two tabs pay it on two replicas at the same moment', async () => {
    const email = uniqueEmail('cluster-two-tabs');
    const purchaseId = `cluster-${randomUUID()}`;
    const pay = (baseUrl: string) =>
      post(`${baseUrl}/api/v2/payment`, cardPayment(email, SLOW_CARD), {
        'idempotency-key': randomUUID(),
        'purchase-id': purchaseId,
      });
    const [first, second] = await Promise.all([
      pay(cluster.replicas[0]!.url),
      pay(cluster.replicas[1]!.url),
    ]);

    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers.map((answer) => answer.status)).toEqual([201, 409]);
    expect(answers[0]!.body.status).toBe('approved');
    expect(['payment_in_progress', 'already_paid']).toContain(answers[1]!.body.error?.code);
    // The refused tab was refused at the edge: one payment call reached the backend.
    expect(paymentsReceived().filter((request) => request.purchaseId === purchaseId)).toHaveLength(
      1,
    );
    expect(paymentsOfPurchase(purchaseId, backendData)).toHaveLength(1);

    // A third tab, on the third replica, later: the receipt, not a charge.
    const third = await pay(cluster.replicas[2]!.url);
    expect(third.status).toBe(409);
    expect(third.body.error?.code).toBe('already_paid');
    expect(paymentsOfPurchase(purchaseId, backendData)).toHaveLength(1);
  });

  it('should lose no request and charge nobody twice while the replicas restart one at a time', async () => {
    const failures: string[] = [];
    const purchases: string[] = [];
    let restarting = true;

    /** One buyer after another: the lead page, a lead, a card payment of a purchase of its own. */
    async function buyerLoop(worker: number): Promise<number> {
      let done = 0;
      while (restarting) {
        const email = uniqueEmail(`cluster-rolling-${worker}`);
        const purchaseId = `rolling-${randomUUID()}`;
        try {
          const page = await fetch(`${cluster.url}/lead?product=MS`);
          await page.arrayBuffer();
          if (page.status !== 200) failures.push(`GET /lead: ${page.status}`);
          const lead = await createLead(cluster.url, email);
          if (lead.status !== 201) {
            failures.push(`POST /api/v1/lead: ${lead.status} ${JSON.stringify(lead.body)}`);
            continue;
          }
          purchases.push(purchaseId);
          const payment = await post(
            `${cluster.url}/api/v2/payment`,
            cardPayment(email, CARD, lead.body.leadId),
            { 'idempotency-key': randomUUID(), 'purchase-id': purchaseId },
          );
          if (payment.status !== 201 || payment.body.status !== 'approved')
            failures.push(
              `POST /api/v2/payment: ${payment.status} ${JSON.stringify(payment.body)}`,
            );
          done += 1;
        } catch (error) {
          failures.push(
            `connection: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)}`,
          );
        }
      }
      return done;
    }

    const pids = cluster.replicas.map((replica) => replica.pid);
    const loops = [0, 1, 2, 3].map(buyerLoop);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const startedAt = Date.now();
    await cluster.rollingRestart({ pauseMs: 1000 });
    const restartMs = Date.now() - startedAt;
    restarting = false;
    const journeys = (await Promise.all(loops)).reduce((sum, count) => sum + count, 0);

    // Every replica is a new process, serving again.
    cluster.replicas.forEach((replica, index) => expect(replica.pid).not.toBe(pids[index]));
    for (const replica of cluster.replicas)
      expect((await fetch(`${replica.url}/readiness`)).status).toBe(200);
    // Nobody charged twice (checked first, so a failed request below still shows this).
    const charges = purchases.map((purchaseId) => paymentsOfPurchase(purchaseId, backendData));
    expect(charges.filter((rows) => rows.length > 1)).toEqual([]);
    // No request lost. Known to fail now and then: one POST answered 502 by nginx when it wrote
    // it on a kept-alive connection the stopping replica closed at that moment (docs/operations.md
    // "Rolling a release"); kept strict so the fix shows.
    expect(failures).toEqual([]);
    expect(journeys).toBeGreaterThan(10);
    expect(charges.filter((rows) => rows.length !== 1)).toEqual([]);
    console.log(
      `[cluster] rolling restart of ${cluster.replicas.length} replicas in ${restartMs} ms under ${journeys} buyer journeys: no failure, one charge each`,
    );
  }, 180_000);

  it('should let a buyer pay on another replica when theirs is killed (SIGKILL) between the lead and the payment', async () => {
    const page = buyer.page;
    const email = uniqueEmail('cluster-killed');
    await page.goto(`${cluster.url}/lead?product=MS`);
    await submitLead(page, { name: 'Maria Souza', email, phone: '11912345678' });
    await page.waitForURL(/\/payment\?/);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).waitFor();

    // The replica that took the lead dies without a word.
    const leadUpstream = upstreamsOf('POST', '/api/v1/lead').at(-1);
    const victim = cluster.replicas.find((replica) => leadUpstream === `127.0.0.1:${replica.port}`);
    expect(victim).toBeDefined();
    await cluster.stopReplica(victim!.index, 'SIGKILL');
    await expect(fetch(`${victim!.url}/readiness`)).rejects.toThrow();

    await fillCard(page, {
      holder: 'Maria Souza',
      number: CARD,
      expiry: futureExpiry(),
      cvv: '123',
      document: '295.379.955-93',
    });
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL(/\/success\?/);
    await page.getByRole('heading', { name: SUCCESS }).waitFor();
    await page
      .getByText(/R\$\s?1\.140,00/)
      .first()
      .waitFor();
    await screenshot(page, 'cluster-replica-killed-success-375');

    const rows = paymentsOf(email, backendData);
    expect(rows.map((row) => [row.method, row.status])).toEqual([['credit-card', 'approved']]);
    await cluster.startReplica(victim!.index);
  });
});
