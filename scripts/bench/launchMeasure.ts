/**
 * What the launch-day bench reads besides the answers it got: the card-testing limits the
 * cluster ran with (from their declarations, the one source), the charges the backend made
 * (its SQLite database), the CPU each replica used (/proc) and which replica answered each
 * request (nginx's access log, `upstream=` field).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SETTING_DEFINITIONS } from '@/lib/settings/settingDefinitions';
import { integerSetting } from '@/lib/settings/settings';
import type { IntegerSettingName, SettingsEnv } from '@/lib/settings/settings';
import { percentile } from '../lib/loadTest';

/** One card-testing setting as the cluster ran with it. */
export interface LimitSetting {
  name: IntegerSettingName;
  value: number;
}

/**
 * Every `PAYMENT_ATTEMPTS_*` setting (the card-testing limits and their window) as `env`
 * gives it, defaults from lib/settings/settingDefinitions.ts: the bench names no limit itself.
 */
export function paymentAttemptLimits(env: SettingsEnv): LimitSetting[] {
  return SETTING_DEFINITIONS.filter(
    (definition) => definition.name.startsWith('PAYMENT_ATTEMPTS_') && 'default' in definition,
  ).map((definition) => {
    const name = definition.name as IntegerSettingName;
    return { name, value: integerSetting(name, env) };
  });
}

/** One payment row of the backend: its purchase, lead and status. */
export interface BackendPayment {
  purchaseId: string | null;
  leadId: string | null;
  status: string;
}

/** The payments the backend (a sandbox) stored, read from its database in `dataDir`. */
export function backendPayments(dataDir: string): BackendPayment[] {
  const db = new Database(join(dataDir, 'sandbox.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT purchase_id AS purchaseId, lead_id AS leadId, status FROM payments')
      .all() as BackendPayment[];
  } finally {
    db.close();
  }
}

/** Statuses of a payment that took (or holds) the buyer's money: a charge. */
export const CHARGED_STATUSES: ReadonlySet<string> = new Set(['approved', 'pending']);

/** User plus system CPU seconds of a process and every process under it (Linux /proc). */
export function processTreeCpuSeconds(rootPid: number): number {
  const ticksPerSecond = 100; // USER_HZ: 100 on every Linux this runs on
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces), from field 3 (state) on.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended while we looked
    }
  }
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === pid) pending.push(child);
  }
  return ticks / ticksPerSecond;
}

/** One line of the cluster's nginx access log. */
export interface UpstreamLine {
  /** Seconds since the epoch (nginx's `$time_local` has whole seconds). */
  at: number;
  method: string;
  path: string;
  status: number;
  /** `host:port` of the replica that answered (the last one nginx tried). */
  upstream: string;
  /** nginx's `$request_time`, in ms. */
  ms: number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Parses `… [29/Nov/2026:06:40:00 +0000] "GET /x HTTP/1.1" 200 … upstream=a:p … request_time=0.012`. */
export function parseUpstreamLine(line: string): UpstreamLine | undefined {
  const match =
    /\[(\d+)\/(\w+)\/(\d+):(\d+):(\d+):(\d+) ([+-]\d{4})\] "(\S+) (\S+)[^"]*" (\d+) .*upstream=(.*?) upstream_status=.*request_time=([\d.]+)/.exec(
      line,
    );
  if (!match) return undefined;
  const [, day, month, year, hour, minute, second, zone, method, path, status, upstream, time] =
    match as unknown as string[];
  const offsetMinutes =
    (zone!.startsWith('-') ? -1 : 1) * (Number(zone!.slice(1, 3)) * 60 + Number(zone!.slice(3)));
  const at =
    Date.UTC(
      Number(year),
      months.indexOf(month!),
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
    ) /
      1000 -
    offsetMinutes * 60;
  // Several replicas when nginx tried another one (`a, b`, or `a : b` across a redirect).
  const tried = upstream!.split(/\s*,\s*|\s+:\s+/);
  return {
    at,
    method: method!,
    path: path!,
    status: Number(status),
    upstream: tried[tried.length - 1] ?? upstream!,
    ms: Number(time) * 1000,
  };
}

/** The lines of every `access.log` under `logDir` (the cluster's nginx writes one). */
export function readAccessLog(logDir: string): UpstreamLine[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'access.log') found.push(path);
    }
  };
  if (existsSync(logDir)) walk(logDir);
  return found.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map(parseUpstreamLine)
      .filter((line): line is UpstreamLine => line !== undefined),
  );
}

/** Whether a request is a page of the journey (not the API, not a static file). */
export function isPageRequest(method: string, path: string): boolean {
  return method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/_next/');
}

/** Whether a request is a payment attempt. */
export function isPaymentRequest(method: string, path: string): boolean {
  return method === 'POST' && path.split('?')[0] === '/api/v2/payment';
}

/** Throughput and latency of one replica, from the access log, within a window. */
export interface ReplicaFigures {
  pagesPerSecond: number;
  paymentsPerSecond: number;
  /** nginx's request time of its answers (all of them), ms. */
  p50: number;
  p99: number;
  requests: number;
}

/** The access-log figures of the replica at `upstream` (`host:port`) within [fromS, toS). */
export function replicaFigures(
  lines: readonly UpstreamLine[],
  upstream: string,
  fromS: number,
  toS: number,
): ReplicaFigures {
  const mine = lines.filter((line) => line.upstream === upstream);
  const inWindow = mine.filter((line) => line.at >= fromS && line.at < toS);
  const seconds = Math.max(1, toS - fromS);
  const latencies = mine.map((line) => line.ms).sort((a, b) => a - b);
  return {
    pagesPerSecond:
      inWindow.filter((l) => isPageRequest(l.method, l.path) && l.status === 200).length / seconds,
    paymentsPerSecond:
      inWindow.filter((l) => isPaymentRequest(l.method, l.path) && l.status === 201).length /
      seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests: mine.length,
  };
}
