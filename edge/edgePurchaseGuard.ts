/**
 * The purchase guard at the checkout's edge (issues 33 and 34). A real backend may not know
 * purchases, so the API proxy (`edge/backendProxy.ts`) refuses a second charge of a purchase
 * itself: every payment attempt that names its purchase (`Purchase-Id`) claims it for the time
 * of its exchange with the backend; another attempt of the same purchase meanwhile is refused
 * (409 `payment_in_progress`), and once an answer says the purchase is paid every later attempt
 * is refused with the receipt (409 `already_paid`). The proxy also answers
 * `GET /api/v2/purchase/{purchaseId}` from what it saw.
 *
 * What is kept lives behind {@link PurchaseGuardStore}, chosen by
 * {@link proxyPurchaseGuardStore}: with `REDIS_URL` set, the shared Redis
 * (`edge/sharedStore/redisPurchaseGuardStore.ts`), so every replica of the checkout guards the
 * same purchases (two attempts of one purchase on two replicas cannot both reach the backend) and
 * a Redis that cannot serve is a 503 `shared_store_unavailable`, never an attempt let through
 * unguarded; without it, one store in this process's memory
 * ({@link InMemoryPurchaseGuardStore}: a single machine). Both keep the same things for the same
 * lifetimes (a claim its lease, a receipt and a pending payment 24 h).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { alreadyPaidCode, paymentInProgressCode, purchaseIdHeader } from '@/lib/payment/purchase';
import { settingsEnv } from '@/lib/settings/settings';
import type { SettingsEnv } from '@/lib/settings/settings';
import { contractError } from '@/lib/http/contractError';
import { paymentAttemptOperations } from '@/edge/paymentAttemptLimiter';
import { settlementOf } from '@/edge/purchaseSettlement';
import { compilePattern } from '@/lib/http/route';
import type { RouteResponse } from '@/lib/http/route';
import { sharedRedis } from '@/edge/sharedStore/redisConnection';
import { RedisPurchaseGuardStore } from '@/edge/sharedStore/redisPurchaseGuardStore';
import { apiOperations } from '@/schemas/generated/apiOperations';
import type { ApiOperationContract } from '@/schemas/generated/apiOperations';
import type {
  PaymentStatus,
  PurchasePayment,
  PurchaseResponse,
} from '@/schemas/generated/apiTypes';

// ---------------------------------------------------------------------------------------------
// The store

export type { PurchaseClaim, PurchaseGuardStore } from '@/edge/purchaseGuardStore';
import type { PurchaseClaim, PurchaseGuardStore } from '@/edge/purchaseGuardStore';

/** Options of {@link InMemoryPurchaseGuardStore}. */
export interface InMemoryPurchaseGuardOptions {
  /** The clock, ms. */
  now?: () => number;
  /** How long a paid purchase (its receipt) is kept, ms (24 h). */
  paidTtlMs?: number;
  /** How long a pending payment is kept, ms (24 h). */
  pendingTtlMs?: number;
  /** Most purchases kept at once; past it the least recently written go first (50 000). */
  maxPurchases?: number;
  /** Most pending payments kept per purchase; the oldest go first (5). */
  maxPendingPerPurchase?: number;
}

interface Lease {
  key: string | undefined;
  holders: Set<string>;
  expiresAt: number;
}

interface Kept {
  payment: PurchasePayment;
  expiresAt: number;
}

interface Entry {
  lease?: Lease;
  paid?: Kept;
  pending: Kept[];
}

const hour = 60 * 60 * 1000;

/**
 * The guard's store in this process's memory. Bounded: a claim ends with its lease, a receipt
 * and a pending payment with their lifetimes, and past `maxPurchases` the least recently
 * written purchases are forgotten (a claim is written when taken, so the ones forgotten are
 * old receipts, never an attempt in flight).
 */
