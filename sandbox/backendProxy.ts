/**
 * The other side of the sandbox switch: with `CHECKOUT_API_URL` set when the server starts (or
 * at any time after: it is read per request, never frozen into the build), the browser's
 * same-origin `/api/v1/*` and `/api/v2/*` calls are forwarded to that backend, and the sandbox
 * answers nothing. Method, path, query, body and end-to-end headers are passed through; the
 * backend's status, headers and body come back as they are.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBoundedBody } from '@/sandbox/readBoundedBody';

/** Headers that describe one hop of a connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** The backend's answer headers that no longer hold once fetch has decoded the body. */
const DECODED_ANSWER = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
]);

/** Largest request body forwarded (the sandbox's own JSON limit is smaller). */
const MAX_BODY_BYTES = 1024 * 1024;

/** Spec §9: the HTTP time-out of the checkout's calls. */
const TIMEOUT_MS = 60_000;

/** The real backend's origin when `CHECKOUT_API_URL` is set, read at call time. */
export function backendOrigin(): string | undefined {
  const value = (process.env.CHECKOUT_API_URL ?? '').trim();
  return value ? value.replace(/\/+$/, '') : undefined;
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const body = await readBoundedBody(request, MAX_BODY_BYTES);
  if (!body) throw Object.assign(new Error('body too large'), { status: 413 });
  return body.length > 0 ? body : undefined;
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ error: { code, message } }));
}

/** Forwards one request to `origin` (see the module comment). */
export async function forwardToBackend(
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  const target = new URL(request.url ?? '/', `${origin}/`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  let body: Buffer | undefined;
  try {
    body = await readBody(request);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 400;
    sendError(response, status, 'request_body', 'The request body could not be read.');
    return;
  }
  let answer: Response;
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    sendError(
      response,
      timedOut ? 504 : 502,
      timedOut ? 'backend_timeout' : 'backend_unreachable',
      timedOut ? 'The backend did not answer in time.' : 'The backend could not be reached.',
    );
    return;
  }
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (!DECODED_ANSWER.has(name.toLowerCase())) response.setHeader(name, value);
  });
  response.end(Buffer.from(await answer.arrayBuffer()));
}
