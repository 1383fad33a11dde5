import { createHmac, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { SandboxDatabase } from '@/sandbox/db';
import { HttpError } from '@/lib/http/httpError';
import type { RouteResponse } from '@/lib/http/route';

/** What an idempotent operation produced: the answer and the writes that go with it. */
export interface IdempotentResult {
  response: RouteResponse;
  /**
   * Synchronous writes committed in the same transaction as the stored answer. When it returns
   * a response, that response is the answer (stored and sent) instead of `response`: for an
   * outcome only the transaction can decide (sandbox/purchaseGuard.ts: a purchase paid by
   * another payment while this one was being charged).
   */
  persist?: () => RouteResponse | undefined | void;
}

/** Options of {@link IdempotencyStore}. */
export interface IdempotencyOptions {
  /**
   * The lease of a pending key: a key another process claimed longer ago than this is taken
   * over (its owner crashed or hung). Keys of a dead process on this host, and keys of this
   * store that no request is working on, are taken over at once.
   */
  staleAfterMs: number;
  /** How long a second request waits for the first with the same key before answering 409. */
  maxWaitMs: number;
  /**
   * Server secret of the request fingerprints (HMAC-SHA256), so a stored fingerprint of a
   * body with a card number cannot be brute-forced back to the number. Default: random per
   * store (fingerprints then do not survive a restart).
   */
  secret?: Buffer;
}

interface KeyRow {
  fingerprint: string;
  state: 'pending' | 'done';
  status_code: number | null;
  response_json: string | null;
  claimed_at: string;
  owner: string | null;
}

type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: RouteResponse }
  | { kind: 'pending' }
  | { kind: 'conflict' };

/** Header carrying the key of an idempotent request. */
export const idempotencyHeader = 'idempotency-key';

/** A JSON text with object keys sorted, so equal bodies give equal fingerprints. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Fingerprint of a request: what makes "the same request" for an idempotency key. It covers
 * the whole body, card number, expiry and CVV included (the same key with another card is
 * another request), as a keyed hash (HMAC with a server secret): never the number itself,
 * and nothing a stolen database alone could test card numbers against.
 */
export function requestFingerprint(
  secret: Buffer,
  method: string,
  path: string,
  body: unknown,
): string {
  return createHmac('sha256', secret)
    .update(`${method} ${path}\n${stableJson(body)}`)
    .digest('hex');
}

/** Who holds a pending key: `host:pid:store`, so a crashed owner can be recognised. */
function newOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
}

/** Whether the owner of a pending key is a process of this host that no longer exists. */
function isDeadLocalOwner(owner: string | null): boolean {
  if (owner === null) return false;
  const [host, pidText] = owner.split(':');
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0 || pid === process.pid)
    return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Reads and checks the `Idempotency-Key` header; undefined when absent. */
export function readIdempotencyKey(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const raw = headers[idempotencyHeader];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new HttpError(
      400,
      'invalid_idempotency_key',
      'Header Idempotency-Key must be 1 to 255 visible ASCII characters.',
      'Idempotency-Key',
    );
  }
  return value;
}

/**
 * Makes a request with an `Idempotency-Key` happen once. The key is claimed synchronously in a
 * transaction before any await, so of two simultaneous requests exactly one does the work; the
 * other waits and answers the stored first answer (same status and body). The answer is stored
 * in the same transaction as the work's writes, so an answered payment and its key survive a
 * crash together. A key reused with a different body answers 422 `idempotency_key_reused`.
 * A key left pending by a crash is taken over quickly: at once when its owner was this store
 * (no request of ours works on it) or a dead process of this host, else after the lease.
 */
export class IdempotencyStore {
  private readonly db: SandboxDatabase;
  private readonly options: IdempotencyOptions;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly secret: Buffer;
  /** This store's id in the `owner` column of the keys it claims. */
  readonly owner = newOwnerId();

  constructor(db: SandboxDatabase, options: IdempotencyOptions) {
    this.db = db;
    this.options = options;
    this.secret = options.secret ?? randomBytes(32);
  }

