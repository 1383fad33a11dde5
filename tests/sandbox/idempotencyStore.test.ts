import { openDatabase } from '@/sandbox/db';
import type { SandboxDatabase } from '@/sandbox/db';
import { HttpError } from '@/sandbox/httpError';
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

  it('should run the work every time without a key', async () => {
    await store.execute(undefined, 'f', slowWork(1));
    await store.execute(undefined, 'f', slowWork(2));
    expect(db.prepare('SELECT COUNT(*) AS n FROM work').get()).toEqual({ n: 2 });
  });

  it('should fingerprint equal bodies equally whatever the key order', () => {
    expect(requestFingerprint('POST', '/p', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      requestFingerprint('POST', '/p', { b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(requestFingerprint('POST', '/p', { a: 1 })).not.toBe(
      requestFingerprint('POST', '/p', { a: 2 }),
    );
  });

  it('should read the header and refuse a malformed key', () => {
    expect(readIdempotencyKey({ 'idempotency-key': 'abc-123' })).toBe('abc-123');
    expect(readIdempotencyKey({})).toBeUndefined();
    expect(() => readIdempotencyKey({ 'idempotency-key': 'a b' })).toThrow(
      'Header Idempotency-Key must be 1 to 255 visible ASCII characters.',
    );
  });
});
