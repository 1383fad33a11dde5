/**
 * Requests per second and p99 latency of the sandbox API on loopback: GET product config and
 * POST /api/v2/payment (the OpenAPI card example, a fresh Idempotency-Key per request), next
 * to GET /api/health of the same server as a baseline, same run.
 */
import { randomUUID } from 'node:crypto';
import { loadTest } from '../lib/loadTest';
import type { LoadTestResult } from '../lib/loadTest';

interface OpenApiExamples {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; example?: string }>;
        requestBody?: {
          content: Record<
            string,
            { example?: unknown; examples?: Record<string, { value: unknown }> }
          >;
        };
      }
    >
  >;
}

function row(name: string, result: LoadTestResult): string {
  return `${name.padEnd(30)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   errors ${result.errors}`;
}

/** Runs the API benchmark against a running checkout whose sandbox is on. */
export async function run({ baseUrl }: { baseUrl: string }): Promise<void> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  if (!response.ok)
    throw new Error(`API_BENCH_NO_OPENAPI: GET /api/openapi.json answered ${response.status}`);
  const document = (await response.json()) as OpenApiExamples;
  const code = document.paths['/api/v1/product/{code}/config']?.get?.parameters?.find(
    (parameter) => parameter.name === 'code',
  )?.example;
  const payment =
    document.paths['/api/v2/payment']?.post?.requestBody?.content['application/json']?.examples
      ?.card?.value;
  if (!code || typeof payment !== 'object' || payment === null)
    throw new Error(
      'API_BENCH_NO_EXAMPLES: the OpenAPI document lacks the config or card payment example.',
    );

  const options = { concurrency: 8, durationMs: 5000, maxRequests: 20000 };
  // Warm up: the first requests compile the routes and load brands.
  await fetch(`${baseUrl}/api/health`);
  await fetch(`${baseUrl}/api/v1/product/${code}/config`);

  const baseline = await loadTest({ url: `${baseUrl}/api/health`, method: 'GET', ...options });
  const config = await loadTest({
    url: `${baseUrl}/api/v1/product/${code}/config`,
    method: 'GET',
    ...options,
  });
  const pay = await loadTest({
    url: `${baseUrl}/api/v2/payment`,
    method: 'POST',
    body: payment as Record<string, unknown>,
    headers: () => ({ 'idempotency-key': `bench-${randomUUID()}` }),
    ...options,
    maxRequests: 5000,
  });
  console.log(row('GET /api/health (baseline)', baseline));
  console.log(row(`GET /api/v1/product/${code}/config`, config));
  console.log(row('POST /api/v2/payment (card)', pay));
  console.log(
    `config / baseline throughput: ${(config.rps / baseline.rps).toFixed(2)}×; payment / baseline: ${(pay.rps / baseline.rps).toFixed(2)}×`,
  );
}
