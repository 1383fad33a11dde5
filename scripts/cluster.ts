/**
 * `npm run cluster`: the checkout as it runs on many machines, on this one (docs/operations.md
 * "Many machines"): Redis, a sandbox backend, three replicas and nginx in front, started by
 * scripts/cluster/startCluster.ts. Prints the addresses, stays in the foreground and stops
 * everything on Ctrl+C or SIGTERM.
 *
 *   npm run cluster                      # nginx on http://127.0.0.1:8080
 *   npm run cluster -- --port 9090       # or CLUSTER_PORT=9090; 0 picks a free port
 *   npm run cluster -- --replicas 2
 *   npm run cluster -- --log-dir DIR     # the processes' output and nginx's files (a temporary folder)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './cluster/startCluster';
import type { RunningCluster } from './cluster/startCluster';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,5}$/.test(value)) {
    console.error(`[cluster] --${name} must be a whole number, got '${value}'`);
    process.exit(2);
  }
  return Number(value);
}

async function main(): Promise<void> {
  const port = wholeNumber('port', option('port') ?? process.env.CLUSTER_PORT) ?? 8080;
  const replicas = wholeNumber('replicas', option('replicas')) ?? 3;
  const logDir = option('log-dir') ?? mkdtempSync(join(tmpdir(), 'trilha-cluster-'));
  console.log(
    `[cluster] starting Redis, the sandbox backend (it builds the app first when the sources ` +
      `changed: several minutes), ${replicas} replicas and nginx on port ${port}; logs in ${logDir}…`,
  );
  // Set once started; a signal during the start stops what is running by then only after it.
  const running: { cluster?: RunningCluster } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal}: stopping nginx, the replicas, the backend and Redis…`);
    // Still starting: main() stops what it started as soon as startCluster resolves.
    if (!running.cluster) return;
    await running.cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const cluster = await startCluster({ port, replicas, logDir });
  running.cluster = cluster;
  if (stopping) {
    await cluster.stop();
    process.exit(0);
  }
  console.log(`
[cluster] ready
  public (nginx)  ${cluster.url}/lead?product=MS
${cluster.replicas.map((replica) => `  replica ${replica.index + 1}       ${replica.url}   (pid ${replica.pid})`).join('\n')}
  backend         ${cluster.backend.url}   (sandbox, pid ${cluster.backend.pid})
  Redis           ${cluster.redisUrl ?? '(none)'}
  logs            ${logDir} (backend.log, replica-N.log, nginx/access.log shows which replica answered)
Ctrl+C stops everything.`);
}

main().catch((error: unknown) => {
  console.error('[cluster] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
