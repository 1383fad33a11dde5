/**
 * Launch day (issue 34 item 6): figures, not a timed test. Starts a cluster (Redis, the sandbox
 * backend, N replicas, nginx: scripts/cluster/startCluster.ts) with one replica, drives a
 * launch through nginx, stops it, then does the same with three replicas, and prints per
 * replica and overall: pages/s and payments/s, p50/p99 latency, legitimate buyers refused,
 * bot attempts let through (beside the limit), charges per purchase (counted in the backend's
 * database) and the throughput ratio of three replicas to one, each beside its target.
 *
 * The traffic (scripts/bench/launchTraffic.ts): `LAUNCH_BUYERS` buyers in the checkout at once
 * (300), reached by a linear ramp over `LAUNCH_RAMP_MS` (20 s) and held for `LAUNCH_HOLD_MS`
 * (30 s); each buyer opens /lead, creates its lead, opens /payment, pays by card (a card and a
 * purchase of its own, `Purchase-Id`; one buyer in 4 in two tabs at once) and opens /success,
 * pausing about `LAUNCH_THINK_MS` (1 s) between steps, then the next buyer takes its place. One
 * buyer in three comes from one shared address (a carrier-grade NAT). Two card-testing bots make
 * `LAUNCH_BOT_ATTEMPTS` (150) attempts each over the same time: a new lead and a new card each
 * time, no cookies; one from an address of its own, one from the shared address.
 *
 * Usage: npm run bench -- launch        (about 2½ minutes on a 2-core machine, plus a build)
 *        LAUNCH_BUYERS=100 npm run bench -- launch
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startCluster } from '../cluster/startCluster';
import type { RunningCluster } from '../cluster/startCluster';
import { percentile } from '../lib/loadTest';
import { P99_LIMIT_MS } from './load.bench';
import {
  CHARGED_STATUSES,
  backendPayments,
  paymentAttemptLimits,
  processTreeCpuSeconds,
  readAccessLog,
  replicaFigures,
} from './launchMeasure';
import type { LimitSetting } from './launchMeasure';
import { SHARED_ADDRESS, driveLaunch } from './launchTraffic';
import type { LaunchPlan, LaunchTraffic, PaymentTemplate } from './launchTraffic';

/** Whole-number bench knob from the environment, else its default. */
function knob(name: string, fallback: number, minimum = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`LAUNCH_BAD_SETTING: ${name} must be a whole number from ${minimum} up`);
  return value;
}

/** The environment the replicas run with besides the cluster's own (none: production limits). */
const REPLICA_ENV: Record<string, string> = {};

const pad = (text: string, width: number) => text.padEnd(width);
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const ms = (value: number) => `${value.toFixed(0)} ms`;
const rate = (value: number) => `${value.toFixed(1)}/s`;