export class InMemoryPurchaseGuardStore implements PurchaseGuardStore {
  private readonly now: () => number;
  private readonly paidTtlMs: number;
  private readonly pendingTtlMs: number;
  private readonly maxPurchases: number;
  private readonly maxPendingPerPurchase: number;
  private readonly purchases = new Map<string, Entry>();
  private readonly paymentPurchase = new Map<string, string>();

  constructor(options: InMemoryPurchaseGuardOptions = {}) {
    this.now = options.now ?? Date.now;
    this.paidTtlMs = options.paidTtlMs ?? 24 * hour;
    this.pendingTtlMs = options.pendingTtlMs ?? 24 * hour;
    this.maxPurchases = options.maxPurchases ?? 50_000;
    this.maxPendingPerPurchase = options.maxPendingPerPurchase ?? 5;
  }

  /** How many purchases are kept (for tests of the bound). */
  get size(): number {
    return this.purchases.size;
  }

  claim(
    purchaseId: string,
    idempotencyKey: string | undefined,
    leaseMs: number,
  ): Promise<PurchaseClaim> {
    const now = this.now();
    const entry = this.live(purchaseId, now) ?? { pending: [] };
    if (entry.paid) return Promise.resolve({ outcome: 'paid', purchase: view(purchaseId, entry) });
    const { lease } = entry;
    if (lease && (idempotencyKey === undefined || lease.key !== idempotencyKey)) {
      return Promise.resolve({
        outcome: 'in_progress',
        heldBy: lease.key,
        purchase: view(purchaseId, entry),
      });
    }
    const claimId = randomUUID();
    if (lease) {
      lease.holders.add(claimId);
      lease.expiresAt = Math.max(lease.expiresAt, now + leaseMs);
    } else {
      entry.lease = { key: idempotencyKey, holders: new Set([claimId]), expiresAt: now + leaseMs };
    }
    this.write(purchaseId, entry);
    return Promise.resolve({ outcome: 'claimed', claimId });
  }

  release(purchaseId: string, claimId: string): Promise<void> {
    const entry = this.live(purchaseId, this.now());
    if (entry?.lease?.holders.delete(claimId) && entry.lease.holders.size === 0) {
      delete entry.lease;
      if (isEmpty(entry)) this.forget(purchaseId, entry);
    }
    return Promise.resolve();
  }

  markPaid(purchaseId: string, payment: PurchasePayment): Promise<PurchaseResponse> {
    const now = this.now();
    const entry = this.live(purchaseId, now) ?? { pending: [] };
    if (!entry.paid) {
      for (const kept of entry.pending) this.paymentPurchase.delete(kept.payment.paymentId);
      entry.pending = [];
      entry.paid = { payment, expiresAt: now + this.paidTtlMs };
      this.paymentPurchase.set(payment.paymentId, purchaseId);
      this.write(purchaseId, entry);
    }
    return Promise.resolve(view(purchaseId, entry));
  }

  recordPayment(purchaseId: string, payment: PurchasePayment): Promise<void> {
    const now = this.now();
    const entry = this.live(purchaseId, now) ?? { pending: [] };
    if (entry.paid) return Promise.resolve();
    entry.pending = entry.pending.filter((kept) => kept.payment.paymentId !== payment.paymentId);
    entry.pending.push({ payment, expiresAt: now + this.pendingTtlMs });
    while (entry.pending.length > this.maxPendingPerPurchase) {
      const dropped = entry.pending.shift();
      if (dropped) this.paymentPurchase.delete(dropped.payment.paymentId);
    }
    this.paymentPurchase.set(payment.paymentId, purchaseId);
    this.write(purchaseId, entry);
    return Promise.resolve();
  }