  /** The keyed fingerprint of a request (see {@link requestFingerprint}). */
  fingerprint(method: string, path: string, body: unknown): string {
    return requestFingerprint(this.secret, method, path, body);
  }

  private isAbandoned(key: string, row: KeyRow, now: Date): boolean {
    if (this.inFlight.has(key)) return false;
    if (row.owner === this.owner || isDeadLocalOwner(row.owner)) return true;
    return now.getTime() - Date.parse(row.claimed_at) > this.options.staleAfterMs;
  }

  private claim(key: string, fingerprint: string, now: Date): Claim {
    return this.db.transaction((): Claim => {
      const row = this.db
        .prepare(
          'SELECT fingerprint, state, status_code, response_json, claimed_at, owner FROM idempotency_keys WHERE key = ?',
        )
        .get(key) as KeyRow | undefined;
      if (!row) {
        this.db
          .prepare(
            "INSERT INTO idempotency_keys (key, fingerprint, state, claimed_at, owner) VALUES (?, ?, 'pending', ?, ?)",
          )
          .run(key, fingerprint, now.toISOString(), this.owner);
        return { kind: 'claimed' };
      }
      if (row.fingerprint !== fingerprint) return { kind: 'conflict' };
      if (row.state === 'done') {
        return {
          kind: 'replay',
          response: {
            status: row.status_code ?? 200,
            body:
              row.response_json === null ? undefined : (JSON.parse(row.response_json) as unknown),
            headers: { 'idempotent-replayed': 'true' },
          },
        };
      }
      if (this.isAbandoned(key, row, now)) {
        // The request that claimed it died (server killed mid-request): nothing was committed.
        this.db
          .prepare('UPDATE idempotency_keys SET claimed_at = ?, owner = ? WHERE key = ?')
          .run(now.toISOString(), this.owner, key);
        return { kind: 'claimed' };
      }
      return { kind: 'pending' };
    })();
  }

  private async waitForOther(key: string): Promise<void> {
    const local = this.inFlight.get(key);
    if (local) {
      await local;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** Runs `work` once per key (or always, when there is no key) and answers its response. */
  async execute(
    key: string | undefined,
    fingerprint: string,
    work: () => Promise<IdempotentResult>,
  ): Promise<RouteResponse> {
    if (key === undefined) {
      const result = await work();
      const replaced = result.persist ? this.db.transaction(result.persist)() : undefined;
      return replaced ?? result.response;
    }
    const deadline = Date.now() + this.options.maxWaitMs;
    for (;;) {
      const claim = this.claim(key, fingerprint, new Date());
      if (claim.kind === 'replay') return claim.response;
      if (claim.kind === 'conflict') {
        throw new HttpError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used with a different request body.',
          'Idempotency-Key',
        );
      }
      if (claim.kind === 'claimed') return this.runClaimed(key, work);
      if (Date.now() > deadline) {
        throw new HttpError(
          409,
          'idempotency_key_in_progress',
          'A request with this Idempotency-Key is still being processed.',
        );
      }
      await this.waitForOther(key);
    }
  }

  private async runClaimed(
    key: string,
    work: () => Promise<IdempotentResult>,
  ): Promise<RouteResponse> {
    let finish: () => void = () => undefined;
    this.inFlight.set(key, new Promise<void>((resolve) => (finish = resolve)));
    try {
      const result = await work();
      return this.db.transaction(() => {
        const response = result.persist?.() ?? result.response;
        this.db
          .prepare(
            "UPDATE idempotency_keys SET state = 'done', status_code = ?, response_json = ?, completed_at = ? WHERE key = ?",
          )
          .run(
            response.status,
            response.body === undefined ? null : JSON.stringify(response.body),
            new Date().toISOString(),
            key,
          );
        return response;
      })();
    } catch (error) {
      // Nothing was committed: free the key so the client can retry it.
      this.db.prepare("DELETE FROM idempotency_keys WHERE key = ? AND state = 'pending'").run(key);
      throw error;
    } finally {
      this.inFlight.delete(key);
      finish();
    }
  }
}
