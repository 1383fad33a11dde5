/**
 * Card testing: a bot tries stolen card numbers one after another on a checkout's payment
 * calls. This module limits payment attempts per lead and per client address over a sliding
 * window. One implementation serves the backend proxy (`sandbox/backendProxy.ts`, the path a
 * deployment takes) and the sandbox's router alike, and both answer a refused attempt the same
 * way: 429 `too_many_payment_attempts`, `Retry-After` in seconds and a sentence the buyer
 * understands. A refused attempt never reaches the backend or the sandbox's payment code.
 *
 * An attempt is one `Idempotency-Key` with one body: the checkout sends the very same request
 * again while an attempt's outcome is unknown (time-out, 5xx), and those requests are the same
 * attempt, never counted twice and never refused once it was let through. The pair is kept as
 * an HMAC under a random key made when the process starts, in memory only, so nothing that
 * could be tested against a card number is stored.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  tooManyPaymentAttemptsCode,
  tooManyPaymentAttemptsMessage,
} from '@/lib/payment/tooManyPaymentAttempts';
import { addressKey } from '@/sandbox/clientAddress';
import { compilePattern } from '@/sandbox/router';
import type { RouteResponse } from '@/sandbox/router';
import contractDocument from '@/schemas/generated/apiOpenApi.json';
import { apiOperations } from '@/schemas/generated/apiOperations';
import { integerSetting, settingsEnv } from '@/lib/settings/settings';
import type { SettingsEnv } from '@/lib/settings/settings';

/** How many payment attempts are let through, and over which window. 0 turns a limit off. */
export interface PaymentAttemptLimits {
  /** Attempts per lead (or per subscription, invoice) within the window. */
  perLead: number;
  /** Attempts per client address (an IPv6 address: its /64) within the window. */
  perAddress: number;
  /** The sliding window, ms. */
  windowMs: number;
}

/**
 * The limits from the environment: `PAYMENT_ATTEMPTS_PER_LEAD`, `PAYMENT_ATTEMPTS_PER_ADDRESS`,
 * `PAYMENT_ATTEMPTS_WINDOW_MS`. Defaults and minimums are their declarations' (lib/settings/):
 * a value the declaration refuses keeps the default; 0 turns that limit off.
 */
export function paymentAttemptLimitsFromEnv(
  env: SettingsEnv = settingsEnv(),
): PaymentAttemptLimits {
  return {
    perLead: integerSetting('PAYMENT_ATTEMPTS_PER_LEAD', env),
    perAddress: integerSetting('PAYMENT_ATTEMPTS_PER_ADDRESS', env),
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
}

/** The limiter's verdict on one attempt. */
export type AttemptVerdict =
  | { allowed: true }
  | { allowed: false; limit: 'lead' | 'address'; retryAfterSeconds: number };

/** Options of {@link PaymentAttemptLimiter}. */
export interface PaymentAttemptLimiterOptions {
  /** The clock, ms. */
  now?: () => number;
  /** Most keys (addresses, leads, attempts) held at once; the oldest are forgotten first. */
  maxTrackedKeys?: number;
}

/**
 * Sliding-window counters of payment attempts, in memory (one process; several instances of the
 * checkout each count their own). Memory is bounded: each key holds at most its limit of
 * timestamps, expired ones are dropped, and past `maxTrackedKeys` the oldest keys go.
 */
export class PaymentAttemptLimiter {
  readonly limits: PaymentAttemptLimits;
  private readonly now: () => number;
  private readonly maxTrackedKeys: number;
  private readonly secret = randomBytes(32);
  private readonly byKey = new Map<string, number[]>();
  private readonly attempts = new Map<string, number>();

  constructor(limits: PaymentAttemptLimits, options: PaymentAttemptLimiterOptions = {}) {
    this.limits = limits;
    this.now = options.now ?? Date.now;
    this.maxTrackedKeys = options.maxTrackedKeys ?? 100_000;
  }

  /**
   * Lets an attempt through (and counts it) or refuses it. A request of an attempt already let
   * through (same key, same body) passes without being counted again, as long as the attempt was
   * last asked for within the window.
   */
  admit(attempt: PaymentAttempt): AttemptVerdict {
    const now = this.now();
    const { windowMs, perLead, perAddress } = this.limits;
    const identity = attempt.idempotencyKey
      ? createHmac('sha256', this.secret)
          .update(attempt.idempotencyKey)
          .update('\n')
          .update(attempt.bodyText)
          .digest('base64url')
      : undefined;
    if (identity !== undefined) {
      const seenAt = this.attempts.get(identity);
      if (seenAt !== undefined && now - seenAt < windowMs) {
        // Kept alive by each request: a long confirmation loop stays one attempt.
        this.remember(this.attempts, identity, now);
        return { allowed: true };
      }
    }
    const checks: Array<{ key: string; limit: number; kind: 'lead' | 'address' }> = [
      { key: `address:${addressKey(attempt.address)}`, limit: perAddress, kind: 'address' },
      ...(attempt.subject
        ? [{ key: `lead:${attempt.subject}`, limit: perLead, kind: 'lead' as const }]
        : []),
    ];
    for (const check of checks) {
      if (check.limit <= 0) continue;
      const times = this.recent(check.key, now);
      if (times.length >= check.limit) {
        const oldest = times[times.length - check.limit] ?? now;
        return {
          allowed: false,
          limit: check.kind,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
    }
    for (const check of checks) {
      if (check.limit <= 0) continue;
      this.remember(this.byKey, check.key, [...this.recent(check.key, now), now]);
    }
    if (identity !== undefined) this.remember(this.attempts, identity, now);
    return { allowed: true };
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
  /** The parsed body (for the lead); undefined when absent or not JSON. */
  body: unknown;
  /** The body's text (for the attempt's identity). */
  bodyText: string;
  /** The client's address. */
  address: string;
}

/**
 * The one admission check of the proxy and the sandbox: undefined when the call is no payment
 * attempt or the limiter lets it through; otherwise the 429 to answer instead.
 */
export function admitPaymentAttempt(
  limiter: PaymentAttemptLimiter,
  request: AttemptRequest,
): RouteResponse | undefined {
  if (!paymentAttemptOperations.has(request.operationId)) return undefined;
  const rawKey = request.headers['idempotency-key'];
  const idempotencyKey = Array.isArray(rawKey) ? rawKey[0] : rawKey;
  const verdict = limiter.admit({
    address: request.address,
    subject: attemptSubject(request.params, request.body),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    bodyText: request.bodyText,
  });
  return verdict.allowed ? undefined : tooManyAttemptsAnswer(verdict.retryAfterSeconds);
}
