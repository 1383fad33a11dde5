/**
 * The purchase guard's store in the shared Redis (`REDIS_URL`), so every replica of the checkout
 * guards the same purchases: two attempts of one purchase landing on two replicas cannot both
 * reach the backend. Same semantics as {@link InMemoryPurchaseGuardStore}, operation for
 * operation; each operation is one Lua script on the purchase's keys (atomic per purchase), and
 * every key carries its own lifetime, counted by Redis's clock (`PX`, `TIME`), never a replica's:
 *
 * - `purchaseGuard:purchase:<id>:lease`: the claim, JSON `{ key?, holders }` (the holder's
 *   Idempotency-Key and the claim ids that joined it), for its lease. A replica that dies
 *   holding it (kill -9, a lost network) never releases it: it ends with the lease.
 * - `purchaseGuard:purchase:<id>:paid`: the receipt, JSON `{ id, payment, status? }`, for the
 *   paid lifetime (24 h).
 * - `purchaseGuard:purchase:<id>:pending`: the pending payments, a JSON array (oldest first, at
 *   most five) of `{ id, expiresAt, payment }`, each with its own expiry (Redis time, ms); the key
 *   lives as long as the newest of them.
 * - `purchaseGuard:payment:<paymentId>`: which purchase a payment belongs to, for the payment's
 *   lifetime. A hint: a status poll is matched only when the purchase still keeps that payment.
 *
 * A payment is kept as the JSON text the proxy wrote and never decoded by the scripts (Lua's
 * JSON would turn an empty array of the backend's answer into an object and round long numbers).
 * Every key is passed to the scripts as a key (so the client's `trilha:` prefix applies), and
 * every failure of Redis is a {@link SharedStoreUnavailableError} (the proxy answers 503).
 */
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { inSharedStore } from '@/edge/sharedStore/redisConnection';
import type { PurchaseClaim, PurchaseGuardStore } from '@/edge/purchaseGuardStore';
import { settlementOf } from '@/edge/purchaseSettlement';
import type {
  PaymentStatus,
  PurchasePayment,
  PurchaseResponse,
} from '@/schemas/generated/apiTypes';

/** Options of {@link RedisPurchaseGuardStore}. */
export interface RedisPurchaseGuardOptions {
  /** How long a paid purchase (its receipt) is kept, ms (24 h). */
  paidTtlMs?: number;
  /** How long a pending payment is kept, ms (24 h). */
  pendingTtlMs?: number;
  /** Most pending payments kept per purchase; the oldest go first (5). */
  maxPendingPerPurchase?: number;
}

const hour = 60 * 60 * 1000;

/** Helpers every script starts with. */
const common = `
local function nowMs()
  local time = redis.call('TIME')
  return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end

-- The pending payments still alive, oldest first.
local function livePending(key, now)
  local raw = redis.call('GET', key)
  local kept = {}
  if not raw then return kept end
  for _, item in ipairs(cjson.decode(raw)) do
    if item.expiresAt > now then table.insert(kept, item) end
  end
  return kept
end

-- Writes the pending payments back; the key lives as long as the newest of them.
local function savePending(key, items, now)
  if #items == 0 then
    redis.call('DEL', key)
    return
  end
  local last = now + 1
  for _, item in ipairs(items) do
    if item.expiresAt > last then last = item.expiresAt end
  end
  redis.call('SET', key, cjson.encode(items), 'PX', last - now)
end

-- Where the purchase stands: { status, paid payment, its status override, pending payments... }.
local function view(leaseKey, paidKey, pending)
  local paid = redis.call('GET', paidKey)
  if paid then
    local receipt = cjson.decode(paid)
    return { 'paid', receipt.payment, receipt.status or '' }
  end
  local out = { 'open', '', '' }
  if redis.call('EXISTS', leaseKey) == 1 then out[1] = 'in_progress' end
  for _, item in ipairs(pending) do table.insert(out, item.payment) end
  return out
end

local function append(head, tail)
  for _, value in ipairs(tail) do table.insert(head, value) end
  return head
end

-- Marks the purchase paid (the first payment stays the receipt), dropping its pending payments;
-- returns the ids of the pending payments dropped.
local function pay(paidKey, pendingKey, indexKey, purchaseId, paymentId, payment, status, ttl, now)
  local dropped = {}
  if redis.call('EXISTS', paidKey) == 1 then return dropped end
  for _, item in ipairs(livePending(pendingKey, now)) do
    if item.id ~= paymentId then table.insert(dropped, item.id) end
  end
  redis.call('DEL', pendingKey)
  local receipt = { id = paymentId, payment = payment }
  if status ~= '' then receipt.status = status end
  redis.call('SET', paidKey, cjson.encode(receipt), 'PX', ttl)
  redis.call('SET', indexKey, purchaseId, 'PX', ttl)
  return dropped
end
`;

