/**
 * Card testing: a bot tries stolen card numbers one after another on a checkout's payment
 * calls. This module limits payment attempts over a sliding window, per card (a keyed HMAC of
 * the number, never the number), per purchase (`Purchase-Id`), per lead, per device (the API
 * proxy's signed device cookie, `edge/deviceCookie.ts`) and per client address: strictly for
 * attempts without a valid device cookie (a bot that drops cookies), and under a high ceiling
 * for every attempt that did not succeed (a carrier's address shared by many buyers, CGNAT,
 * survives it: buyers' payments go through, a card-testing bot's are mostly declined). One
 * admission check serves the backend proxy (`edge/backendProxy.ts`, the path a deployment
 * takes) and the sandbox's router alike, and both answer a refused attempt the same way: 429
 * `too_many_payment_attempts`, `Retry-After` in seconds and a sentence the buyer understands. A
 * refused attempt never reaches the backend or the sandbox's payment code.
 *
 * Two limiters count with the same semantics behind {@link AttemptLimiter}: this module's
 * {@link PaymentAttemptLimiter}, in the process's memory (one machine: the default, and the
 * sandbox's), and `edge/sharedStore/redisPaymentAttemptLimiter.ts`, in the Redis every
 * replica shares (`REDIS_URL`), so N replicas enforce one limit and a restart forgets nothing.
 *
 * An attempt is one `Idempotency-Key` with one body: the checkout sends the very same request
 * again while an attempt's outcome is unknown (time-out, 5xx), and those requests are the same
 * attempt, never counted twice and never refused once it was let through. The pair is kept as
 * an HMAC, so nothing that could be tested against a card number is stored.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  tooManyPaymentAttemptsCode,
  tooManyPaymentAttemptsMessage,
} from '@/lib/payment/tooManyPaymentAttempts';
import { addressKey } from '@/edge/clientAddress';
import { compilePattern } from '@/lib/http/route';
import type { RouteResponse } from '@/lib/http/route';
import contractDocument from '@/schemas/generated/apiOpenApi.json';
import { apiOperations } from '@/schemas/generated/apiOperations';
import {
  SharedStoreUnavailableError,
  sharedStoreUnavailableAnswer,
  sharedStoreUnavailableCode,
} from '@/edge/sharedStore/redisConnection';
import { integerSetting, settingsEnv } from '@/lib/settings/settings';
import type { SettingsEnv } from '@/lib/settings/settings';

/**
 * How many payment attempts are let through, and over which window. 0 turns a limit off; a
 * limit left out is off too (the sandbox's settings name only the lead and address limits).
 */
export interface PaymentAttemptLimits {
  /** Attempts per lead (or per subscription, invoice) within the window. */
  perLead: number;
  /**
   * Attempts per client address (an IPv6 address: its /64) within the window, counting those
   * without a valid device cookie (all of them where no device cookie is given: the sandbox).
   */
  perAddress: number;
  /**
   * Every attempt of a client address, device cookie or not, except those that succeeded (their
   * slot is given back, {@link AttemptLimiter.succeeded}): the ceiling a shared address meets.
   */
  perAddressCeiling?: number;
  /** Attempts per card number (its keyed HMAC). */
  perCard?: number;
  /** Attempts per purchase (`Purchase-Id`). */
  perPurchase?: number;
  /** Attempts per device (the signed device cookie). */
  perDevice?: number;
  /** The sliding window, ms. */
  windowMs: number;
}

/**
 * The limits from the environment: `PAYMENT_ATTEMPTS_PER_LEAD`, `PAYMENT_ATTEMPTS_PER_ADDRESS`,
 * `PAYMENT_ATTEMPTS_PER_ADDRESS_CEILING`, `PAYMENT_ATTEMPTS_PER_CARD`,
 * `PAYMENT_ATTEMPTS_PER_PURCHASE`, `PAYMENT_ATTEMPTS_PER_DEVICE`, `PAYMENT_ATTEMPTS_WINDOW_MS`.
 * Defaults and minimums are their declarations' (lib/settings/): a value the declaration refuses
 * keeps the default; 0 turns that limit off.
 */
