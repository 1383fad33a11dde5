/**
 * The card-testing limiter of `edge/paymentAttemptLimiter.ts` counting in the Redis every
 * replica shares (`REDIS_URL`, `edge/sharedStore/redisConnection.ts`): N replicas enforce one
 * limit, and a restart of one forgets nothing. The counting is the in-memory limiter's, exactly
 * (both pass one table of cases, tests/sandbox/paymentAttemptLimiterCases.ts):
 *
 * - each window is a sorted set of the attempts' times (`pa:w:<kind>:<id>`, expiring one window
 *   after its last attempt); one Lua script drops the expired times of every window the attempt
 *   counts in, refuses it (counting nothing) when any window is full, else records it in all of
 *   them, atomically, so two replicas never both take the last slot;
 * - an attempt's identity (the keyed HMAC of its `Idempotency-Key` and body) is a key
 *   (`pa:attempt:<hmac>`) holding when it was last asked for, kept one window: the same attempt
 *   sent again to any replica passes without being counted; it is also the attempt's member in
 *   its windows, so a replica that sees it succeed removes it from the address ceiling (`ZREM`);
 * - time is Redis's own clock (`TIME` in the script), one clock for every replica;
 * - the secret the card fingerprints, the device cookies and the identities are keyed with is
 *   made once, at random, in Redis (`SET NX`, `pa:secret`), so every replica hashes a card alike
 *   and accepts the device cookies the others signed. Each process re-reads it every minute (a
 *   Redis that lost its data gets a new one, which every replica picks up).
 *
 * Every failure of Redis rejects with `SharedStoreUnavailableError`: the proxy answers the
 * payment 503 `shared_store_unavailable`, never lets it through uncounted.
 */
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { inSharedStore, sharedRedis } from '@/edge/sharedStore/redisConnection';
import {
  PaymentAttemptLimiter,
  ceilingCheck,
  limiterKeysFrom,
  paymentAttemptLimitsFromEnv,
  planAttempt,
  retryAfterSeconds,
} from '@/edge/paymentAttemptLimiter';
import { settingsEnv } from '@/lib/settings/settings';
import type { SettingsEnv } from '@/lib/settings/settings';
import type {
  AttemptLimiter,
  AttemptLimiterKeys,
  AttemptVerdict,
  PaymentAttempt,
  PaymentAttemptLimits,
} from '@/edge/paymentAttemptLimiter';

/**
 * KEYS[1]: the attempt's identity key (a placeholder without one); KEYS[2..]: its windows.
 * ARGV[1]: now in ms ('' for Redis's clock); ARGV[2]: the window in ms; ARGV[3]: '1' when the
 * attempt has an identity; ARGV[4]: its member in the windows (the identity, else a nonce, so
 * members of one ms stay apart); ARGV[5..]: the
 * windows' limits. Answers {1} (let through) or {0, the first full window (1-based), the wait
 * in ms until every full window has a slot}.
 */
export const admitScript = `
local now = tonumber(ARGV[1])
if now == nil then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local window = tonumber(ARGV[2])
local hasIdentity = ARGV[3] == '1'
if hasIdentity then
  local seen = tonumber(redis.call('GET', KEYS[1]))
  if seen ~= nil and now - seen < window then
    redis.call('SET', KEYS[1], now, 'PX', window)
    return {1}
  end
end
local refused = 0
local wait = 0
for i = 2, #KEYS do
  local limit = tonumber(ARGV[i + 3])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limit then
    local oldest = redis.call('ZRANGE', KEYS[i], count - limit, count - limit, 'WITHSCORES')
    local free = tonumber(oldest[2]) + window - now
    if refused == 0 then refused = i - 1 end
    if free > wait then wait = free end
  end
end
if refused > 0 then return {0, refused, wait} end
for i = 2, #KEYS do
  redis.call('ZADD', KEYS[i], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[i], window)
end
if hasIdentity then redis.call('SET', KEYS[1], now, 'PX', window) end
return {1}
`;

/** The Redis key of the limiter's secret (under the client's `trilha:` prefix). */
export const limiterSecretKey = 'pa:secret';

/** Makes the secret unless it exists (SET NX) and answers the one kept, in one step. */
const secretScript = `
redis.call('SET', KEYS[1], ARGV[1], 'NX')
return redis.call('GET', KEYS[1])
`;

/** How long a process keeps the secret it read before reading it again, ms. */
const secretTtlMs = 60_000;

