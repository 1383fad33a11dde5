/**
 * A cluster of the checkout on this machine, as docs/operations.md "Many machines" deploys it:
 * Debian's redis-server (no persistence), one sandbox backend (a checkout server without
 * CHECKOUT_API_URL: the embedded sandbox stands in for the real backend), N replicas (checkout
 * servers pointed at that backend, sharing the Redis and the brands) and nginx in front of them
 * with the configuration of scripts/cluster/nginx.conf.template.
 *
 * Used by `npm run cluster` (scripts/cluster.ts), the cluster tests
 * (tests/e2e/cluster.e2e.ts) and the launch-day benchmark. Every process is started by this
 * module and stopped by its own process id; their output goes to files under `logDir`.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startRedisServer } from '../../tests/edge/redisServer';
import type { RedisServer } from '../../tests/edge/redisServer';
import { freePort, waitForReady } from '../../tests/e2e/serverControl';

export interface ClusterOptions {
  /** How many replicas (3). */
  replicas?: number;
  /** nginx's port (8080); 0 = a free port. */
  port?: number;
  /** More environment of every replica (wins over the cluster's own). */
  replicaEnv?: Record<string, string>;
  /** More environment of the backend (wins over the cluster's own). */
  backendEnv?: Record<string, string>;
  /** The brands every process serves (`./brands`). */
  brandsDir?: string;
  /** Where the processes' output, nginx's files and the data folders go (a new temporary folder). */
  logDir?: string;
  /** Start Redis and give the replicas REDIS_URL (true). */
  redis?: boolean;
}

export interface ClusterReplica {
  /** 0-based. */
  index: number;
  url: string;
  port: number;
  /** The process id of the replica's `npm start` (scripts/start.mjs), leader of its group. */
  pid: number;
}

