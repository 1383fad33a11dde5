/**
 * Starts and stops the built checkout for browser tests: `node scripts/start.mjs` (which
 * builds when the sources changed) on a free port, with its own DATA_DIR, and waits for
 * /readiness. Shared by the e2e global setup, the brand-from-configuration proof and the
 * benchmarks.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running checkout server. */
export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `baseUrl` + `path` (/readiness) answers 200, failing as soon as `child` exits. */
export async function waitForReady(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  path = '/readiness',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`SERVER_EXITED: checkout server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}${path}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`SERVER_NOT_READY: ${baseUrl}${path} did not answer within ${timeoutMs} ms`);
}

/** Starts the checkout (building first when needed) and resolves once it answers. */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 600_000,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'trilha-e2e-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitForReady(baseUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, process: child, stop };
}
