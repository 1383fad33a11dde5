import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '@/sandbox/migrations';
import type { Migration } from '@/sandbox/migrations';
import { setting } from '@/lib/settings/settings';

/** The sandbox's SQLite connection (better-sqlite3: synchronous, one per process). */
export type SandboxDatabase = Database.Database;

/** File name of the sandbox database inside `DATA_DIR`. */
export const databaseFileName = 'sandbox.sqlite';

/** The directory the sandbox keeps its data in: `DATA_DIR`, default `./.data`. */
export function resolveDataDir(): string {
  return setting('DATA_DIR') ?? './.data';
}

/** Applies, in id order, every migration the database has not applied yet. */
export function runMigrations(
  db: SandboxDatabase,
  list: readonly Migration[] = migrations,
): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT id FROM migrations')
      .all()
      .map((row) => (row as { id: number }).id),
  );
  const pending = [...list]
    .sort((a, b) => a.id - b.id)
    .filter((migration) => !applied.has(migration.id));
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, new Date().toISOString());
    })();
  }
  return pending.map((migration) => migration.id);
}

/**
 * Opens (creating if needed) the sandbox database in `dataDir`, in WAL mode with
 * `synchronous = FULL` so an answered write survives a crash, and runs pending migrations.
 * `:memory:` opens a throw-away in-memory database instead.
 */
export function openDatabase(dataDir: string = resolveDataDir()): SandboxDatabase {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const db = new Database(inMemory ? ':memory:' : path.join(dataDir, databaseFileName));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  runMigrations(db);
  return db;
}