  async settlePayment(
    paymentId: string,
    status: PaymentStatus,
  ): Promise<PurchaseResponse | undefined> {
    const purchaseId = this.paymentPurchase.get(paymentId);
    if (purchaseId === undefined) return undefined;
    const entry = this.live(purchaseId, this.now());
    if (!entry) return undefined;
    const kept = entry.pending.find((item) => item.payment.paymentId === paymentId);
    const settlement = settlementOf(status);
    if (kept && settlement === 'paid') {
      return this.markPaid(purchaseId, { ...kept.payment, status: 'approved' });
    }
    if (kept && settlement === 'ended') {
      entry.pending = entry.pending.filter((item) => item !== kept);
      this.paymentPurchase.delete(paymentId);
      if (isEmpty(entry)) this.forget(purchaseId, entry);
    }
    return view(purchaseId, entry);
  }

  read(purchaseId: string): Promise<PurchaseResponse> {
    const entry = this.live(purchaseId, this.now()) ?? { pending: [] };
    return Promise.resolve(view(purchaseId, entry));
  }

  /** A purchase's entry with whatever expired dropped; undefined when nothing is left. */
  private live(purchaseId: string, now: number): Entry | undefined {
    const entry = this.purchases.get(purchaseId);
    if (!entry) return undefined;
    if (entry.lease && entry.lease.expiresAt <= now) delete entry.lease;
    if (entry.paid && entry.paid.expiresAt <= now) {
      this.paymentPurchase.delete(entry.paid.payment.paymentId);
      delete entry.paid;
    }
    entry.pending = entry.pending.filter((kept) => {
      if (kept.expiresAt > now) return true;
      this.paymentPurchase.delete(kept.payment.paymentId);
      return false;
    });
    if (isEmpty(entry)) {
      this.forget(purchaseId, entry);
      return undefined;
    }
    return entry;
  }

  /** Stores an entry as the most recently written, forgetting the oldest past the bound. */
  private write(purchaseId: string, entry: Entry): void {
    this.purchases.delete(purchaseId);
    this.purchases.set(purchaseId, entry);
    while (this.purchases.size > this.maxPurchases) {
      const oldest = this.purchases.entries().next().value;
      if (!oldest) break;
      this.forget(oldest[0], oldest[1]);
    }
  }

  private forget(purchaseId: string, entry: Entry): void {
    this.purchases.delete(purchaseId);
    if (entry.paid) this.paymentPurchase.delete(entry.paid.payment.paymentId);
    for (const kept of entry.pending) this.paymentPurchase.delete(kept.payment.paymentId);
  }
}

function isEmpty(entry: Entry): boolean {
  return !entry.lease && !entry.paid && entry.pending.length === 0;
}

/** The contract's view of an entry (purchaseResponse). */
function view(purchaseId: string, entry: Entry): PurchaseResponse {
  if (entry.paid) {
    return { purchaseId, status: 'paid', paid: entry.paid.payment, refunds: [] };
  }
  return {
    purchaseId,
    status: entry.lease ? 'in_progress' : 'open',
    ...(entry.pending.length > 0 ? { pending: entry.pending.map((kept) => kept.payment) } : {}),
    refunds: [],
  };
}

const storeKey = Symbol.for('trilha.proxy.purchaseGuard');
const redisStoreKey = Symbol.for('trilha.proxy.purchaseGuard.redis');

type GuardHolder = typeof globalThis & {
  [storeKey]?: PurchaseGuardStore;
  [redisStoreKey]?: { client: object; store: PurchaseGuardStore };
};

/**
 * The store of the proxy's purchase guard, read per request like `REDIS_URL`'s client: the
 * Redis store on the process's shared client (`sharedRedis`) when `REDIS_URL` is set, else the
 * process's store in memory. Each is made on first use and kept on `globalThis` like the attempt
 * limiter (both API routes, and development reloads, share it).
 */
export function proxyPurchaseGuardStore(env: SettingsEnv = settingsEnv()): PurchaseGuardStore {
  const holder = globalThis as GuardHolder;
  const client = sharedRedis(env);
  if (client) {
    const kept = holder[redisStoreKey];
    if (kept?.client === client) return kept.store;
    const store = new RedisPurchaseGuardStore(client);
    holder[redisStoreKey] = { client, store };
    return store;
  }
  holder[storeKey] ??= new InMemoryPurchaseGuardStore();
  return holder[storeKey];
}

