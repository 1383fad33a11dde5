import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createApiClient } from '@/checkout/api/apiClient';
import { createLead } from '@/checkout/api/checkoutApi';
import { isDefinitiveFailure } from '@/checkout/payment/createPaymentAttempts';
import { generatedConfigValidators } from '@/sandbox/configValidators';
import { createSandbox } from '@/sandbox/createSandbox';
import type { Sandbox, SandboxOptions } from '@/sandbox/createSandbox';
import { databaseFileName } from '@/sandbox/db';
import { readinessAnswer } from '@/sandbox/readiness';
import { createStorageProbe, isStorageFailure } from '@/sandbox/storageHealth';
import { fixtureBrandsDir } from '@/tests/sandbox/startSandboxServer';

const lead = {
  name: 'Ana Lima',
  email: 'ana.lima@example.com',
  phone: '(21) 99876-5432',
  business: 'medcof',
  productCode: 'CURSO',
};

function sandboxOn(dataDir: string, options: Partial<SandboxOptions> = {}): Sandbox {
  return createSandbox({
    dataDir,
    brandsDir: fixtureBrandsDir,
    validators: generatedConfigValidators,
    settings: { slowMs: 300, paymentAttempts: { perLead: 0, perAddress: 0, windowMs: 60_000 } },
    ...options,
  });
}

async function serve(sandbox: Sandbox): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((request, response) => void sandbox.router.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('storage that cannot be written', () => {
  let dataDir: string;
  let writable: Sandbox;
  let readOnly: Sandbox;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    // Each storage failure is logged for the operator as one JSON line.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    dataDir = mkdtempSync(path.join(tmpdir(), 'trilha-storage-'));
    // A database that was written once (migrations, secret, demo records)…
    writable = sandboxOn(dataDir);
    writable.context();
    writable.close();
    // …then opened read-only, as on a read-only folder (tests run as root: chmod would not stop
    // the writes).
    readOnly = sandboxOn(dataDir, {
      openDatabase: (dir) =>
        new Database(path.join(dir, databaseFileName), { readonly: true, fileMustExist: true }),
    });
    ({ server, baseUrl } = await serve(readOnly));
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    readOnly.close();
    writable.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should answer a write call 503 storage_unavailable with Retry-After, not 500 internal', async () => {
    const response = await fetch(`${baseUrl}/api/v1/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('storage_unavailable');
    expect(body.error.message).toMatch(/try again/);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('"message":"sandbox storage unavailable"'),
    );
  });

  it('should be no definitive answer for the checkout: a payment retries it with the same key', async () => {
    let caught: unknown;
    try {
      await createLead(lead, createApiClient({ baseURL: baseUrl, timeoutMs: 10_000 }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ status: 503 });
    expect(isDefinitiveFailure(caught)).toBe(false);
  });

  it('should make readiness answer 503 storage_unavailable, and 200 on a writable database', () => {
    const notReady = readinessAnswer({ shuttingDown: false, sandbox: readOnly });
    expect(notReady.status).toBe(503);
    expect(notReady.headers?.['retry-after']).toBeDefined();
    expect(notReady.body).toMatchObject({
      status: 'unavailable',
      error: { code: 'storage_unavailable' },
    });

    const fresh = sandboxOn(mkdtempSync(path.join(tmpdir(), 'trilha-storage-ok-')));
    try {
      expect(readinessAnswer({ shuttingDown: false, sandbox: fresh })).toEqual({
        status: 200,
        body: { status: 'ok' },
      });
      // Shutting down: 503 at once, whatever storage says.
      expect(readinessAnswer({ shuttingDown: true, sandbox: fresh }).status).toBe(503);
      // A real backend: storage is not ours.
      expect(readinessAnswer({ shuttingDown: false, sandbox: undefined }).status).toBe(200);
    } finally {
      fresh.close();
    }
  });

  it('should not hammer the database: a result is reused while fresh', () => {
    let opened = 0;
    let clock = 0;
    const db = new Database(':memory:');
    db.exec('CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT, applied_at TEXT)');
    const probe = createStorageProbe(
      () => {
        opened += 1;
        return db;
      },
      { cacheMs: 2000, now: () => clock },
    );
    expect(probe.check()).toEqual({ ok: true });
    clock = 1999;
    probe.check();
    expect(opened).toBe(1);
    clock = 2000;
    probe.check();
    expect(opened).toBe(2);
    // Nothing the probe wrote is kept.
    expect(db.prepare('SELECT COUNT(*) AS n FROM migrations').get()).toEqual({ n: 0 });
    // A failure a request met counts at once.
    probe.markFailed(Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' }));
    expect(probe.check()).toEqual({ ok: false, reason: 'SQLITE_FULL' });
    db.close();
  });

  it('should call a database locked past the short time-out not ready', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trilha-storage-busy-'));
    const file = path.join(dir, 'busy.sqlite');
    const holder = new Database(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT, applied_at TEXT)');
    const other = new Database(file);
    holder.exec('BEGIN IMMEDIATE');
    try {
      const probe = createStorageProbe(() => other, { busyTimeoutMs: 50 });
      expect(probe.check()).toEqual({ ok: false, reason: 'SQLITE_BUSY' });
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['SQLITE_READONLY', true],
    ['SQLITE_IOERR_WRITE', true],
    ['SQLITE_CANTOPEN', true],
    ['SQLITE_BUSY', true],
    ['ENOSPC', true],
    ['EROFS', true],
    ['SQLITE_CONSTRAINT_UNIQUE', false],
    [undefined, false],
  ])('should tell storage failures (%s: %s) from bugs', (code, expected) => {
    expect(isStorageFailure(Object.assign(new Error('x'), { code }))).toBe(expected);
  });
});