/** KEYS lease, paid, pending; ARGV claimId, hasKey (1/0), key, leaseMs. */
const claimScript = `${common}
local now = nowMs()
if redis.call('EXISTS', KEYS[2]) == 1 then
  return append({ 'paid', '0', '' }, view(KEYS[1], KEYS[2], {}))
end
local raw = redis.call('GET', KEYS[1])
if raw then
  local lease = cjson.decode(raw)
  if ARGV[2] ~= '1' or lease.key == nil or lease.key ~= ARGV[3] then
    local held = { 'in_progress', '0', '' }
    if lease.key ~= nil then held = { 'in_progress', '1', lease.key } end
    return append(held, view(KEYS[1], KEYS[2], livePending(KEYS[3], now)))
  end
  table.insert(lease.holders, ARGV[1])
  redis.call('SET', KEYS[1], cjson.encode(lease), 'KEEPTTL')
  if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[4]) then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
  return { 'claimed' }
end
local lease = { holders = { ARGV[1] } }
if ARGV[2] == '1' then lease.key = ARGV[3] end
redis.call('SET', KEYS[1], cjson.encode(lease), 'PX', ARGV[4])
return { 'claimed' }
`;

/** KEYS lease; ARGV claimId. */
const releaseScript = `
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local lease = cjson.decode(raw)
local rest = {}
local found = false
for _, holder in ipairs(lease.holders) do
  if holder == ARGV[1] then found = true else table.insert(rest, holder) end
end
if not found then return 0 end
if #rest == 0 then
  redis.call('DEL', KEYS[1])
else
  lease.holders = rest
  redis.call('SET', KEYS[1], cjson.encode(lease), 'KEEPTTL')
end
return 1
`;

/**
 * KEYS lease, paid, pending, index of the payment; ARGV purchaseId, paymentId, payment JSON,
 * paidTtlMs. Returns the view, then an empty marker, then the ids of the pending payments dropped.
 */
const markPaidScript = `${common}
local now = nowMs()
local dropped = pay(KEYS[2], KEYS[3], KEYS[4], ARGV[1], ARGV[2], ARGV[3], '', ARGV[4], now)
local out = view(KEYS[1], KEYS[2], {})
table.insert(out, '--dropped--')
return append(out, dropped)
`;

/**
 * KEYS paid, pending, index of the payment; ARGV purchaseId, paymentId, payment JSON,
 * pendingTtlMs, most pending. Returns the ids of the pending payments dropped past the bound.
 */
const recordPaymentScript = `${common}
if redis.call('EXISTS', KEYS[1]) == 1 then return {} end
local now = nowMs()
local ttl = tonumber(ARGV[4])
local items = {}
for _, item in ipairs(livePending(KEYS[2], now)) do
  if item.id ~= ARGV[2] then table.insert(items, item) end
end
table.insert(items, { id = ARGV[2], expiresAt = now + ttl, payment = ARGV[3] })
local dropped = {}
while #items > tonumber(ARGV[5]) do
  table.insert(dropped, table.remove(items, 1).id)
end
savePending(KEYS[2], items, now)
redis.call('SET', KEYS[3], ARGV[1], 'PX', ttl)
return dropped
`;

/**
 * KEYS lease, paid, pending, index of the payment; ARGV purchaseId, paymentId, settlement
 * (paid / ended / none), paidTtlMs. Returns `moved` when the index no longer names this
 * purchase, `unknown` when the purchase does not keep the payment, else `known`, the view, an
 * empty marker and the ids of the pending payments dropped.
 */
const settlePaymentScript = `${common}
if redis.call('GET', KEYS[4]) ~= ARGV[1] then return { 'moved' } end
local now = nowMs()
local paid = redis.call('GET', KEYS[2])
if paid then
  if cjson.decode(paid).id == ARGV[2] then
    return append({ 'known' }, view(KEYS[1], KEYS[2], {}))
  end
  redis.call('DEL', KEYS[4])
  return { 'unknown' }
end
local pending = livePending(KEYS[3], now)
local at = nil
for index, item in ipairs(pending) do
  if item.id == ARGV[2] then at = index end
end
if at == nil then
  redis.call('DEL', KEYS[4])
  return { 'unknown' }
end
local dropped = {}
if ARGV[3] == 'paid' then
  dropped = pay(KEYS[2], KEYS[3], KEYS[4], ARGV[1], ARGV[2], pending[at].payment, 'approved', ARGV[4], now)
  pending = {}
elseif ARGV[3] == 'ended' then
  table.remove(pending, at)
  savePending(KEYS[3], pending, now)
  redis.call('DEL', KEYS[4])
end
local out = append({ 'known' }, view(KEYS[1], KEYS[2], pending))
table.insert(out, '--dropped--')
return append(out, dropped)
`;

