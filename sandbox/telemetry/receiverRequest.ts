/**
 * Shared request handling of the sandbox's telemetry receivers (Next API routes under
 * /api/sandbox/sentry, /api/sandbox/otel, /api/sandbox/telemetry and /api/sandbox/faults):
 * they answer only while telemetry mode is `sandbox`, refuse other sites' pages, read bounded,
 * possibly gzipped bodies of any content type (the Sentry SDK posts text/plain, sendBeacon
 * application/json), and refuse JSON nested deeper than 32 levels on the way in, so nothing
 * kept can fail to be written out again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { exceedsJsonDepth, maxJsonDepth } from '@/sandbox/jsonDepth';
import { readBoundedBody } from '@/lib/http/readBoundedBody';
import { comesFromOwnOrigin } from '@/edge/requestGuard';
import { settingsEnv } from '@/lib/settings/settings';

/** Largest body a receiver reads (and, decompressed, four times that). */
export const maxTelemetryBytes = 1024 * 1024;

/** Why a receiver refuses a body: the status and error body it answers. */
export interface RefusedBody {
  status: 400 | 413;
  code: string;
  message: string;
}

/**
 * Whether the receivers are on: `TRILHA_TELEMETRY=sandbox`, or unset while the embedded sandbox
 * backend runs (no CHECKOUT_API_URL) and no external service is configured.
 */
export function areReceiversOn(
  env: Readonly<Record<string, string | undefined>> = settingsEnv(),
): boolean {
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

/**
 * Reads the body, gzip or deflate decoded: refused (413) past {@link maxTelemetryBytes}, or
 * past four times that once decoded, and (400) when it does not decode.
 */
export async function readTelemetryBody(request: IncomingMessage): Promise<Buffer | RefusedBody> {
  const tooLarge: RefusedBody = {
    status: 413,
    code: 'payload_too_large',
    message: 'Body too large.',
  };
  const body = await readBoundedBody(request, maxTelemetryBytes);
  if (!body) return tooLarge;
  const encoding = String(request.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding !== 'gzip' && encoding !== 'deflate') return body;
  try {
    const options = { maxOutputLength: maxTelemetryBytes * 4 };
    return encoding === 'gzip' ? gunzipSync(body, options) : inflateSync(body, options);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? tooLarge
      : { status: 400, code: 'invalid_encoding', message: `Body is not valid ${encoding}.` };
  }
}

/** Whether {@link readTelemetryBody} or {@link parseTelemetryJson} refused the body. */
export function isRefused(value: unknown): value is RefusedBody {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value;
}

/** The refusal of a JSON value nested deeper than the receivers take. */
export const tooDeep: RefusedBody = {
  status: 400,
  code: 'json_too_deep',
  message: `JSON nests deeper than ${maxJsonDepth} levels.`,
};

/** Parses a JSON body: refused (400) when it is not JSON or nests deeper than 32 levels. */
export function parseTelemetryJson(body: Buffer): { value: unknown } | RefusedBody {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return { status: 400, code: 'invalid_json', message: 'Body is not JSON.' };
  }
  return exceedsJsonDepth(value) ? tooDeep : { value };
}

/** Answers a refusal. */
export function sendRefusal(response: ServerResponse, refusal: RefusedBody): void {
  sendJson(response, refusal.status, errorBody(refusal.code, refusal.message));
}