/** The payment every buyer sends: the OpenAPI document's card example, from the backend. */
async function paymentTemplate(backendUrl: string): Promise<PaymentTemplate> {
  const document = (await (await fetch(`${backendUrl}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      {
        post?: {
          requestBody?: {
            content: Record<string, { examples?: Record<string, { value: unknown }> }>;
          };
        };
      }
    >;
  };
  const body = document.paths['/api/v2/payment']?.post?.requestBody?.content['application/json']
    ?.examples?.card?.value as Record<string, unknown> | undefined;
  if (!body || typeof body.productCode !== 'string')
    throw new Error('LAUNCH_NO_EXAMPLE: the OpenAPI document lacks the card payment example.');
  return { productCode: body.productCode, body };
}

/** What one phase (one cluster size) measured. */
interface PhaseResult {
  replicas: number;
  traffic: LaunchTraffic;
  /** Buyer requests (pages, leads, payments) answered as expected per second of the hold. */
  requestsPerSecond: number;
}

function summarise(
  cluster: RunningCluster,
  traffic: LaunchTraffic,
  extras: {
    dataDir: string;
    logDir: string;
    cpu: Map<string, number>;
    wallStart: number;
    elapsedMs: number;
    loadBefore: number;
    limits: LimitSetting[];
  },
): number {
  const hold = (traffic.holdEndMs - traffic.holdStartMs) / 1000;
  const buyer = traffic.exchanges.filter((e) => e.actor === 'buyer');
  const inHold = buyer.filter(
    (e) => e.endedAt >= traffic.holdStartMs && e.endedAt < traffic.holdEndMs,
  );
  const ok = (e: { kind: string; status: number }) =>
    e.kind === 'page' ? e.status === 200 : e.status === 201;
  const latencies = (kind: string) =>
    buyer
      .filter((e) => e.kind === kind && e.status !== 0)
      .map((e) => e.ms)
      .sort((a, b) => a - b);
  const pages = latencies('page');
  const payments = latencies('payment');
  const pagesPerSecond = inHold.filter((e) => e.kind === 'page' && ok(e)).length / hold;
  const paymentsPerSecond = inHold.filter((e) => e.kind === 'payment' && ok(e)).length / hold;
  const requestsPerSecond = inHold.filter(ok).length / hold;
  const latencyPass =
    percentile(pages, 0.99) < P99_LIMIT_MS && percentile(payments, 0.99) < P99_LIMIT_MS;

  console.log(
    `${pad('overall', 12)} pages ${rate(pagesPerSecond)}, payments ${rate(paymentsPerSecond)} (hold, answered as expected); page p50 ${ms(percentile(pages, 0.5))} p99 ${ms(percentile(pages, 0.99))}, payment p50 ${ms(percentile(payments, 0.5))} p99 ${ms(percentile(payments, 0.99))}  target p99 < ${P99_LIMIT_MS} ms  ${verdict(latencyPass)}`,
  );

  // Per replica: which one answered, from nginx's access log; its CPU, from /proc.
  const lines = readAccessLog(extras.logDir);
  const fromS = Math.ceil((extras.wallStart + traffic.holdStartMs) / 1000);
  const toS = Math.floor((extras.wallStart + traffic.holdEndMs) / 1000);
  const totalCpu = [...extras.cpu.values()].reduce((sum, value) => sum + value, 0);
  for (const replica of cluster.replicas) {
    const cpu = extras.cpu.get(`replica ${replica.index + 1}`) ?? 0;
    const cpuText = `CPU ${cpu.toFixed(1)} s (${((100 * cpu) / Math.max(totalCpu, 1e-9)).toFixed(0)}% of the cluster's)`;
    if (lines.length === 0) {
      console.log(
        `${pad(`replica ${replica.index + 1}`, 12)} ${cpuText}; no nginx access log under ${extras.logDir}`,
      );
      continue;
    }
    const figures = replicaFigures(lines, `127.0.0.1:${replica.port}`, fromS, toS);
    console.log(
      `${pad(`replica ${replica.index + 1}`, 12)} pages ${rate(figures.pagesPerSecond)}, payments ${rate(figures.paymentsPerSecond)} (hold); p50 ${ms(figures.p50)} p99 ${ms(figures.p99)} (nginx request time, all ${figures.requests} requests); ${cpuText}`,
    );
  }
  const others = [...extras.cpu].filter(([name]) => !name.startsWith('replica'));
  console.log(
    `${pad('CPU', 12)} ${others.map(([name, value]) => `${name} ${value.toFixed(1)} s`).join(', ')} over ${(extras.elapsedMs / 1000).toFixed(0)} s × ${cpus().length} cores; load average ${extras.loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other work on this machine counts)`,
  );

  // Legitimate buyers refused: every journey that did not end paid.
  const refused = traffic.buyers.filter((b) => !b.paid);
  const reasons = new Map<string, number>();
  for (const b of refused) {
    const key = `${b.shared ? 'shared' : 'own'} address: ${b.refusedBy ?? '?'}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  const shared = traffic.buyers.filter((b) => b.shared).length;
  console.log(
    `${pad('buyers', 12)} ${traffic.buyers.length} journeys (${shared} from the shared address ${SHARED_ADDRESS}), at most ${traffic.peakConcurrent} at once`,
  );
  console.log(
    `${pad('refused', 12)} legitimate buyers refused ${refused.length}${reasons.size ? ` (${[...reasons].map(([k, v]) => `${v} ${k}`).join('; ')})` : ''}  target 0  ${verdict(refused.length === 0)}`,
  );

  // Bots: what got past the edge, counted at the backend.
  const rows = backendPayments(extras.dataDir);
  const limitText = extras.limits
    .filter((limit) => !limit.name.endsWith('_MS'))
    .map((limit) => `${limit.name}=${limit.value}`)
    .join(', ');
  const addressLimit = botAddressLimit(extras.limits);
  for (const bot of traffic.bots) {
    const leads = new Set(bot.leadIds);
    const atBackend = rows.filter((row) => row.leadId !== null && leads.has(row.leadId)).length;
    const pass =
      addressLimit !== undefined && addressLimit.value > 0 && atBackend <= addressLimit.value;
    // A bot that made no more attempts than the limit says nothing about the limit.
    const tested = addressLimit !== undefined && bot.attempts > addressLimit.value;
    console.log(
      `${pad(`bot ${bot.name}`, 12)} attempts let through ${atBackend} of ${bot.attempts} (at the backend; ${bot.refused} answered 429, ${bot.letThrough} otherwise) from ${bot.address}  target ≤ ${addressLimit ? `${addressLimit.value} (${addressLimit.name})` : 'a per-address limit (none is set)'}  ${tested || !pass ? verdict(pass) : 'NOT TESTED (fewer attempts than the limit)'}`,
    );
  }
  console.log(`${pad('limits', 12)} ${limitText}`);

  // Charges per purchase, at the backend.
  const charges = new Map<string, number>();
  for (const row of rows)
    if (row.purchaseId && CHARGED_STATUSES.has(row.status))
      charges.set(row.purchaseId, (charges.get(row.purchaseId) ?? 0) + 1);
  const attempted = traffic.buyers.filter((b) => b.purchaseId !== undefined);
  const paidOnce = attempted.filter((b) => b.paid && charges.get(b.purchaseId!) === 1).length;
  const paidNotCharged = attempted.filter((b) => b.paid && !charges.get(b.purchaseId!)).length;
  const over = attempted.filter((b) => (charges.get(b.purchaseId!) ?? 0) > 1).length;
  const chargedUnpaid = attempted.filter(
    (b) => !b.paid && (charges.get(b.purchaseId!) ?? 0) > 0,
  ).length;
  const twoTabs = traffic.exchanges.filter(
    (e) => e.actor === 'buyer' && e.kind === 'payment' && e.status === 409,
  ).length;
  console.log(
    `${pad('charges', 12)} purchases paid once ${paidOnce}, twice or more ${over}, told paid but not charged ${paidNotCharged}, charged but told refused ${chargedUnpaid} (of ${attempted.length} purchases; ${twoTabs} second-tab attempts answered 409)  target exactly 1 per paid purchase  ${verdict(over === 0 && paidNotCharged === 0 && chargedUnpaid === 0)}`,
  );
  return requestsPerSecond;
}

/**
 * The limit that bounds a bot's attempts: it tries each card once, on a new lead and purchase,
 * without cookies (so without a device), so only the per-address limit of attempts without a
 * device cookie can stop it (`PAYMENT_ATTEMPTS_PER_ADDRESS`; the ceiling above it counts every
 * attempt of the address, the buyers' included).
 */
function botAddressLimit(limits: readonly LimitSetting[]): LimitSetting | undefined {
  return limits.find((limit) => limit.name.endsWith('_PER_ADDRESS'));
}

async function phase(
  replicas: number,
  plan: Omit<LaunchPlan, 'baseUrl' | 'payment' | 'phase'>,
): Promise<PhaseResult> {
  const logDir = mkdtempSync(join(tmpdir(), `trilha-launch-${replicas}-`));
  const dataDir = join(logDir, 'launch-backend-data');
  const started = performance.now();
  const cluster = await startCluster({
    replicas,
    port: 0,
    logDir,
    replicaEnv: REPLICA_ENV,
    backendEnv: { DATA_DIR: dataDir },
  });
  try {
    console.log(
      `\n--- ${replicas} replica${replicas === 1 ? '' : 's'} (cluster ready in ${((performance.now() - started) / 1000).toFixed(0)} s, logs in ${logDir}) ---`,
    );
    const payment = await paymentTemplate(cluster.backend.url);
    // Warm every replica (first renders compile and load the brands) outside the figures.
    for (const replica of cluster.replicas)
      for (const path of ['lead', 'payment', 'success'])
        await (await fetch(`${replica.url}/${path}?product=${payment.productCode}`)).arrayBuffer();
    const processes = new Map<string, number>([
      ...cluster.replicas.map((r) => [`replica ${r.index + 1}`, r.pid] as [string, number]),
      ['backend', cluster.backend.pid],
    ]);
    const before = new Map([...processes].map(([name, pid]) => [name, processTreeCpuSeconds(pid)]));
    const benchBefore = process.cpuUsage();
    const wallStart = Date.now();
    const loadBefore = loadavg()[0]!;
    const traffic = await driveLaunch({ ...plan, baseUrl: cluster.url, payment, phase: replicas });
    const cpu = new Map(
      [...processes].map(([name, pid]) => [
        name,
        processTreeCpuSeconds(pid) - (before.get(name) ?? 0),
      ]),
    );
    const bench = process.cpuUsage(benchBefore);
    cpu.set('bench', (bench.user + bench.system) / 1e6);
    const limits = paymentAttemptLimits({ ...process.env, ...REPLICA_ENV });
    const requestsPerSecond = summarise(cluster, traffic, {
      dataDir,
      logDir,
      cpu,
      wallStart,
      elapsedMs: Date.now() - wallStart,
      loadBefore,
      limits,
    });
    return { replicas, traffic, requestsPerSecond };
  } finally {
    await cluster.stop();
  }
}

/** Runs the launch-day benchmark: one cluster of 1 replica, then one of 3, the same load. */
export async function run(): Promise<void> {
  const plan = {
    buyers: knob('LAUNCH_BUYERS', 300, 1),
    rampMs: knob('LAUNCH_RAMP_MS', 20_000, 0),
    holdMs: knob('LAUNCH_HOLD_MS', 30_000, 1000),
    thinkMs: knob('LAUNCH_THINK_MS', 1000, 0),
    botAttempts: knob('LAUNCH_BOT_ATTEMPTS', 150, 0),
    twoTabsEvery: 4,
  };
  console.log(
    `${plan.buyers} buyers at once after a ${plan.rampMs / 1000} s ramp, held ${plan.holdMs / 1000} s, ~${plan.thinkMs} ms between steps; 1 in 3 from one shared address, 1 in ${plan.twoTabsEvery} paying in two tabs; 2 bots × ${plan.botAttempts} attempts`,
  );
  const one = await phase(1, plan);
  const three = await phase(3, plan);
  const ratio = three.requestsPerSecond / Math.max(one.requestsPerSecond, 1e-9);
  console.log(
    `\nthroughput 3 replicas / 1 replica   ${ratio.toFixed(2)}× (buyer requests answered as expected in the hold: ${three.requestsPerSecond.toFixed(1)}/s vs ${one.requestsPerSecond.toFixed(1)}/s)  target ≥ 1.00×  ${verdict(ratio >= 1)}`,
  );
}