export function paymentAttemptLimitsFromEnv(
  env: SettingsEnv = settingsEnv(),
): Required<PaymentAttemptLimits> {
  return {
    perLead: integerSetting('PAYMENT_ATTEMPTS_PER_LEAD', env),
    perAddress: integerSetting('PAYMENT_ATTEMPTS_PER_ADDRESS', env),
    perAddressCeiling: integerSetting('PAYMENT_ATTEMPTS_PER_ADDRESS_CEILING', env),
    perCard: integerSetting('PAYMENT_ATTEMPTS_PER_CARD', env),
    perPurchase: integerSetting('PAYMENT_ATTEMPTS_PER_PURCHASE', env),
    perDevice: integerSetting('PAYMENT_ATTEMPTS_PER_DEVICE', env),
    windowMs: integerSetting('PAYMENT_ATTEMPTS_WINDOW_MS', env),
  };
}

interface JsonSchemaNode {
  $ref?: string;
  [keyword: string]: unknown;
}

/** Whether a schema of the OpenAPI document reaches `target` (a `#/components/schemas/…` ref). */
function reaches(node: unknown, target: string, seen: Set<string>): boolean {
  if (Array.isArray(node)) return node.some((item) => reaches(item, target, seen));
  if (typeof node !== 'object' || node === null) return false;
  const ref = (node as JsonSchemaNode).$ref;
  if (typeof ref === 'string') {
    if (ref === target) return true;
    if (seen.has(ref) || !ref.startsWith('#/components/schemas/')) return false;
    seen.add(ref);
    const name = ref.slice('#/components/schemas/'.length);
    const schemas = contractDocument.components.schemas as Record<string, unknown>;
    return reaches(schemas[name], target, seen);
  }
  return Object.values(node).some((value) => reaches(value, target, seen));
}

function bodyCarriesCard(method: string, path: string): boolean {
  const paths = contractDocument.paths as Record<string, Record<string, { requestBody?: unknown }>>;
  const requestBody = paths[path]?.[method.toLowerCase()]?.requestBody;
  return reaches(requestBody, '#/components/schemas/CardInput', new Set());
}

/**
 * The operations whose calls are payment attempts, read from the API contract: every call that
 * charges (it declares an `Idempotency-Key`) and every call whose body may carry a card (card
 * verification, a Livelo redemption with a cash part).
 */
export const paymentAttemptOperations: ReadonlySet<string> = new Set(
  Object.values(apiOperations)
    .filter(
      (operation) =>
        (operation.headerNames as readonly string[]).includes('Idempotency-Key') ||
        bodyCarriesCard(operation.method, operation.path),
    )
    .map((operation) => operation.operationId),
);

const attemptMatchers = Object.values(apiOperations)
  .filter((operation) => paymentAttemptOperations.has(operation.operationId))
  .map((operation) => ({ operation, ...compilePattern(operation.path) }));

/**
 * The payment-attempt operation a method and path name, with its path parameters (raw), or
 * undefined for any other call. For the proxy, which sees paths, not operations.
 */
export function matchPaymentAttempt(
  method: string,
  path: string,
): { operationId: string; params: Record<string, string> } | undefined {
  const upper = method.toUpperCase();
  for (const { operation, pattern, paramNames } of attemptMatchers) {
    if (operation.method !== upper) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    paramNames.forEach((name, index) => {
      params[name] = match[index + 1] ?? '';
    });
    return { operationId: operation.operationId, params };
  }
  return undefined;
}

const cardInputRef = '#/components/schemas/CardInput';

/**
 * Where a schema of the contract puts a `CardInput`, as paths of property names (`*`: any item
 * of an array; the empty path: the body itself), through refs, composition and discriminators.
 */
