/**
 * The traffic of the launch-day bench (`npm run bench -- launch`): buyers arriving as in a
 * launch, each doing a real journey over HTTP, and two card-testing bots, against one base URL
 * (nginx in front of the replicas, or a single server while developing).
 *
 * Client addresses are real socket addresses, not a header the bench writes: every connection
 * binds its local end to a loopback alias (Linux answers the whole of 127.0.0.0/8), so nginx
 * sees, and appends to `X-Forwarded-For`, the address a buyer's connection comes from. Two
 * thirds of the buyers each get an address of their own; one third share one (a carrier-grade
 * NAT); the first bot has its own address, the second comes from the shared one.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ApiError } from '@/checkout/api/ApiError';
import {
  defaultCheckDelaysMs,
  isDefinitiveFailure,
} from '@/checkout/payment/createPaymentAttempts';
import { purchaseIdFor, purchaseIdHeader } from '@/lib/payment/purchase';
import { assertLoopbackUrl } from '../lib/loadTest';
import { benchLeadBody, pageDataFromHtml } from './benchBuyer';

/** The address every buyer behind the carrier-grade NAT, and the second bot, come from. */
export const SHARED_ADDRESS = '127.20.0.1';
/** The first bot's own address. */
export const BOT_ADDRESS = '127.30.0.1';

/** The checkout's waits before asking again for an attempt's outcome, the first four (15 s). */
const PAYMENT_CHECK_DELAYS_MS = defaultCheckDelaysMs.slice(0, 4);

/** How many attempts a bot has in flight at most. */
const BOT_PARALLEL = 16;

/** A buyer with an address of its own: 127.10.x.y, one per buyer (65 534 of them). */
function ownAddress(buyer: number): string {
  const n = (buyer % 65_534) + 1;
  return `127.10.${n >> 8}.${n & 255}`;
}

/** What one request was, how it ended and how long it took. */
export interface Exchange {
  actor: 'buyer' | 'bot';
  kind: 'page' | 'lead' | 'payment';
  /** HTTP status; 0 when the request failed without an answer. */
  status: number;
  ms: number;
  /** When it ended, ms since the phase began. */
  endedAt: number;
}

/** A buyer's journey, as it ended. */
export interface BuyerOutcome {
  address: string;
  shared: boolean;
  purchaseId?: string;
  /** The journey ended paid (an approved payment answered to one of its tabs). */
  paid: boolean;
  /** What refused it, when it did not end paid: `<kind> <status>` or `<kind> <error>`. */
  refusedBy?: string;
}

/** A bot's attempts, as they ended. */
export interface BotOutcome {
  /** `own` (its own address) or `shared` (the carrier-grade NAT's). */
  name: string;
  address: string;
  attempts: number;
  /** Payment attempts answered 429 `too_many_payment_attempts` (stopped at the edge). */
  refused: number;
  /** Payment attempts answered anything else (let through to the backend). */
  letThrough: number;
  /** The leads it created (to count its payments at the backend). */
  leadIds: string[];
}

