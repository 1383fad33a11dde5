/**
 * Requests per second and p99 latency of the checkout page with a warm config cache, next to
 * the bare page of the same build (pages/bench/bare.tsx), same run, on loopback.
 */
import { loadTest } from '../lib/loadTest';

/** Runs the page benchmark against a running checkout. */
export async function run({ baseUrl }: { baseUrl: string }): Promise<void> {
  const checkout = `${baseUrl}/lead?product=MS`;
  const bare = `${baseUrl}/bench/bare`;
  // Warm up: the first request loads brands and validates the config once.
  await fetch(checkout);
  await fetch(bare);
  const options = { concurrency: 8, durationMs: 8000, maxRequests: 20000 };
  const bareResult = await loadTest({ url: bare, method: 'GET', ...options });
  const checkoutResult = await loadTest({ url: checkout, method: 'GET', ...options });
  const row = (name: string, r: typeof bareResult) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}`;
  console.log(row('bare page (baseline)', bareResult));
  console.log(row('/lead?product=MS', checkoutResult));
  console.log(`checkout / bare throughput: ${(checkoutResult.rps / bareResult.rps).toFixed(2)}×`);
}