function cardLocations(node: unknown, path: string[], seen: Set<string>, out: string[][]): void {
  if (Array.isArray(node)) {
    for (const item of node) cardLocations(item, path, seen, out);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    if (ref === cardInputRef) {
      if (!out.some((known) => known.join('\u0000') === path.join('\u0000'))) out.push(path);
      return;
    }
    if (seen.has(ref) || !ref.startsWith('#/components/schemas/')) return;
    const schemas = contractDocument.components.schemas as Record<string, unknown>;
    cardLocations(
      schemas[ref.slice('#/components/schemas/'.length)],
      path,
      new Set([...seen, ref]),
      out,
    );
  }
  const properties = schema.properties;
  if (typeof properties === 'object' && properties !== null) {
    for (const [name, value] of Object.entries(properties))
      cardLocations(value, [...path, name], seen, out);
  }
  if (schema.items !== undefined) cardLocations(schema.items, [...path, '*'], seen, out);
  for (const keyword of ['oneOf', 'anyOf', 'allOf', 'then', 'else'])
    cardLocations(schema[keyword], path, seen, out);
  const mapping = (schema.discriminator as { mapping?: Record<string, string> } | undefined)
    ?.mapping;
  if (mapping)
    for (const target of Object.values(mapping)) cardLocations({ $ref: target }, path, seen, out);
}

/** Per payment-attempt operation, where its body carries cards (read from the contract). */
const cardPathsByOperation: ReadonlyMap<string, string[][]> = new Map(
  Object.values(apiOperations)
    .filter((operation) => paymentAttemptOperations.has(operation.operationId))
    .map((operation) => {
      const paths = contractDocument.paths as Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
      >;
      const content = paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.content;
      const out: string[][] = [];
      cardLocations(content?.['application/json']?.schema, [], new Set(), out);
      return [operation.operationId, out] as const;
    }),
);

/** The values at one location path of a parsed body (`*` spreads over an array's items). */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [value];
  const [head, ...rest] = path;
  if (head === '*')
    return Array.isArray(value) ? value.slice(0, 20).flatMap((item) => valuesAt(item, rest)) : [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return valuesAt((value as Record<string, unknown>)[head ?? ''], rest);
}

/**
 * The card numbers a payment attempt's body carries, where the contract's `CardInput` puts them
 * (`paymentMethods[].card`, a Livelo redemption's `card`, a card verification's body): digits
 * only, distinct. Empty for a call without a card (Pix, boleto) or a body that is no JSON.
 */
export function attemptCards(operationId: string, body: unknown): string[] {
  const numbers = new Set<string>();
  for (const path of cardPathsByOperation.get(operationId) ?? []) {
    for (const card of valuesAt(body, path)) {
      const number = (card as { number?: unknown } | undefined)?.number;
      if (typeof number !== 'string') continue;
      const digits = number.replace(/\D/g, '').slice(0, 64);
      if (digits !== '') numbers.add(digits);
    }
  }
  return [...numbers];
}

/** Body fields that name the buyer record an attempt pays for, in the order they are looked at. */
const subjectFields = ['sfLeadId', 'leadId', 'subscriptionId', 'invoiceId'] as const;

/**
 * Whom a payment attempt is for, the key of the per-lead limit: the body's lead (`sfLeadId`,
 * `leadId`), else the subscription or invoice it pays (body or path); undefined when it names
 * none (only the per-address limit applies then).
 */
export function attemptSubject(params: Record<string, string>, body: unknown): string | undefined {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  for (const field of subjectFields) {
    const value = record[field];
    if (typeof value === 'string' && value !== '') return `${field}:${value.slice(0, 200)}`;
  }
  const pathId = params.id;
  return pathId ? `id:${pathId.slice(0, 200)}` : undefined;
}

/** One payment attempt as the limiter sees it. */
export interface PaymentAttempt {
  /** The client's address (`clientAddress`). */
  address: string;
  /** Whom it is for (`attemptSubject`). */
  subject?: string;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey?: string;
  /** The request body as sent (or as parsed and serialised again): with the key, the attempt's identity. */
  bodyText: string;
  /** The card numbers the body carries (`attemptCards`); only their keyed HMAC is kept. */
  cards?: readonly string[];
  /** The purchase it pays (the `Purchase-Id` header). */
  purchaseId?: string;
  /** The device of a valid device cookie (`edge/deviceCookie.ts`); undefined without one. */
  deviceId?: string;
}

