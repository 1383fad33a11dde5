import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, runMigrations } from '@/sandbox/db';
import { migrations } from '@/sandbox/migrations';

describe('db', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'trilha-db-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should open in WAL mode with synchronous FULL and apply every migration in order, once', () => {
    const db = openDatabase(path.join(dataDir, 'nested'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    const applied = db.prepare('SELECT id, name FROM migrations ORDER BY id').all();
    expect(applied).toEqual(migrations.map(({ id, name }) => ({ id, name })));
    expect(runMigrations(db)).toEqual([]);
    db.close();
  });

  it('should keep committed rows across close and reopen', () => {
    const first = openDatabase(dataDir);
    first
      .prepare(
        "INSERT INTO leads (id, name, email, phone, created_at, updated_at) VALUES ('lead_1', 'Ana Lima', 'a@b.co', '+5511', 'x', 'x')",
      )
      .run();
    first.close();
    const second = openDatabase(dataDir);
    expect(second.prepare('SELECT name FROM leads WHERE id = ?').get('lead_1')).toEqual({
      name: 'Ana Lima',
    });
    second.close();
  });

  it('should apply only the migrations a database has not applied yet', () => {
    const db = openDatabase(':memory:');
    const extra = {
      id: 99,
      name: 'extra table',
      sql: 'CREATE TABLE extra (id INTEGER PRIMARY KEY)',
    };
    expect(runMigrations(db, [...migrations, extra])).toEqual([99]);
    expect(runMigrations(db, [...migrations, extra])).toEqual([]);
    db.close();
  });
});
