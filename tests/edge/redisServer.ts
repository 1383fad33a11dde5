/**
 * A real Redis for the tests: Debian's `redis-server` started on a free loopback port, with no
 * persistence, stopped by its own process id. `.ci/run` installs redis-server; the tests start
 * and stop it themselves.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A running Redis of one test file. */
export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** Stops it (SIGTERM, then SIGKILL) and waits for the port to close. */
  stop(): Promise<void>;
  /** Starts it again on the same port (after {@link stop}); its data is gone. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open, commands get no answer. */
  pause(): void;
  /** Thaws it (SIGCONT). */
  resume(): void;
}

/** A port free on loopback now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answersOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.write('PING\r\n');
    });
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server: ${what} within ${timeoutMs} ms`);
}

/** Starts `redis-server` (from PATH, or `REDIS_SERVER_BIN`) on a free port. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    child = spawn(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    const spawned = child;
    const failed = new Promise<never>((_, reject) => {
      spawned.once('error', (error) =>
        reject(
          new Error(
            `redis-server could not start (apt-get install redis-server): ${error.message}`,
          ),
        ),
      );
    });
    await Promise.race([until(() => answersOn(port), `no answer on ${port}\n${output}`), failed]);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGCONT');
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}