type WithAdmitCommand = Redis & {
  trilhaAdmitPaymentAttempt(...args: Array<string | number>): Promise<number[]>;
};

function withAdmitCommand(client: Redis): WithAdmitCommand {
  const scripted = client as WithAdmitCommand;
  if (typeof scripted.trilhaAdmitPaymentAttempt !== 'function')
    client.defineCommand('trilhaAdmitPaymentAttempt', { lua: admitScript });
  return scripted;
}

/** Options of {@link RedisPaymentAttemptLimiter}. */
export interface RedisPaymentAttemptLimiterOptions {
  /** The clock, ms (tests); by default Redis's own, the same for every replica. */
  now?: () => number;
}

/** Payment-attempt limits counted in the shared Redis (see the module comment). */
export class RedisPaymentAttemptLimiter implements AttemptLimiter {
  readonly limits: PaymentAttemptLimits;
  readonly client: Redis;
  private readonly now: (() => number) | undefined;
  private cached: { keys: AttemptLimiterKeys; readAt: number } | undefined;

  constructor(
    client: Redis,
    limits: PaymentAttemptLimits,
    options: RedisPaymentAttemptLimiterOptions = {},
  ) {
    this.client = client;
    this.limits = limits;
    this.now = options.now;
  }

  /** The keys from the secret in Redis, made there by the first replica that asks. */
  async keys(): Promise<AttemptLimiterKeys> {
    if (this.cached && Date.now() - this.cached.readAt < secretTtlMs) return this.cached.keys;
    const secret = await inSharedStore(
      this.client,
      (ready) =>
        ready.eval(
          secretScript,
          1,
          limiterSecretKey,
          randomBytes(32).toString('base64'),
        ) as Promise<string>,
    );
    const keys = limiterKeysFrom(Buffer.from(secret, 'base64'));
    this.cached = { keys, readAt: Date.now() };
    return keys;
  }

  async admit(attempt: PaymentAttempt): Promise<AttemptVerdict> {
    const { identity, checks } = planAttempt(attempt, this.limits, await this.keys());
    const keys = [`pa:attempt:${identity ?? '-'}`, ...checks.map((check) => `pa:w:${check.key}`)];
    const args = [
      this.now ? String(this.now()) : '',
      String(this.limits.windowMs),
      identity === undefined ? '0' : '1',
      identity ?? randomBytes(8).toString('hex'),
      ...checks.map((check) => String(check.limit)),
    ];
    const answer = await inSharedStore(this.client, (ready) =>
      withAdmitCommand(ready).trilhaAdmitPaymentAttempt(keys.length, ...keys, ...args),
    );
    if (answer[0] === 1) return { allowed: true };
    const refused = checks[(answer[1] ?? 1) - 1];
    return {
      allowed: false,
      limit: refused?.kind ?? 'address-ceiling',
      retryAfterSeconds: retryAfterSeconds(answer[2] ?? 0),
    };
  }

  async succeeded(attempt: PaymentAttempt): Promise<void> {
    const plan = planAttempt(attempt, this.limits, await this.keys());
    const ceiling = ceilingCheck(plan);
    const { identity } = plan;
    if (identity === undefined || ceiling === undefined) return;
    await inSharedStore(this.client, (ready) => ready.zrem(`pa:w:${ceiling.key}`, identity));
  }
}

const memoryKey = Symbol.for('trilha.proxy.paymentAttempts');
const redisKey = Symbol.for('trilha.proxy.paymentAttempts.redis');

/**
 * The process-wide limiter of the API proxy's payment attempts, made on first use with the
 * limits of the environment (`PAYMENT_ATTEMPTS_*`) and kept on `globalThis` (both API routes,
 * and development reloads, share it): the Redis one while `REDIS_URL` names a shared store
 * (a new one when it names another), else the in-memory one.
 */
export function processAttemptLimiter(env: SettingsEnv = settingsEnv()): AttemptLimiter {
  const holder = globalThis as typeof globalThis & {
    [memoryKey]?: PaymentAttemptLimiter;
    [redisKey]?: RedisPaymentAttemptLimiter;
  };
  const redis = sharedRedis(env);
  if (redis) {
    const current = holder[redisKey];
    if (current?.client === redis) return current;
    const made = new RedisPaymentAttemptLimiter(redis, paymentAttemptLimitsFromEnv(env));
    holder[redisKey] = made;
    return made;
  }
  holder[memoryKey] ??= new PaymentAttemptLimiter(paymentAttemptLimitsFromEnv(env));
  return holder[memoryKey];
}