/** Which limit refused an attempt (for logs and tests; the buyer's answer is the same). */
export type AttemptLimitKind =
  | 'card'
  | 'purchase'
  | 'lead'
  | 'device'
  | 'address'
  | 'address-ceiling';

/** The limiter's verdict on one attempt. */
export type AttemptVerdict =
  | { allowed: true }
  | { allowed: false; limit: AttemptLimitKind; retryAfterSeconds: number };

/**
 * The keys a limiter hashes with, derived from one secret: the card fingerprints', the device
 * cookies' signature and the attempts' identity. The same on every replica that shares a store
 * (a secret kept in Redis); a random secret per process in memory.
 */
export interface AttemptLimiterKeys {
  card: Buffer;
  device: Buffer;
  attempt: Buffer;
}

/** The three keys of {@link AttemptLimiterKeys}, derived from a secret, one per purpose. */
export function limiterKeysFrom(secret: Buffer): AttemptLimiterKeys {
  const derive = (purpose: string) =>
    createHmac('sha256', secret).update(`trilha payment attempts: ${purpose}`).digest();
  return { card: derive('card'), device: derive('device'), attempt: derive('attempt') };
}

/**
 * What the proxy and the sandbox need of a limiter, whatever it counts in (memory or Redis).
 * Both implementations pass the same table of cases (tests/sandbox/paymentAttemptLimiterCases.ts).
 */
export interface AttemptLimiter {
  readonly limits: PaymentAttemptLimits;
  /**
   * Lets an attempt through (and counts it in every window it belongs to) or refuses it,
   * counting nothing. A request of an attempt already let through (same key, same body) passes
   * without being counted again, as long as the attempt was last asked for within the window.
   * Rejects with `SharedStoreUnavailableError` when its store cannot serve.
   */
  admit(attempt: PaymentAttempt): Promise<AttemptVerdict>;
  /**
   * Gives back an admitted attempt's slot in the address ceiling: it succeeded (a payment
   * approved, or a Pix, boleto or M-Pesa charge created), so it was a buyer paying, not a card
   * tested. Every other window keeps counting it. Known by its identity: an attempt without an
   * `Idempotency-Key` stays counted. Asking again, or for an attempt never admitted, changes
   * nothing. Rejects with `SharedStoreUnavailableError` when its store cannot serve.
   */
  succeeded(attempt: PaymentAttempt): Promise<void>;
  /** The keys it hashes with (the device cookie is signed with `device`). */
  keys(): Promise<AttemptLimiterKeys>;
}

/** One sliding window an attempt counts in. */
export interface AttemptCheck {
  key: string;
  limit: number;
  kind: AttemptLimitKind;
}

/** Where an attempt is counted: its identity (with a key) and its windows, in verdict order. */
export interface AttemptPlan {
  identity?: string;
  checks: AttemptCheck[];
}

/** The window of a plan that a succeeded attempt gives its slot back to: the address ceiling. */
export function ceilingCheck(plan: AttemptPlan): AttemptCheck | undefined {
  return plan.checks.find((check) => check.kind === 'address-ceiling');
}

const keyed = (key: Buffer, ...parts: string[]) => {
  const hmac = createHmac('sha256', key);
  parts.forEach((part, index) => {
    if (index > 0) hmac.update('\n');
    hmac.update(part);
  });
  return hmac.digest('base64url');
};

/**
 * The windows an attempt counts in, each with its limit (the ones turned off left out), in the
 * order a refusal names them: each card, the purchase, the lead, the device; the strict address
 * limit only without a device; the address ceiling always. Card numbers are kept as keyed HMACs.
 */
