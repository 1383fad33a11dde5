import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { openDatabase } from '@/sandbox/db';
import type { SandboxDatabase } from '@/sandbox/db';
import { HttpError } from '@/lib/http/httpError';
import {
  IdempotencyStore,
  readIdempotencyKey,
  requestFingerprint,
} from '@/sandbox/idempotencyStore';

describe('IdempotencyStore', () => {
  let db: SandboxDatabase;
  let store: IdempotencyStore;

  beforeEach(() => {
    db = openDatabase(':memory:');
    db.exec('CREATE TABLE work (id INTEGER PRIMARY KEY)');
    store = new IdempotencyStore(db, { staleAfterMs: 60_000, maxWaitMs: 5_000 });
  });

  afterEach(() => db.close());

  const slowWork = (id: number) => async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      response: { status: 201, body: { id } },
      persist: () => void db.prepare('INSERT INTO work (id) VALUES (?)').run(id),
    };
  };

  it('should run the work once for simultaneous calls with one key and answer both the same', async () => {
    const [a, b, c] = await Promise.all([
      store.execute('k1', 'f', slowWork(1)),
      store.execute('k1', 'f', slowWork(2)),
      store.execute('k1', 'f', slowWork(3)),
    ]);
    expect(a).toEqual({ status: 201, body: { id: 1 } });
    expect(b).toEqual({ status: 201, body: { id: 1 }, headers: { 'idempotent-replayed': 'true' } });
    expect(c?.body).toEqual({ id: 1 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM work').get()).toEqual({ n: 1 });
  });

  it('should refuse the key with another fingerprint', async () => {
    await store.execute('k2', 'f1', slowWork(1));
    await expect(store.execute('k2', 'f2', slowWork(2))).rejects.toMatchObject({
      status: 422,
      code: 'idempotency_key_reused',
    });
  });

  it('should free the key when the work throws, so a retry runs', async () => {
    await expect(
      store.execute('k3', 'f', async () => {
        throw new HttpError(422, 'bad', 'bad');
      }),
    ).rejects.toBeInstanceOf(HttpError);
    await expect(store.execute('k3', 'f', slowWork(7))).resolves.toMatchObject({
      status: 201,
      body: { id: 7 },
    });
  });

  it('should take over a key left pending by a request that died', async () => {
    db.prepare(
      "INSERT INTO idempotency_keys (key, fingerprint, state, claimed_at) VALUES ('k4', 'f', 'pending', '2000-01-01T00:00:00.000Z')",
    ).run();
    await expect(store.execute('k4', 'f', slowWork(9))).resolves.toMatchObject({ body: { id: 9 } });
  });

  it('should take over at once a key left pending by a process of this host that died', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const justNow = new Date().toISOString();
    db.prepare(
      "INSERT INTO idempotency_keys (key, fingerprint, state, claimed_at, owner) VALUES ('k5', 'f', 'pending', ?, ?)",
    ).run(justNow, `${hostname()}:${deadPid}:abc`);
    const started = Date.now();
    await expect(store.execute('k5', 'f', slowWork(5))).resolves.toMatchObject({ body: { id: 5 } });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('should take over a key left pending by another store after a short lease', async () => {
    const leased = new IdempotencyStore(db, { staleAfterMs: 200, maxWaitMs: 5_000 });
    db.prepare(
      "INSERT INTO idempotency_keys (key, fingerprint, state, claimed_at, owner) VALUES ('k6', 'f', 'pending', ?, ?)",
    ).run(new Date().toISOString(), `${hostname()}:${process.pid}:other`);
    const started = Date.now();
    await expect(leased.execute('k6', 'f', slowWork(6))).resolves.toMatchObject({
      body: { id: 6 },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('should run the work every time without a key', async () => {
    await store.execute(undefined, 'f', slowWork(1));
    await store.execute(undefined, 'f', slowWork(2));
    expect(db.prepare('SELECT COUNT(*) AS n FROM work').get()).toEqual({ n: 2 });
  });

  it('should fingerprint equal bodies equally whatever the key order', () => {
    expect(store.fingerprint('POST', '/p', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      store.fingerprint('POST', '/p', { b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(store.fingerprint('POST', '/p', { a: 1 })).not.toBe(
      store.fingerprint('POST', '/p', { a: 2 }),
    );
  });

  it('should fingerprint the card with a keyed hash, never a plain hash of the number', () => {
    const body = (number: string) => ({ card: { number, cvv: '123', expiry: '12/30' } });
    const secret = Buffer.alloc(32, 7);
    const fingerprint = requestFingerprint(secret, 'POST', '/p', body('4111111111111111'));
    expect(fingerprint).not.toBe(
      requestFingerprint(secret, 'POST', '/p', body('4012888888881881')),
    );
    expect(fingerprint).not.toBe(
      requestFingerprint(Buffer.alloc(32, 8), 'POST', '/p', body('4111111111111111')),
    );
    expect(fingerprint).not.toContain('4111');
  });

  it('should read the header and refuse a malformed key', () => {
    expect(readIdempotencyKey({ 'idempotency-key': 'abc-123' })).toBe('abc-123');
    expect(readIdempotencyKey({})).toBeUndefined();
    expect(() => readIdempotencyKey({ 'idempotency-key': 'a b' })).toThrow(
      'Header Idempotency-Key must be 1 to 255 visible ASCII characters.',
    );
  });
});