/** KEYS lease, paid, pending. */
const readScript = `${common}
return view(KEYS[1], KEYS[2], livePending(KEYS[3], nowMs()))
`;

/** KEYS the index keys of payments a purchase dropped; ARGV purchaseId. Deletes those still naming it. */
const forgetPaymentsScript = `
local forgotten = 0
for _, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then
    redis.call('DEL', key)
    forgotten = forgotten + 1
  end
end
return forgotten
`;

const scripts = {
  trilhaPurchaseGuardClaim: { numberOfKeys: 3, lua: claimScript },
  trilhaPurchaseGuardRelease: { numberOfKeys: 1, lua: releaseScript },
  trilhaPurchaseGuardMarkPaid: { numberOfKeys: 4, lua: markPaidScript },
  trilhaPurchaseGuardRecordPayment: { numberOfKeys: 3, lua: recordPaymentScript },
  trilhaPurchaseGuardSettlePayment: { numberOfKeys: 4, lua: settlePaymentScript },
  trilhaPurchaseGuardRead: { numberOfKeys: 3, lua: readScript },
} as const;

type ScriptName = keyof typeof scripts;
type ScriptCall = (...args: (string | number)[]) => Promise<unknown>;

/** The key names of one purchase and of one payment's index (before the client's prefix). */
export function purchaseGuardKeys(purchaseId: string) {
  const base = `purchaseGuard:purchase:${purchaseId}`;
  return { lease: `${base}:lease`, paid: `${base}:paid`, pending: `${base}:pending` };
}

export function paymentIndexKey(paymentId: string): string {
  return `purchaseGuard:payment:${paymentId}`;
}

const droppedMarker = '--dropped--';

/** Splits a script's answer at the marker: the view before it, the dropped payment ids after. */
function splitDropped(reply: string[]): { view: string[]; dropped: string[] } {
  const at = reply.indexOf(droppedMarker);
  return at < 0
    ? { view: reply, dropped: [] }
    : { view: reply.slice(0, at), dropped: reply.slice(at + 1) };
}

/** The contract's view of a script's `{ status, paid, paidStatus, ...pending }`. */
function purchaseOf(purchaseId: string, reply: string[]): PurchaseResponse {
  const [status, paid = '', paidStatus = '', ...pending] = reply;
  if (status === 'paid') {
    const payment = JSON.parse(paid) as PurchasePayment;
    return {
      purchaseId,
      status: 'paid',
      paid: paidStatus === '' ? payment : { ...payment, status: paidStatus as PaymentStatus },
      refunds: [],
    };
  }
  return {
    purchaseId,
    status: status === 'in_progress' ? 'in_progress' : 'open',
    ...(pending.length > 0
      ? { pending: pending.map((text) => JSON.parse(text) as PurchasePayment) }
      : {}),
    refunds: [],
  };
}

/**
 * The guard's store in Redis: what {@link InMemoryPurchaseGuardStore} keeps, shared by every
 * process that uses the same Redis. Not bounded by a count of purchases: every key ends with its
 * lifetime (lease, 24 h), so Redis should not evict (`maxmemory-policy noeviction`; a lease
 * evicted would let a second attempt through).
 */
export class RedisPurchaseGuardStore implements PurchaseGuardStore {
  private readonly paidTtlMs: number;
  private readonly pendingTtlMs: number;
  private readonly maxPendingPerPurchase: number;

  constructor(
    private readonly client: Redis,
    options: RedisPurchaseGuardOptions = {},
  ) {
    this.paidTtlMs = options.paidTtlMs ?? 24 * hour;
    this.pendingTtlMs = options.pendingTtlMs ?? 24 * hour;
    this.maxPendingPerPurchase = options.maxPendingPerPurchase ?? 5;
    for (const [name, definition] of Object.entries(scripts)) {
      // Defined once per client (EVALSHA, loaded again by ioredis after a Redis restart).
      if (!(name in client)) client.defineCommand(name, definition);
    }
  }

  private run(redis: Redis, name: ScriptName, ...args: (string | number)[]): Promise<unknown> {
    const call = (redis as unknown as Record<ScriptName, ScriptCall>)[name];
    return call.apply(redis, args);
  }