export function planAttempt(
  attempt: PaymentAttempt,
  limits: PaymentAttemptLimits,
  keys: AttemptLimiterKeys,
): AttemptPlan {
  const address = addressKey(attempt.address);
  const candidates: Array<[AttemptLimitKind, string | undefined, number | undefined]> = [
    ...(attempt.cards ?? []).map((number): [AttemptLimitKind, string, number | undefined] => [
      'card',
      `card:${keyed(keys.card, number.replace(/\D/g, ''))}`,
      limits.perCard,
    ]),
    [
      'purchase',
      attempt.purchaseId ? `purchase:${attempt.purchaseId.slice(0, 200)}` : undefined,
      limits.perPurchase,
    ],
    ['lead', attempt.subject ? `lead:${attempt.subject}` : undefined, limits.perLead],
    ['device', attempt.deviceId ? `device:${attempt.deviceId}` : undefined, limits.perDevice],
    ['address', attempt.deviceId ? undefined : `address:${address}`, limits.perAddress],
    ['address-ceiling', `ceiling:${address}`, limits.perAddressCeiling],
  ];
  const checks: AttemptCheck[] = [];
  for (const [kind, key, limit] of candidates) {
    if (key === undefined || limit === undefined || limit <= 0) continue;
    if (!checks.some((check) => check.key === key)) checks.push({ key, limit, kind });
  }
  return {
    ...(attempt.idempotencyKey
      ? { identity: keyed(keys.attempt, attempt.idempotencyKey, attempt.bodyText) }
      : {}),
    checks,
  };
}

/** `Retry-After` of a refusal: the wait until a slot frees, in whole seconds, at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** Options of {@link PaymentAttemptLimiter}. */
export interface PaymentAttemptLimiterOptions {
  /** The clock, ms. */
  now?: () => number;
  /** Most keys (addresses, leads, attempts) held at once; the oldest are forgotten first. */
  maxTrackedKeys?: number;
}

/**
 * Sliding-window counters of payment attempts, in memory: one process (the single-machine
 * default and the sandbox); several instances each count their own and a restart forgets them,
 * which is what the Redis limiter is for. Memory is bounded: each key holds at most its limit of
 * timestamps, expired ones are dropped, and past `maxTrackedKeys` the oldest keys go. Its keys
 * come from a random secret made when it is created.
 */
export class PaymentAttemptLimiter implements AttemptLimiter {
  readonly limits: PaymentAttemptLimits;
  private readonly now: () => number;
  private readonly maxTrackedKeys: number;
  private readonly secretKeys = limiterKeysFrom(randomBytes(32));
  private readonly byKey = new Map<string, number[]>();
  private readonly attempts = new Map<string, number>();
  /** When each attempt (by identity) was admitted: the time it holds in its windows. */
  private readonly admittedAt = new Map<string, number>();

  constructor(limits: PaymentAttemptLimits, options: PaymentAttemptLimiterOptions = {}) {
    this.limits = limits;
    this.now = options.now ?? Date.now;
    this.maxTrackedKeys = options.maxTrackedKeys ?? 100_000;
  }

  keys(): Promise<AttemptLimiterKeys> {
    return Promise.resolve(this.secretKeys);
  }

  admit(attempt: PaymentAttempt): Promise<AttemptVerdict> {
    return Promise.resolve(this.admitNow(attempt));
  }

  /** {@link admit}, at once (memory needs no waiting). */
  admitNow(attempt: PaymentAttempt): AttemptVerdict {
    const now = this.now();
    const { windowMs } = this.limits;
    const { identity, checks } = planAttempt(attempt, this.limits, this.secretKeys);
    if (identity !== undefined) {
      const seenAt = this.attempts.get(identity);
      if (seenAt !== undefined && now - seenAt < windowMs) {
        // Kept alive by each request: a long confirmation loop stays one attempt.
        this.remember(this.attempts, identity, now);
        return { allowed: true };
      }
    }
    let refused: AttemptLimitKind | undefined;
    let waitMs = 0;
    for (const check of checks) {
      const times = this.recent(check.key, now);
      if (times.length >= check.limit) {
        const oldest = times[times.length - check.limit] ?? now;
        refused ??= check.kind;
        waitMs = Math.max(waitMs, oldest + windowMs - now);
      }
    }
    if (refused !== undefined)
      return { allowed: false, limit: refused, retryAfterSeconds: retryAfterSeconds(waitMs) };
    for (const check of checks)
      this.remember(this.byKey, check.key, [...this.recent(check.key, now), now]);
    if (identity !== undefined) {
      this.remember(this.attempts, identity, now);
      this.remember(this.admittedAt, identity, now);
    }
    return { allowed: true };
  }

