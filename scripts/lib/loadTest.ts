import { Agent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';

/** What {@link loadTest} sends, how hard and for how long. */
export interface LoadTestOptions {
  /** A loopback http URL (127.0.0.1, localhost or ::1); anything else is refused. */
  url: string;
  method: string;
  /** JSON body (or a function of the request index, e.g. for a fresh payment per request). */
  body?: Record<string, unknown> | unknown[] | string | ((index: number) => unknown);
  /** Headers (or a function of the request index, e.g. a fresh Idempotency-Key). */
  headers?: Record<string, string> | ((index: number) => Record<string, string>);
  /** Requests in flight at once. */
  concurrency: number;
  /** Stop starting requests after this long. */
  durationMs: number;
  /** Stop after this many requests. */
  maxRequests: number;
  /** Told of each answer's headers (the page bench reads `Server-Timing` under load). */
  onResponse?: (headers: IncomingHttpHeaders) => void;
}

/** Figures of a load test: latencies in milliseconds; errors are failures and non-2xx answers. */
export interface LoadTestResult {
  requests: number;
  rps: number;
  /** Mean latency (ms). */
  mean: number;
  p50: number;
  p99: number;
  errors: number;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Throws unless the URL is plain http on a loopback address: load tests never leave the machine. */
export function assertLoopbackUrl(url: string): URL {
  const parsed = new URL(url);
  const loopback =
    loopbackHosts.has(parsed.hostname) || /^127\.\d+\.\d+\.\d+$/.test(parsed.hostname);
  if (parsed.protocol !== 'http:' || !loopback) {
    throw new Error(
      `LOAD_TEST_NOT_LOOPBACK: ${url} is not an http URL on loopback; load tests only run against this machine.`,
    );
  }
  return parsed;
}

/** The value at quantile `q` (0..1) of sorted numbers (nearest rank), 0 when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

function send(
  agent: Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  payload: string | undefined,
  onResponse?: (headers: IncomingHttpHeaders) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        agent,
        method,
        headers: {
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
          ...headers,
        },
      },
      (response) => {
        onResponse?.(response.headers);
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * Sends requests to a loopback URL from `concurrency` parallel workers over keep-alive
 * connections until `maxRequests` were sent or `durationMs` passed, and reports requests per
 * second and latency percentiles.
 */
export async function loadTest(options: LoadTestOptions): Promise<LoadTestResult> {
  const url = assertLoopbackUrl(options.url);
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1)
    throw new Error('LOAD_TEST_BAD_OPTIONS: concurrency must be a positive integer.');
  if (!(options.durationMs > 0) || !(options.maxRequests > 0)) {
    throw new Error(
      'LOAD_TEST_BAD_OPTIONS: durationMs and maxRequests must be positive (a load test is always bounded).',
    );
  }
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  const begin = performance.now();
  const deadline = begin + options.durationMs;

  const worker = async (): Promise<void> => {
    while (started < options.maxRequests && performance.now() < deadline) {
      const index = started;
      started += 1;
      const body = typeof options.body === 'function' ? options.body(index) : options.body;
      const headers =
        typeof options.headers === 'function' ? options.headers(index) : (options.headers ?? {});
      const payload =
        body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const sentAt = performance.now();
      try {
        const status = await send(agent, url, options.method, headers, payload, options.onResponse);
        if (status < 200 || status >= 300) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - sentAt);
    }
  };

  try {
    await Promise.all(Array.from({ length: options.concurrency }, () => worker()));
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: elapsedSeconds > 0 ? latencies.length / elapsedSeconds : 0,
    mean: latencies.length ? latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length : 0,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
  };
}
