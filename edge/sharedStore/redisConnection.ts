/**
 * The Redis every replica of the checkout shares (`REDIS_URL`), for the state that must hold
 * across machines: the card-testing limits (`edge/paymentAttemptLimiter.ts`) and the purchase
 * guard (`edge/edgePurchaseGuard.ts`) of the API proxy. Without `REDIS_URL` there is no shared
 * store and each process keeps that state in memory, the single-machine default.
 *
 * One client per process and URL, made on first use and kept on `globalThis` (Next.js bundles
 * the API routes and the start-up hook apart). It never queues a command while disconnected and
 * gives each command a short deadline, so an outage is a fast {@link SharedStoreUnavailableError},
 * which the proxy answers 503 `shared_store_unavailable` with `Retry-After` (the checkout sends
 * the same attempt again), never a payment let through unguarded. It keeps reconnecting in the
 * background; readiness asks {@link sharedStoreStatus}.
 */
import Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';
import { setting, settingsEnv } from '@/lib/settings/settings';
import type { SettingsEnv } from '@/lib/settings/settings';
import type { RouteResponse } from '@/lib/http/route';

/** The error code of a call refused because the shared store cannot serve. */
export const sharedStoreUnavailableCode = 'shared_store_unavailable';

/** Seconds a client should wait before sending the refused call again. */
export const sharedStoreRetryAfterSeconds = 2;

/** A shared-store operation that could not be carried out (Redis unreachable, slow or failing). */
export class SharedStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The shared store (Redis) cannot serve: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'SharedStoreUnavailableError';
    this.cause = cause;
  }
}

/** The answer to a call the shared store could not serve: 503, retryable. */
export function sharedStoreUnavailableAnswer(): RouteResponse {
  return {
    status: 503,
    headers: { 'retry-after': String(sharedStoreRetryAfterSeconds) },
    body: {
      error: {
        code: sharedStoreUnavailableCode,
        message: 'O pagamento está temporariamente indisponível. Tente novamente em instantes.',
      },
    },
  };
}

/** How the shared store is reported: errors go here (error reporting once wired, else stderr). */
type ErrorReporter = (message: string, error: unknown) => void;

const key = Symbol.for('trilha.sharedStore.redis');

interface Holder {
  url: string;
  client: Redis;
  /** Whether the current outage was reported (once per outage, cleared when ready again). */
  outageReported: boolean;
  /** Whether it has been ready once (before that a command waits for the first connection). */
  wasReady: boolean;
}

type GlobalWithStore = typeof globalThis & {
  [key]?: Holder;
  [reporterKey]?: ErrorReporter;
};

const reporterKey = Symbol.for('trilha.sharedStore.reporter');

/** Where the shared store's errors are reported (instrumentation.ts wires error reporting). */
export function setSharedStoreErrorReporter(reporter: ErrorReporter): void {
  (globalThis as GlobalWithStore)[reporterKey] = reporter;
}

function report(message: string, error: unknown): void {
  const reporter = (globalThis as GlobalWithStore)[reporterKey];
  if (reporter) reporter(message, error);
  else console.error(`[trilha] ${message}:`, error instanceof Error ? error.message : error);
}

function reportOutage(holder: Holder | undefined, error: unknown): void {
  if (holder?.outageReported) return;
  if (holder) holder.outageReported = true;
  report('The shared store (Redis) cannot be reached', error);
}

/** The client options: fail fast while disconnected, reconnect in the background. */
export function sharedRedisOptions(): RedisOptions {
  return {
    // A command while disconnected fails at once instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1500,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
    // Keys of this app only, so one Redis can serve other things too.
    keyPrefix: 'trilha:',
  };
}

/** The URL of the shared store, or undefined when there is none (`REDIS_URL` unset). */
export function sharedStoreUrl(env: SettingsEnv = settingsEnv()): string | undefined {
  const url = setting('REDIS_URL', env)?.trim();
  return url ? url : undefined;
}

/**
 * The process's client of the shared store, or undefined without `REDIS_URL`. A change of
 * `REDIS_URL` (tests) makes a new client and closes the old one.
 */
export function sharedRedis(env: SettingsEnv = settingsEnv()): Redis | undefined {
  const url = sharedStoreUrl(env);
  const holder = globalThis as GlobalWithStore;
  const current = holder[key];
  if (current && current.url === url) return current.client;
  if (current) {
    current.client.disconnect();
    delete holder[key];
  }
  if (!url) return undefined;
  const client = new Redis(url, sharedRedisOptions());
  const made: Holder = { url, client, wasReady: false, outageReported: false };
  // ioredis emits every failed reconnection; one report per outage is enough.
  client.on('error', (error: Error) => reportOutage(made, error));
  client.on('ready', () => {
    made.wasReady = true;
    if (made.outageReported) console.warn('[trilha] The shared store (Redis) is back.');
    made.outageReported = false;
  });
  holder[key] = made;
  return client;
}

/** Closes the process's client (shutdown, tests). */
export async function closeSharedRedis(): Promise<void> {
  const holder = globalThis as GlobalWithStore;
  const current = holder[key];
  delete holder[key];
  if (current) await current.client.quit().catch(() => current.client.disconnect());
}

/** How long a command waits for the process's first connection to the shared store, ms. */
const firstConnectionWaitMs = 2000;

/**
 * Waits for the first connection of a new client (commands are not queued while disconnected);
 * once it has been connected, an outage fails at once.
 */
async function connected(client: Redis): Promise<void> {
  if (client.status === 'ready') return;
  const made = (globalThis as GlobalWithStore)[key];
  if (made?.client === client && made.wasReady) return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`no connection within ${firstConnectionWaitMs} ms`));
    }, firstConnectionWaitMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', onReady);
  });
}

/**
 * Runs one operation on the shared store's client, turning any failure of Redis into
 * {@link SharedStoreUnavailableError}.
 */
export async function inSharedStore<T>(
  client: Redis,
  operation: (client: Redis) => Promise<T>,
): Promise<T> {
  try {
    await connected(client);
    return await operation(client);
  } catch (error) {
    if (error instanceof SharedStoreUnavailableError) throw error;
    const made = (globalThis as GlobalWithStore)[key];
    reportOutage(made?.client === client ? made : undefined, error);
    throw new SharedStoreUnavailableError(error);
  }
}

/** Whether the shared store can serve now (readiness): `none` without one. */
export async function sharedStoreStatus(
  env: SettingsEnv = settingsEnv(),
): Promise<{ ok: true; store: 'none' | 'redis' } | { ok: false; reason: string }> {
  const client = sharedRedis(env);
  if (!client) return { ok: true, store: 'none' };
  try {
    await inSharedStore(client, (ready) => ready.ping());
    return { ok: true, store: 'redis' };
  } catch (error) {
    const cause = error instanceof SharedStoreUnavailableError ? error.cause : error;
    return { ok: false, reason: cause instanceof Error ? cause.message : String(cause) };
  }
}