/** The payment a buyer or a bot sends: the OpenAPI card example, lead and card replaced. */
export interface PaymentTemplate {
  productCode: string;
  body: Record<string, unknown>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP client: its own connections from one local address, and (for buyers) its cookies. */
class Client {
  private readonly agent: Agent;
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly address: string,
    private readonly keepCookies: boolean,
    connections = 2,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections, localAddress: address });
  }

  send(
    url: URL,
    method: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        url,
        {
          agent: this.agent,
          method,
          timeout: 70_000,
          headers: {
            accept: payload === undefined ? 'text/html' : 'application/json',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': String(Buffer.byteLength(payload)),
                }),
            ...(this.keepCookies && cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (response) => {
          if (this.keepCookies) {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const at = pair.indexOf('=');
              if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
            }
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A 16-digit Visa number that passes the Luhn check, distinct for each `serial` and `prefix`. */
export function testCardNumber(prefix: string, serial: number): string {
  const body = `${prefix}${String(serial).padStart(15 - prefix.length, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    // Doubling every second digit from the right, the check digit (to come) not counted.
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** How a launch phase is driven. */
export interface LaunchPlan {
  baseUrl: string;
  payment: PaymentTemplate;
  /** Concurrent buyers at the top of the ramp. */
  buyers: number;
  rampMs: number;
  holdMs: number;
  /** Mean pause between two steps of a buyer (uniform from half to one and a half of it). */
  thinkMs: number;
  /** Payment attempts of each bot, spread over the ramp and the hold. */
  botAttempts: number;
  /** One buyer in this many pays in two tabs at once (two attempts, one purchase). */
  twoTabsEvery: number;
  /** Distinguishes this phase's cards and e-mails from another phase's of the same run. */
  phase: number;
}

/** Everything a phase saw. */
export interface LaunchTraffic {
  exchanges: Exchange[];
  buyers: BuyerOutcome[];
  bots: BotOutcome[];
  /** From the first arrival to the end of the hold (ms). */
  holdStartMs: number;
  holdEndMs: number;
  peakConcurrent: number;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Drives one phase: the number of buyers in the checkout rises linearly to `plan.buyers` over
 * the ramp and stays there during the hold; each buyer slot runs one journey after another (a
 * new buyer, address, lead, card and purchase each time) until the hold ends, and the journeys
 * under way then are finished. The bots run from the first second to the end of the hold.
 */
export async function driveLaunch(plan: LaunchPlan): Promise<LaunchTraffic> {
  const base = assertLoopbackUrl(plan.baseUrl);
  const url = (path: string) => new URL(path, base);
  const product = plan.payment.productCode;
  const exchanges: Exchange[] = [];
  const buyers: BuyerOutcome[] = [];
  const began = performance.now();
  const holdStartMs = plan.rampMs;
  const holdEndMs = plan.rampMs + plan.holdMs;
  const now = () => performance.now() - began;
  let buyerSerial = 0;
  let concurrent = 0;
  let peakConcurrent = 0;

  const timed = async (
    actor: Exchange['actor'],
    kind: Exchange['kind'],
    run: () => Promise<Answer>,
  ): Promise<Answer> => {
    const start = performance.now();
    try {
      const answer = await run();
      exchanges.push({
        actor,
        kind,
        status: answer.status,
        ms: performance.now() - start,
        endedAt: now(),
      });
      return answer;
    } catch (error) {
      exchanges.push({ actor, kind, status: 0, ms: performance.now() - start, endedAt: now() });
      throw error;
    }
  };
  const think = () => sleep(plan.thinkMs * (0.5 + Math.random()));

  /**
   * One payment attempt as the checkout's payment form makes it (createPaymentAttempts.ts):
   * one `Idempotency-Key`, and while no definitive answer came (no answer, a 5xx, a 409 of a key
   * still in progress; `isDefinitiveFailure`) the same body with the same key again after its
   * waits (1, 2, 4, 8 s), so a charge made behind a gateway's 502 or 504 is learnt, not lost.
   */
  const pay = async (
    client: Client,
    leadId: string,
    serial: number,
    purchaseId: string | undefined,
  ): Promise<Answer> => {
    const body = paymentBody(plan.payment, leadId, testCardNumber(`41112${plan.phase}`, serial));
    const headers = {
      'idempotency-key': `launch-${randomUUID()}`,
      ...(purchaseId ? { [purchaseIdHeader]: purchaseId } : {}),
    };
    for (let check = 0; ; check += 1) {
      let answer: Answer | undefined;
      try {
        answer = await timed('buyer', 'payment', () =>
          client.send(url('/api/v2/payment'), 'POST', body, headers),
        );
      } catch {
        answer = undefined;
      }
      const definitive =
        answer !== undefined &&
        (answer.status < 300 ||
          isDefinitiveFailure(
            new ApiError({
              kind: answer.status >= 500 ? 'server' : 'client',
              status: answer.status,
              body: parseJson(answer.body),
              method: 'POST',
              url: '/api/v2/payment',
              replayed: answer.headers['idempotent-replayed'] === 'true',
            }),
          ));
      const wait = PAYMENT_CHECK_DELAYS_MS[check];
      if (definitive || wait === undefined) {
        if (answer) return answer;
        throw new Error('no answer');
      }
      await sleep(wait);
    }
  };

  const journey = async (shared: boolean): Promise<void> => {
    const serial = buyerSerial++;
    const address = shared ? SHARED_ADDRESS : ownAddress(serial);
    const client = new Client(address, true);
    const outcome: BuyerOutcome = { address, shared, paid: false };
    buyers.push(outcome);
    concurrent += 1;
    peakConcurrent = Math.max(peakConcurrent, concurrent);
    const step = async (
      kind: Exchange['kind'],
      expected: (status: number) => boolean,
      run: () => Promise<Answer>,
    ): Promise<Answer | undefined> => {
      try {
        const answer = await timed('buyer', kind, run);
        if (expected(answer.status)) return answer;
        outcome.refusedBy = `${kind} ${answer.status}${errorCode(answer)}`;
      } catch (error) {
        outcome.refusedBy = `${kind} ${(error as Error).message}`;
      }
      return undefined;
    };
    try {
      const lead = await step(
        'page',
        (s) => s === 200,
        () => client.send(url(`/lead?product=${product}`), 'GET'),
      );
      if (!lead) return;
      await think();
      const created = await step(
        'lead',
        (s) => s === 201,
        () => client.send(url('/api/v1/lead'), 'POST', benchLeadBody(pageDataFromHtml(lead.body))),
      );
      if (!created) return;
      const leadId = (JSON.parse(created.body) as { leadId: string }).leadId;
      if (
        !(await step(
          'page',
          (s) => s === 200,
          () => client.send(url(`/payment?product=${product}`), 'GET'),
        ))
      )
        return;
      await think();
      const purchaseId = purchaseIdFor({ kind: 'main', productCode: product, leadId });
      outcome.purchaseId = purchaseId;
      const tabs = plan.twoTabsEvery > 0 && serial % plan.twoTabsEvery === 0 ? 2 : 1;
      const answers = await Promise.allSettled(
        Array.from({ length: tabs }, () => pay(client, leadId, serial, purchaseId)),
      );
      const statuses = answers.map((a) =>
        a.status === 'fulfilled' ? `${a.value.status}${errorCode(a.value)}` : 'failed',
      );
      // A second tab's 409 (the purchase paid or in progress) is the guard at work, no refusal.
      outcome.paid = answers.some(
        (a) =>
          a.status === 'fulfilled' &&
          a.value.status === 201 &&
          (JSON.parse(a.value.body) as { status?: string }).status === 'approved',
      );
      if (!outcome.paid) {
        outcome.refusedBy = `payment ${statuses.join('+')}`;
        return;
      }
      await think();
      await step(
        'page',
        (s) => s === 200,
        () => client.send(url(`/success?product=${product}`), 'GET'),
      );
    } finally {
      concurrent -= 1;
      client.close();
    }
  };

  const slot = async (index: number): Promise<void> => {
    // Slots start evenly over the ramp; every third one is behind the shared address.
    await sleep((plan.rampMs * index) / plan.buyers);
    while (now() < holdEndMs) await journey(index % 3 === 2);
  };

  const bot = async (name: string, address: string, serialBase: number): Promise<BotOutcome> => {
    const outcome: BotOutcome = {
      name,
      address,
      attempts: 0,
      refused: 0,
      letThrough: 0,
      leadIds: [],
    };
    // Attempt i is due at i × pause from the start; up to BOT_PARALLEL are in flight at once,
    // so a slow answer delays the bot no more than it would a script firing requests.
    const client = new Client(address, false, BOT_PARALLEL);
    const pause = holdEndMs / Math.max(1, plan.botAttempts);
    let nextAttempt = 0;
    const worker = async (): Promise<void> => {
      while (nextAttempt < plan.botAttempts) {
        const attempt = nextAttempt++;
        await sleep(Math.max(0, attempt * pause - now()));
        if (now() >= holdEndMs) return;
        try {
          const created = await timed('bot', 'lead', () =>
            client.send(
              url('/api/v1/lead'),
              'POST',
              benchLeadBody(
                { business: String(plan.payment.body.business), productCode: product },
                `launch-bot-${name}`,
              ),
            ),
          );
          if (created.status !== 201) continue;
          const leadId = (JSON.parse(created.body) as { leadId: string }).leadId;
          outcome.leadIds.push(leadId);
          outcome.attempts += 1;
          const answer = await timed('bot', 'payment', () =>
            client.send(
              url('/api/v2/payment'),
              'POST',
              paymentBody(
                plan.payment,
                leadId,
                testCardNumber(`49998${plan.phase}`, serialBase + attempt),
              ),
              { 'idempotency-key': `bot-${randomUUID()}` },
            ),
          );
          if (answer.status === 429) outcome.refused += 1;
          else outcome.letThrough += 1;
        } catch {
          // a failed request is in the exchanges; the bot goes on
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: BOT_PARALLEL }, () => worker()));
    } finally {
      client.close();
    }
    return outcome;
  };

  const slots = Array.from({ length: plan.buyers }, (_, index) => slot(index));
  const bots = [bot('own', BOT_ADDRESS, 0), bot('shared', SHARED_ADDRESS, 500_000)];
  await Promise.all(slots);
  return {
    exchanges,
    buyers,
    bots: await Promise.all(bots),
    holdStartMs,
    holdEndMs,
    peakConcurrent,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** ` <error.code>` of an API error answer, else nothing. */
function errorCode(answer: Answer): string {
  try {
    const code = (JSON.parse(answer.body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? ` ${code}` : '';
  } catch {
    return '';
  }
}

function paymentBody(
  template: PaymentTemplate,
  leadId: string,
  cardNumber: string,
): Record<string, unknown> {
  const methods = template.body.paymentMethods as Array<Record<string, unknown>>;
  return {
    ...template.body,
    sfLeadId: leadId,
    paymentMethods: methods.map((method) => ({
      ...method,
      card: { ...(method.card as Record<string, unknown>), number: cardNumber },
    })),
  };
}
