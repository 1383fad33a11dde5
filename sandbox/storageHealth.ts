import { statfsSync } from 'node:fs';
import type { SandboxDatabase } from '@/sandbox/db';

/** Seconds a client is told to wait (`Retry-After`) before trying again while storage is down. */
export const storageRetryAfterSeconds = 5;

/** The error code of an answer given because the sandbox's storage cannot serve. */
export const storageUnavailableCode = 'storage_unavailable';

// SQLite's primary result codes (better-sqlite3 reports extended ones too, such as
// SQLITE_IOERR_WRITE or SQLITE_READONLY_DIRECTORY, hence the prefix match) and the system
// errors of a folder that cannot be written.
const sqliteStorageCodes = [
  'SQLITE_READONLY',
  'SQLITE_FULL',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
];
const systemStorageCodes = new Set(['EROFS', 'ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EIO']);

/**
 * Whether an error is the storage failing (read-only or full disk, database locked beyond its
 * busy time-out, I/O error, file that cannot be opened) rather than a bug: such a request may
 * succeed when tried again, on this replica later or on another one.
 */
export function isStorageFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (
    systemStorageCodes.has(code) ||
    sqliteStorageCodes.some((base) => code === base || code.startsWith(`${base}_`))
  );
}

/**
 * An answer as the router sends it (its `RouteResponse`, written out here so this module, which
 * the router imports, imports nothing of the router's).
 */
export interface StorageUnavailableAnswer {
  status: 503;
  headers: Record<string, string>;
  body: { error: { code: string; message: string } };
}

/** The 503 a request gets while storage cannot serve: retryable, in the contract's error shape. */
export function storageUnavailableAnswer(): StorageUnavailableAnswer {
  return {
    status: 503,
    headers: { 'retry-after': String(storageRetryAfterSeconds) },
    body: {
      error: {
        code: storageUnavailableCode,
        message:
          'The sandbox cannot write its data right now (storage read-only, full or busy). Nothing was saved; try again shortly.',
      },
    },
  };
}

/** What the storage check found. */
export type StorageStatus = { ok: true } | { ok: false; reason: string };

/** Options of {@link createStorageProbe}. */
export interface StorageProbeOptions {
  /** How long a result is reused, so readiness polls do not hammer the database (ms). */
  cacheMs?: number;
  /** How long the check waits for another writer's lock before calling it busy (ms). */
  busyTimeoutMs?: number;
  /** The folder the database lives in, whose free space is checked (none for `:memory:`). */
  dataDir?: string;
  /** Below this many free bytes in `dataDir` storage counts as full. */
  minFreeBytes?: number;
  now?: () => number;
}

/** A cached check that the sandbox database can be written. */
export interface StorageProbe {
  /** The last result while it is fresh, else a new check. */
  check(): StorageStatus;
  /** Records a storage failure a request met, so readiness says so at once. */
  markFailed(error: unknown): void;
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

/**
 * Checks that the database answers a write: takes the write lock (`BEGIN IMMEDIATE`, waiting at
 * most `busyTimeoutMs` for another writer), writes a row, and rolls it back, so nothing is kept;
 * and that the data folder has some free space left. `open` opens the database when it is not
 * open yet (a failure to open is a failure of storage too).
 */
export function createStorageProbe(
  open: () => SandboxDatabase,
  options: StorageProbeOptions = {},
): StorageProbe {
  const cacheMs = options.cacheMs ?? 2000;
  const busyTimeoutMs = options.busyTimeoutMs ?? 1000;
  const minFreeBytes = options.minFreeBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  let last: { status: StorageStatus; at: number } | undefined;

  function probe(): StorageStatus {
    try {
      const db = open();
      if (options.dataDir !== undefined && options.dataDir !== ':memory:') {
        const stats = statfsSync(options.dataDir);
        if (stats.bavail * stats.bsize < minFreeBytes) return { ok: false, reason: 'ENOSPC' };
      }
      const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
      db.pragma(`busy_timeout = ${busyTimeoutMs}`);
      try {
        db.exec('BEGIN IMMEDIATE');
        try {
          // A row no migration has (ids start at 1): written, then rolled back.
          db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
            -1,
            'storage probe',
            new Date(now()).toISOString(),
          );
        } finally {
          if (db.inTransaction) db.exec('ROLLBACK');
        }
      } finally {
        db.pragma(`busy_timeout = ${busyTimeout}`);
      }
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  }

  return {
    check() {
      const at = now();
      if (!last || at - last.at >= cacheMs) last = { status: probe(), at };
      return last.status;
    },
    markFailed(error) {
      last = { status: { ok: false, reason: reasonOf(error) }, at: now() };
    },
  };
}