// ---------------------------------------------------------------------------------------------
// The rules the proxy applies

/** How much longer than the proxy's time-out a claim is held: the answer is handled within it. */
export const leaseMarginMs = 5_000;

/** Largest backend answer kept with a payment (`answer`), bytes of JSON; a larger one is not kept. */
export const maxKeptAnswerBytes = 8 * 1024;

/**
 * The payment attempts the guard applies to: those the attempt limiter recognises whose
 * contract lets them name a purchase (createPayment, createPaymentV1, the renewals, the Livelo
 * redemption). Card verification charges nothing and names none.
 */
export const purchaseGuardedOperations: ReadonlySet<string> = new Set(
  Object.values(apiOperations as Record<string, ApiOperationContract>)
    .filter(
      (operation) =>
        paymentAttemptOperations.has(operation.operationId) &&
        (operation.headerNames as readonly string[]).includes(purchaseIdHeader),
    )
    .map((operation) => operation.operationId),
);

/** The contract's check of the header (purchase.schema.json#/$defs/purchaseHeaders). */
const checkPurchaseHeader = apiOperations.liveloRedeem.headers;

/**
 * The `Purchase-Id` of a request: undefined when absent (or empty); a 400 in the contract's
 * shape (`invalid_purchase_id`) when it breaks the contract's pattern.
 */
export function purchaseIdOf(
  headers: IncomingHttpHeaders,
): { purchaseId: string } | { refused: RouteResponse } | undefined {
  const raw = headers[purchaseIdHeader.toLowerCase()];
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (value === undefined || value === '') return undefined;
  const data = { [purchaseIdHeader]: value };
  if (!checkPurchaseHeader(data)) {
    const error = contractError('headers', checkPurchaseHeader.errors ?? [], data);
    return { refused: { status: error.status, body: error.toBody() } };
  }
  return { purchaseId: value };
}

/**
 * The 409 refusing an attempt the store did not let claim its purchase: `already_paid` or
 * `payment_in_progress`, a plain sentence, and where the purchase stands (the receipt).
 */
export function purchaseConflict(
  refusal: Exclude<PurchaseClaim, { outcome: 'claimed' }>,
): RouteResponse {
  const error =
    refusal.outcome === 'paid'
      ? {
          code: alreadyPaidCode,
          message: 'This purchase is already paid; no other payment of it is taken.',
        }
      : {
          code: paymentInProgressCode,
          message: 'Another payment attempt of this purchase is in progress; wait for its outcome.',
        };
  return { status: 409, body: { error, purchase: refusal.purchase } };
}

function compiled(operation: ApiOperationContract) {
  return { method: operation.method, ...compilePattern(operation.path) };
}

const purchaseRoute = compiled(apiOperations.getPurchase);
const paymentStatusRoute = compiled(apiOperations.getPaymentStatus);

function matchParam(
  route: ReturnType<typeof compiled>,
  method: string,
  path: string,
): string | undefined {
  if (method.toUpperCase() !== route.method) return undefined;
  return route.pattern.exec(path)?.[1];
}

/**
 * The answer to `GET /api/v2/purchase/{purchaseId}` (the proxy's own), or undefined for any
 * other call: the purchase from the store, or a 400 for an id that breaks the contract.
 */
export async function purchaseReadAnswer(
  store: PurchaseGuardStore,
  method: string,
  path: string,
): Promise<RouteResponse | undefined> {
  const raw = matchParam(purchaseRoute, method, path);
  if (raw === undefined) return undefined;
  let purchaseId: string;
  try {
    purchaseId = decodeURIComponent(raw);
  } catch {
    purchaseId = raw;
  }
  const params = { purchaseId };
  const check = apiOperations.getPurchase.params;
  if (!check(params)) {
    const error = contractError('params', check.errors ?? [], params);
    return { status: error.status, body: error.toBody() };
  }
  return { status: 200, body: await store.read(purchaseId) };
}