  private forgetPayments(redis: Redis, purchaseId: string, paymentIds: string[]): Promise<unknown> {
    if (paymentIds.length === 0) return Promise.resolve(0);
    const keys = paymentIds.map(paymentIndexKey);
    return redis.eval(forgetPaymentsScript, keys.length, ...keys, purchaseId);
  }

  claim(
    purchaseId: string,
    idempotencyKey: string | undefined,
    leaseMs: number,
  ): Promise<PurchaseClaim> {
    const keys = purchaseGuardKeys(purchaseId);
    const claimId = randomUUID();
    return inSharedStore(this.client, async (redis) => {
      const reply = (await this.run(
        redis,
        'trilhaPurchaseGuardClaim',
        keys.lease,
        keys.paid,
        keys.pending,
        claimId,
        idempotencyKey === undefined ? '0' : '1',
        idempotencyKey ?? '',
        Math.max(1, Math.ceil(leaseMs)),
      )) as string[];
      const [outcome, hasHolderKey, holderKey, ...view] = reply;
      if (outcome === 'claimed') return { outcome: 'claimed', claimId };
      const purchase = purchaseOf(purchaseId, view);
      if (outcome === 'paid') return { outcome: 'paid', purchase };
      return {
        outcome: 'in_progress',
        heldBy: hasHolderKey === '1' ? holderKey : undefined,
        purchase,
      };
    });
  }

  release(purchaseId: string, claimId: string): Promise<void> {
    const keys = purchaseGuardKeys(purchaseId);
    return inSharedStore(this.client, async (redis) => {
      await this.run(redis, 'trilhaPurchaseGuardRelease', keys.lease, claimId);
    });
  }

  markPaid(purchaseId: string, payment: PurchasePayment): Promise<PurchaseResponse> {
    const keys = purchaseGuardKeys(purchaseId);
    return inSharedStore(this.client, async (redis) => {
      const reply = (await this.run(
        redis,
        'trilhaPurchaseGuardMarkPaid',
        keys.lease,
        keys.paid,
        keys.pending,
        paymentIndexKey(payment.paymentId),
        purchaseId,
        payment.paymentId,
        JSON.stringify(payment),
        this.paidTtlMs,
      )) as string[];
      const { view, dropped } = splitDropped(reply);
      await this.forgetPayments(redis, purchaseId, dropped);
      return purchaseOf(purchaseId, view);
    });
  }

  recordPayment(purchaseId: string, payment: PurchasePayment): Promise<void> {
    const keys = purchaseGuardKeys(purchaseId);
    return inSharedStore(this.client, async (redis) => {
      const dropped = (await this.run(
        redis,
        'trilhaPurchaseGuardRecordPayment',
        keys.paid,
        keys.pending,
        paymentIndexKey(payment.paymentId),
        purchaseId,
        payment.paymentId,
        JSON.stringify(payment),
        this.pendingTtlMs,
        this.maxPendingPerPurchase,
      )) as string[];
      await this.forgetPayments(redis, purchaseId, dropped);
    });
  }

  settlePayment(paymentId: string, status: PaymentStatus): Promise<PurchaseResponse | undefined> {
    const indexKey = paymentIndexKey(paymentId);
    return inSharedStore(this.client, async (redis) => {
      // The index names the purchase; the script checks it still does (another purchase may
      // have recorded the payment since), and asks again if not.
      for (let tries = 0; tries < 3; tries += 1) {
        const purchaseId = await redis.get(indexKey);
        if (purchaseId === null) return undefined;
        const keys = purchaseGuardKeys(purchaseId);
        const reply = (await this.run(
          redis,
          'trilhaPurchaseGuardSettlePayment',
          keys.lease,
          keys.paid,
          keys.pending,
          indexKey,
          purchaseId,
          paymentId,
          settlementOf(status),
          this.paidTtlMs,
        )) as string[];
        const [outcome, ...rest] = reply;
        if (outcome === 'moved') continue;
        if (outcome !== 'known') return undefined;
        const { view, dropped } = splitDropped(rest);
        await this.forgetPayments(redis, purchaseId, dropped);
        return purchaseOf(purchaseId, view);
      }
      return undefined;
    });
  }

  read(purchaseId: string): Promise<PurchaseResponse> {
    const keys = purchaseGuardKeys(purchaseId);
    return inSharedStore(this.client, async (redis) => {
      const reply = (await this.run(
        redis,
        'trilhaPurchaseGuardRead',
        keys.lease,
        keys.paid,
        keys.pending,
      )) as string[];
      return purchaseOf(purchaseId, reply);
    });
  }
}
