import { randomBytes } from 'node:crypto';
import type { SandboxDatabase } from '@/sandbox/db';

/**
 * A server secret by name: from the environment variable when it is set (at least 32
 * characters), else a random 32-byte secret created once and kept in the database, so keyed
 * hashes stored there stay comparable across restarts.
 */
export function loadServerSecret(
  db: SandboxDatabase,
  name: string,
  envValue: string | undefined,
): Buffer {
  const fromEnv = envValue?.trim() ?? '';
  if (fromEnv !== '') {
    if (fromEnv.length < 32) {
      throw new Error(`Config error: the ${name} secret must be at least 32 characters long.`);
    }
    return Buffer.from(fromEnv, 'utf8');
  }
  return db.transaction((): Buffer => {
    const row = db.prepare('SELECT value FROM sandbox_secrets WHERE name = ?').get(name) as
      | { value: string }
      | undefined;
    if (row) return Buffer.from(row.value, 'base64');
    const secret = randomBytes(32);
    db.prepare('INSERT INTO sandbox_secrets (name, value, created_at) VALUES (?, ?, ?)').run(
      name,
      secret.toString('base64'),
      new Date().toISOString(),
    );
    return secret;
  })();
}