/** The payment id of a `GET /api/v2/payment/{paymentId}` (a status poll), else undefined. */
export function matchPaymentStatusPoll(method: string, path: string): string | undefined {
  return matchParam(paymentStatusRoute, method, path);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const whole = (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined);

/** What one attempt's 2xx answer means for its purchase. */
export type AttemptOutcome = { kind: 'paid' | 'pending'; payment: PurchasePayment } | undefined;

/**
 * Reads a guarded attempt's 2xx answer: `paid` when it says approved (a Livelo redemption's 2xx
 * is paid), or pending without a Pix code, boleto or M-Pesa push (a card held for review, a
 * payment in person: the charge is taken, only its confirmation waits); `pending` when the
 * buyer has a Pix code, a boleto or an M-Pesa push to pay; undefined otherwise (a v1 body only
 * received, an answer without a payment id). The payment names what the request paid for
 * (amount, plan, installments, add-ons, the card's brand and last 4 digits, never its number)
 * and keeps the answer when it is small enough.
 */
export function attemptOutcome(
  operationId: string,
  requestBody: unknown,
  answerBody: unknown,
  now: Date,
): AttemptOutcome {
  const answer = record(answerBody);
  if (!answer) return undefined;
  // A renewal answers its subscription, with the payment inside.
  const source = record(answer.payment) ?? answer;
  const paymentId = text(source.paymentId);
  if (paymentId === undefined) return undefined;
  const status = text(source.status) ?? (operationId === 'liveloRedeem' ? 'approved' : undefined);
  const route = text(source.route) ?? text(answer.route);
  const waitsForBuyer =
    route === 'pix' ||
    route === 'bankslip' ||
    [source.pix, source.bankslip, source.mpesa, answer.pix, answer.bankslip, answer.mpesa].some(
      (item) => record(item) !== undefined,
    );
  let kind: 'paid' | 'pending';
  if (status === 'approved') kind = 'paid';
  else if (status === 'pending') kind = waitsForBuyer ? 'pending' : 'paid';
  else return undefined;

  const body = record(requestBody) ?? {};
  const methods = Array.isArray(body.paymentMethods) ? body.paymentMethods.map(record) : [];
  const chosen = methods.find((item) => item !== undefined);
  const card = record(chosen?.card) ?? record(body.card);
  const cardNumber = text(card?.number)?.replace(/\D/g, '') ?? '';
  const method =
    text(chosen?.type) ??
    text(source.method) ??
    (operationId === 'liveloRedeem'
      ? 'livelo'
      : route === 'pix' || record(source.pix) || record(answer.pix)
        ? 'pix'
        : route === 'bankslip' || record(source.bankslip) || record(answer.bankslip)
          ? 'bankslip'
          : record(answer.mpesa)
            ? 'm-pesa'
            : 'unknown');
  const orderBumps = Array.isArray(body.orderBumps)
    ? body.orderBumps.map(record).flatMap((bump) => {
        const planId = text(bump?.planId);
        const amount = whole(bump?.amount);
        return planId !== undefined && amount !== undefined ? [{ planId, amount }] : [];
      })
    : [];
  const answerText = JSON.stringify(answer);
  const payment: PurchasePayment = {
    paymentId,
    method,
    status: kind === 'paid' && status === 'approved' ? 'approved' : 'pending',
    amount: whole(body.amount) ?? whole(answer.amountCash) ?? null,
    currency: text(body.currency) ?? null,
    planId: text(body.planId) ?? text(answer.planId) ?? null,
    installments: whole(chosen?.installments) ?? null,
    ...(orderBumps.length > 0 ? { orderBumps } : {}),
    cardBrand: text(card?.brand) ?? null,
    cardLast4: cardNumber.length >= 4 ? cardNumber.slice(-4) : null,
    createdAt: now.toISOString(),
    ...(Buffer.byteLength(answerText) <= maxKeptAnswerBytes ? { answer } : {}),
  };
  return { kind, payment };
}