export interface RunningCluster {
  /** http://127.0.0.1:<nginx port> */
  url: string;
  nginxPort: number;
  redisUrl?: string;
  backend: { url: string; pid: number };
  replicas: ClusterReplica[];
  /** Sends `signal` (SIGTERM) to a replica and resolves when it exited. */
  stopReplica(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped replica again on the same port and waits for its /readiness. */
  startReplica(index: number): Promise<void>;
  /** SIGTERM one replica at a time, wait for it to exit, start it, wait until ready, next. */
  rollingRestart(options?: { pauseMs?: number }): Promise<void>;
  /** Stops nginx, the replicas, the backend and Redis. */
  stop(): Promise<void>;
}

/** How long a process may take to answer /readiness (the backend may build the app first). */
const buildAndStartMs = 900_000;
const startMs = 120_000;
/** How long a process may take to exit after SIGTERM before it is killed. */
const exitMs = 40_000;

/** The nginx binary: NGINX_BIN, else Debian's. */
function nginxBinary(): string {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** The repository: every process of the cluster runs there, whatever the caller's directory. */
const repoRoot = resolve(__dirname, '..', '..');

/** Where the nginx configuration template lives (the one source, see docs/operations.md). */
export const nginxTemplatePath = join(repoRoot, 'scripts', 'cluster', 'nginx.conf.template');

/** The nginx configuration for `replicaPorts` behind `port`, files under `prefix`. */
export function renderNginxConfig(
  template: string,
  values: { prefix: string; port: number; replicaPorts: readonly number[] },
): string {
  const servers = values.replicaPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`)
    .join('\n');
  const rendered = template
    .replaceAll('{{PREFIX}}', values.prefix)
    .replaceAll('{{PORT}}', String(values.port))
    .replaceAll('{{UPSTREAM_SERVERS}}', servers);
  const left = /\{\{[A-Z_]+\}\}/.exec(rendered);
  if (left) throw new Error(`nginx.conf.template: nothing fills ${left[0]}`);
  return rendered;
}

/** A process of the cluster: its child, and a promise of its end. */
interface Managed {
  child: ChildProcess;
  exited: Promise<void>;
}

function spawnLogged(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Managed {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
    // Its own process group: a SIGKILL reaches the server `npm start` runs too.
    detached: true,
  });
  closeSync(log);
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  child.once('error', () => undefined);
  return { child, exited };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Ends a process: `signal` to it (SIGKILL: to its whole group, the server `npm start` runs
 * included), then waits for it; past `exitMs` the group is killed. Whatever of its group is
 * left afterwards is killed too, so no orphan keeps a port.
 */
async function end(process_: Managed, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { child, exited } = process_;
  if (child.exitCode === null && child.signalCode === null) {
    if (signal === 'SIGKILL') signalGroup(child, 'SIGKILL');
    else child.kill(signal);
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), exitMs);
    await exited;
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL');
}

/** Base environment of a checkout process: the caller's, minus what the cluster decides. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['CHECKOUT_API_URL', 'REDIS_URL', 'PORT', 'PUBLIC_ORIGINS', 'TRILHA_STUDIO'])
    delete env[name];
  return env;
}

async function waitForNginx(url: string, nginx: Managed, logFile: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.child.exitCode !== null)
      throw new Error(`NGINX_EXITED: nginx exited with ${nginx.child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/readiness`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`NGINX_NOT_READY: ${url}/readiness did not answer; see ${logFile}`);
}

/**
 * Starts Redis, the backend (which builds the app first when the sources changed: once, before
 * any replica starts), the replicas and nginx; resolves when nginx answers /readiness.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const count = options.replicas ?? 3;
  const logDir = resolve(options.logDir ?? mkdtempSync(join(tmpdir(), 'trilha-cluster-')));
  mkdirSync(logDir, { recursive: true });
  const brandsDir = resolve(options.brandsDir ?? join(repoRoot, 'brands'));
  const nginxPort = options.port === 0 ? await freePort() : (options.port ?? 8080);
  const url = `http://127.0.0.1:${nginxPort}`;

  let redis: RedisServer | undefined;
  let backend: Managed | undefined;
  const replicaProcesses: (Managed | undefined)[] = [];
  let nginx: Managed | undefined;

  const stopAll = async () => {
    if (nginx) await end(nginx);
    await Promise.all(replicaProcesses.map((replica) => replica && end(replica)));
    if (backend) await end(backend);
    await redis?.stop();
  };

  try {
    // Redis and the backend start together; the backend builds the app when needed.
    const backendPort = await freePort();
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    const backendEnv: NodeJS.ProcessEnv = {
      ...baseEnv(),
      PORT: String(backendPort),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: join(logDir, 'backend-data'),
      BRANDS_DIR: brandsDir,
      // The backend gets the buyer's address from the replicas: X-Forwarded-For is
      // "<buyer>, <nginx>" plus the replica as the socket's peer, so it trusts those two hops
      // (docs/operations.md: the backend trusts the replicas' TRUSTED_PROXY_HOPS + 1) and
      // records and counts the buyer, not a replica.
      TRUSTED_PROXY_HOPS: '2',
      // The card-testing limit per address is the edge's job: the replicas count it in Redis,
      // one count for the whole cluster. The backend's own would only count the same attempts
      // again (and in the tests every buyer is 127.0.0.1).
      PAYMENT_ATTEMPTS_PER_ADDRESS: '0',
      ...options.backendEnv,
    };
    const backendLog = join(logDir, 'backend.log');
    const redisStarted = options.redis === false ? undefined : startRedisServer();
    backend = spawnLogged(process.execPath, ['scripts/start.mjs'], backendEnv, backendLog);
    await waitForReady(backendUrl, backend.child, buildAndStartMs).catch((error: Error) => {
      throw new Error(`${error.message}; see ${backendLog}`);
    });
    redis = await redisStarted;

    const replicaPorts = await Promise.all(Array.from({ length: count }, () => freePort()));
    const replicas: ClusterReplica[] = replicaPorts.map((port, index) => ({
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      pid: 0,
    }));
    const replicaEnv = (replica: ClusterReplica): NodeJS.ProcessEnv => ({
      ...baseEnv(),
      PORT: String(replica.port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: join(logDir, `replica-${replica.index + 1}-data`),
      BRANDS_DIR: brandsDir,
      CHECKOUT_API_URL: backendUrl,
      ...(redis ? { REDIS_URL: redis.url } : {}),
      // nginx is the one proxy in front of the replicas.
      TRUSTED_PROXY_HOPS: '1',
      // A SIGTERM drains for longer than nginx keeps an idle connection (keepalive_timeout 4s in
      // nginx.conf.template), so no idle connection is closed under a request nginx writes.
      SHUTDOWN_DRAIN_MS: '5000',
      PUBLIC_ORIGINS: `${url},http://localhost:${nginxPort}`,
      // The tag manager's stand-in is the sandbox backend's (no Google on this machine).
      GTM_SCRIPT_ORIGIN: `${backendUrl}/api/sandbox/gtm`,
      ...options.replicaEnv,
    });
    const logOf = (replica: ClusterReplica) => join(logDir, `replica-${replica.index + 1}.log`);

    const replicaAt = (index: number): ClusterReplica => {
      const replica = replicas[index];
      if (!replica) throw new Error(`no replica ${index} (0 to ${count - 1})`);
      return replica;
    };

    const startReplica = async (index: number): Promise<void> => {
      const replica = replicaAt(index);
      const running = replicaProcesses[index];
      if (running && running.child.exitCode === null && running.child.signalCode === null)
        throw new Error(`replica ${index} is running (pid ${replica.pid})`);
      const started = spawnLogged(
        process.execPath,
        ['scripts/start.mjs'],
        replicaEnv(replica),
        logOf(replica),
      );
      replicaProcesses[index] = started;
      replica.pid = started.child.pid ?? 0;
      await waitForReady(replica.url, started.child, startMs).catch((error: Error) => {
        throw new Error(`replica ${index}: ${error.message}; see ${logOf(replica)}`);
      });
    };

    const stopReplica = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
      replicaAt(index);
      const running = replicaProcesses[index];
      if (running) await end(running, signal);
    };

    await Promise.all(replicas.map((replica) => startReplica(replica.index)));

    const prefix = join(logDir, 'nginx');
    mkdirSync(prefix, { recursive: true });
    const config = join(prefix, 'nginx.conf');
    writeFileSync(
      config,
      renderNginxConfig(readFileSync(nginxTemplatePath, 'utf8'), {
        prefix,
        port: nginxPort,
        replicaPorts,
      }),
    );
    const nginxLog = join(prefix, 'error.log');
    nginx = spawnLogged(
      nginxBinary(),
      ['-p', prefix, '-c', config, '-e', nginxLog, '-g', `daemon off; pid ${prefix}/nginx.pid;`],
      process.env,
      join(logDir, 'nginx.log'),
    );
    await waitForNginx(url, nginx, nginxLog);

    return {
      url,
      nginxPort,
      redisUrl: redis?.url,
      backend: { url: backendUrl, pid: backend.child.pid ?? 0 },
      replicas,
      stopReplica,
      startReplica,
      async rollingRestart({ pauseMs = 0 } = {}) {
        for (const replica of replicas) {
          await stopReplica(replica.index, 'SIGTERM');
          await startReplica(replica.index);
          if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
        }
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
