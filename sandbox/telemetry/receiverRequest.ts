/**
 * Shared request handling of the sandbox's telemetry receivers (Next API routes under
 * /api/sandbox/sentry, /api/sandbox/otel and /api/sandbox/telemetry): they answer only while
 * telemetry mode is `sandbox`, refuse other sites' pages, and read bounded, possibly gzipped
 * bodies of any content type (the Sentry SDK posts text/plain, sendBeacon application/json).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { readBoundedBody } from '@/sandbox/readBoundedBody';
import { comesFromOwnOrigin } from '@/sandbox/requestGuard';

/** Largest body a receiver reads. */
export const maxTelemetryBytes = 1024 * 1024;

/**
 * Whether the receivers are on: `TRILHA_TELEMETRY=sandbox`, or unset while the embedded sandbox
 * backend runs (no CHECKOUT_API_URL) and no external service is configured.
 */
export function areReceiversOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const asked = (env.TRILHA_TELEMETRY ?? '').trim().toLowerCase();
  if (asked !== '') return asked === 'sandbox';
  const configured = [env.SENTRY_DSN, env.OTEL_EXPORTER_OTLP_ENDPOINT, env.CHECKOUT_API_URL];
  return configured.every((value) => (value ?? '').trim() === '');
}

/** Answers a JSON body. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(payload)),
  });
  response.end(payload);
}

function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/**
 * The checks every receiver makes first; answers (and returns false) when the request may not
 * go on: receivers off (404), a method not allowed (405), a call from another site (403).
 */
export function admitTelemetryRequest(
  request: IncomingMessage,
  response: ServerResponse,
  methods: readonly string[],
): boolean {
  if (!areReceiversOn()) {
    sendJson(
      response,
      404,
      errorBody(
        'telemetry_receivers_off',
        'The sandbox telemetry receivers are off (TRILHA_TELEMETRY).',
      ),
    );
    return false;
  }
  const method = (request.method ?? 'GET').toUpperCase();
  if (!methods.includes(method)) {
    response.setHeader('Allow', methods.join(', '));
    sendJson(response, 405, errorBody('method_not_allowed', `Use ${methods.join(' or ')}.`));
    return false;
  }
  if (method !== 'GET' && !comesFromOwnOrigin(request)) {
    sendJson(
      response,
      403,
      errorBody('cross_site_refused', 'Only this app may send telemetry here.'),
    );
    return false;
  }
  return true;
}

/** Reads the body (gzip or deflate decoded); undefined when it exceeds the limit. */
export async function readTelemetryBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const body = await readBoundedBody(request, maxTelemetryBytes);
  if (!body) return undefined;
  const encoding = String(request.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip') return gunzipSync(body, { maxOutputLength: maxTelemetryBytes * 4 });
  if (encoding === 'deflate') return inflateSync(body, { maxOutputLength: maxTelemetryBytes * 4 });
  return body;
}
