/**
 * Where the server's time goes on one checkout request, for `npm run bench` only: when the
 * server runs with TRILHA_BENCH_PAGES=1 each phase of building the page (query, config fetch,
 * validation, flow, seller, theme, server data, render) is sent in a `Server-Timing` header,
 * which the page benchmark averages over many requests. Otherwise it records nothing and sends
 * nothing (no timing detail leaks to buyers).
 */
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setting } from '@/lib/settings/settings';

/** The setting that turns on the bench-only pages and timings; `npm run bench` sets it. */
export const BENCH_PAGES_SETTING = 'TRILHA_BENCH_PAGES';

/** Whether this server was started by the benchmarks (bench pages and timings on). */
export function benchPagesEnabled(): boolean {
  return setting(BENCH_PAGES_SETTING) === '1';
}

/** Laps of one request: each `lap(name)` closes the phase that ran since the previous lap. */
export interface PhaseTimer {
  lap: (name: string) => void;
  /** Appends the laps to the response's `Server-Timing` header (bench mode only). */
  writeTo: (res: Pick<ServerResponse, 'getHeader' | 'setHeader'>) => void;
}

/** Appends `name;dur=ms` entries to a response's `Server-Timing` header. */
export function appendServerTiming(
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  entries: ReadonlyArray<readonly [string, number]>,
): void {
  if (entries.length === 0) return;
  const previous = res.getHeader('Server-Timing');
  const added = entries.map(([name, ms]) => `${name};dur=${ms.toFixed(3)}`).join(', ');
  res.setHeader('Server-Timing', previous ? `${String(previous)}, ${added}` : added);
}

/** A timer that starts now; it records only when {@link benchPagesEnabled}. */
export function createPhaseTimer(enabled: boolean = benchPagesEnabled()): PhaseTimer {
  const laps: Array<readonly [string, number]> = [];
  let last = enabled ? performance.now() : 0;
  return {
    lap(name) {
      if (!enabled) return;
      const now = performance.now();
      laps.push([name, now - last]);
      last = now;
    },
    writeTo(res) {
      if (enabled) appendServerTiming(res, laps);
    },
  };
}