  succeeded(attempt: PaymentAttempt): Promise<void> {
    const plan = planAttempt(attempt, this.limits, this.secretKeys);
    const ceiling = ceilingCheck(plan);
    const admittedAt = plan.identity === undefined ? undefined : this.admittedAt.get(plan.identity);
    if (plan.identity === undefined || ceiling === undefined || admittedAt === undefined)
      return Promise.resolve();
    this.admittedAt.delete(plan.identity);
    const times = this.recent(ceiling.key, this.now());
    const index = times.indexOf(admittedAt);
    if (index >= 0)
      this.byKey.set(
        ceiling.key,
        times.filter((_time, at) => at !== index),
      );
    return Promise.resolve();
  }

  /** The timestamps of a key still inside the window (expired ones are dropped). */
  private recent(key: string, now: number): number[] {
    const times = this.byKey.get(key);
    if (!times) return [];
    const kept = times.filter((time) => now - time < this.limits.windowMs);
    if (kept.length === 0) this.byKey.delete(key);
    else if (kept.length !== times.length) this.byKey.set(key, kept);
    return kept;
  }

  /** Stores a value as the newest key, forgetting the oldest keys beyond the bound. */
  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    while (map.size > this.maxTrackedKeys) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }
}

/** The answer to a refused attempt: 429, `Retry-After`, the code and the buyer's sentence. */
export function tooManyAttemptsAnswer(retryAfterSeconds: number): RouteResponse {
  return {
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: { error: { code: tooManyPaymentAttemptsCode, message: tooManyPaymentAttemptsMessage } },
  };
}

/** What {@link admitPaymentAttempt} needs of one request. */
export interface AttemptRequest {
  operationId: string;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed body (for the lead and the cards); undefined when absent or not JSON. */
  body: unknown;
  /** The body's text (for the attempt's identity). */
  bodyText: string;
  /** The client's address. */
  address: string;
  /** The device of a valid device cookie (the proxy's); undefined without one. */
  deviceId?: string;
}

/**
 * A refusal of {@link admitPaymentAttempt}: the answer to send, and which limit refused (or
 * that the shared store could not count), for logs and tests; never sent to the client.
 */
export type AttemptRefusal = RouteResponse & {
  refusedBy: AttemptLimitKind | typeof sharedStoreUnavailableCode;
};

function firstHeader(raw: string | string[] | undefined): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}

/** The attempt a request makes, as the limiter counts it. */
export function paymentAttemptOf(request: AttemptRequest): PaymentAttempt {
  const idempotencyKey = firstHeader(request.headers['idempotency-key']);
  const purchaseId = firstHeader(request.headers['purchase-id']);
  return {
    address: request.address,
    subject: attemptSubject(request.params, request.body),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    bodyText: request.bodyText,
    cards: attemptCards(request.operationId, request.body),
    ...(purchaseId ? { purchaseId } : {}),
    ...(request.deviceId ? { deviceId: request.deviceId } : {}),
  };
}

/**
 * The one admission check of the proxy and the sandbox: undefined when the call is no payment
 * attempt or the limiter lets it through; otherwise the answer to send instead: 429 past a
 * limit, 503 `shared_store_unavailable` (retryable) when the shared store cannot count it. A
 * payment is refused rather than let through unguarded.
 */
export async function admitPaymentAttempt(
  limiter: AttemptLimiter,
  request: AttemptRequest,
): Promise<AttemptRefusal | undefined> {
  if (!paymentAttemptOperations.has(request.operationId)) return undefined;
  let verdict: AttemptVerdict;
  try {
    verdict = await limiter.admit(paymentAttemptOf(request));
  } catch (error) {
    if (error instanceof SharedStoreUnavailableError)
      return { ...sharedStoreUnavailableAnswer(), refusedBy: sharedStoreUnavailableCode };
    throw error;
  }
  return verdict.allowed
    ? undefined
    : { ...tooManyAttemptsAnswer(verdict.retryAfterSeconds), refusedBy: verdict.limit };
}
