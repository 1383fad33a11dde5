/**
 * The other side of the sandbox switch: with `CHECKOUT_API_URL` set when the server starts (or
 * at any time after: it is read per request, never frozen into the build), the browser's
 * same-origin `/api/v1/*` and `/api/v2/*` calls are forwarded to that backend, and the sandbox
 * answers nothing. This is the path a real deployment takes, so it applies the sandbox's guards
 * itself, before anything reaches the backend:
 *
 * - a path not in canonical form (`edge/canonicalPath.ts`: `/api/v2/PAYMENT`,
 *   `/api/v2/pay%6dent`, `payment;x=1`, `payment.json`, `%2F`, `%20`…) is refused with 400
 *   `path_not_canonical`, so every guard below matches the path the backend routes;
 * - the cross-site guard of `edge/requestGuard.ts` (JSON only on state-changing calls, an
 *   `Origin` of `PUBLIC_ORIGINS` or `ALLOWED_ORIGINS`, never merely the request's `Host`);
 *   preflights (`OPTIONS`) are answered here and grant nothing;
 * - the card-testing limits of `edge/paymentAttemptLimiter.ts` (429 with `Retry-After`;
 *   counted in Redis with `REDIS_URL`, 503 `shared_store_unavailable` while it cannot count),
 *   with the device cookie of `edge/deviceCookie.ts` set on answers to browsers without one;
 * - the purchase guard of `edge/edgePurchaseGuard.ts`: a payment attempt naming a purchase
 *   (`Purchase-Id`) already paid, or with another attempt in flight, is answered 409 here, and
 *   `GET /api/v2/purchase/{purchaseId}` is answered from what the proxy saw;
 * - request headers pass by an allowlist ({@link forwardedRequestHeaders}); `X-Forwarded-For`
 *   is set from the socket, or appended to behind trusted proxies (`TRUSTED_PROXY_HOPS`);
 * - answer headers pass by an allowlist ({@link forwardedAnswerHeaders}, every `Set-Cookie`),
 *   so the checkout's own security headers stay and no `Server`, `X-Powered-By` or trace header
 *   of the backend leaks; every answer is `Cache-Control: no-store`, whatever the backend says
 *   (an API answer is the buyer's own: no shared cache may keep it);
 * - the request body, the answer's size (counted after decompression) and the whole exchange's
 *   time are bounded ({@link ProxySettings}); a stalled answer is a 504 within the time-out.
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type {
  ClientRequest,
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { nonCanonicalReason, rawRequestPath } from '@/edge/canonicalPath';
import { clientAddress, forwardedForChain, trustedProxyHops } from '@/edge/clientAddress';
import {
  attemptOutcome,
  leaseMarginMs,
  matchPaymentStatusPoll,
  proxyPurchaseGuardStore,
  purchaseConflict,
  purchaseGuardedOperations,
  purchaseIdOf,
  purchaseReadAnswer,
} from '@/edge/edgePurchaseGuard';
import type { AttemptOutcome, PurchaseGuardStore } from '@/edge/edgePurchaseGuard';
import {
  admitPaymentAttempt,
  matchPaymentAttempt,
  paymentAttemptOf,
} from '@/edge/paymentAttemptLimiter';
import type { AttemptLimiter, AttemptRequest } from '@/edge/paymentAttemptLimiter';
import { requestDevice } from '@/edge/deviceCookie';
import { processAttemptLimiter } from '@/edge/sharedStore/redisPaymentAttemptLimiter';
import { readBoundedBody } from '@/lib/http/readBoundedBody';
import { createRequestGuard, parseAllowedOrigins } from '@/edge/requestGuard';
import type { RouteResponse } from '@/lib/http/route';
import {
  SharedStoreUnavailableError,
  sharedStoreUnavailableAnswer,
} from '@/edge/sharedStore/redisConnection';
import { integerSetting, setting, settingsEnv } from '@/lib/settings/settings';
import type { SettingsEnv } from '@/lib/settings/settings';
import type { PaymentStatus } from '@/schemas/generated/apiTypes';

/**
 * The request headers passed on to the backend (lower case); every other header stays here.
 * What the checkout's API client sends (content negotiation, the attempt's key and purchase, its
 * version and URL fingerprint, W3C trace context), the browser's cookies (the backend may keep a
 * session through the proxy) and its user agent. `X-Forwarded-For` is not among them: it is
 * built here.
 */
export const forwardedRequestHeaders: readonly string[] = [
  'accept',
  'accept-language',
  'content-type',
  'cookie',
  'idempotency-key',
  'purchase-id',
  'traceparent',
  'tracestate',
  'user-agent',
  'x-app-version',
  'x-url-fingerprint',
];

/**
 * The backend's answer headers passed on to the browser (lower case), besides `Set-Cookie`
 * (every one of them). Security headers (CSP, HSTS and the rest) are the checkout's own and are
 * never taken from the backend; neither are `Server`, `X-Powered-By`, trace or request ids,
 * CORS grants, `Location` (an internal address), the body's encoding (decoded here) or any
 * cache policy (`Cache-Control`, `Expires`: the proxy sends `no-store` itself).
 */
export const forwardedAnswerHeaders: readonly string[] = [
  'allow',
  'content-language',
  'content-type',
  'etag',
  'idempotent-replayed',
  'last-modified',
  'retry-after',
  'vary',
];

/** The proxy's limits and trust, from the environment (see {@link proxySettingsFromEnv}). */
export interface ProxySettings {
  /** Longest whole exchange with the backend (headers and body), ms. */
  timeoutMs: number;
  /** Largest request body forwarded, bytes (413 beyond). */
  maxRequestBytes: number;
  /** Largest answer body taken from the backend, counted after decompression, bytes (502 beyond). */
  maxAnswerBytes: number;
  /** Reverse proxies in front of the checkout whose `X-Forwarded-For` is trusted. */
  trustedProxyHops: number;
  /** Origins besides the app's own allowed to make state-changing calls. */
  allowedOrigins: string[];
  /** The app's own origins (`PUBLIC_ORIGINS`, else localhost and 127.0.0.1 on `PORT`). */
  ownOrigins: string[];
}

/**
 * The app's own origins: `PUBLIC_ORIGINS` when it names any valid one, else the origins of a
 * local run on `PORT` (`http://localhost:<PORT>`, `http://127.0.0.1:<PORT>`).
 */
export function publicOrigins(env: SettingsEnv = settingsEnv()): string[] {
  const configured = parseAllowedOrigins(env.PUBLIC_ORIGINS);
  if (configured.length > 0) return configured;
  const port = integerSetting('PORT', env);
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/**
 * The proxy settings, read per request like `CHECKOUT_API_URL`: `CHECKOUT_API_TIMEOUT_MS`,
 * `CHECKOUT_API_MAX_REQUEST_BYTES`, `CHECKOUT_API_MAX_ANSWER_BYTES`, `TRUSTED_PROXY_HOPS`,
 * `ALLOWED_ORIGINS` and `PUBLIC_ORIGINS` (with `PORT`). Defaults and minimums are their declarations' (lib/settings/): a value the
 * declaration refuses keeps the default.
 */
export function proxySettingsFromEnv(env: SettingsEnv = settingsEnv()): ProxySettings {
  return {
    timeoutMs: integerSetting('CHECKOUT_API_TIMEOUT_MS', env),
    maxRequestBytes: integerSetting('CHECKOUT_API_MAX_REQUEST_BYTES', env),
    maxAnswerBytes: integerSetting('CHECKOUT_API_MAX_ANSWER_BYTES', env),
    trustedProxyHops: trustedProxyHops(env),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    ownOrigins: publicOrigins(env),
  };
}

/** The real backend's origin when `CHECKOUT_API_URL` is set, read at call time. */
export function backendOrigin(): string | undefined {
  return setting('CHECKOUT_API_URL')?.replace(/\/+$/, '');
}

/**
 * The process-wide limiter of the proxy's payment attempts (`PAYMENT_ATTEMPTS_*`): counting in
 * the shared Redis when `REDIS_URL` is set (every replica one limit), else in this process's
 * memory (`processAttemptLimiter`).
 */
export function proxyAttemptLimiter(env: SettingsEnv = settingsEnv()): AttemptLimiter {
  return processAttemptLimiter(env);
}

/** Options of {@link forwardToBackend}; the app uses the defaults. */
export interface ForwardOptions {
  settings?: ProxySettings;
  limiter?: AttemptLimiter;
  purchases?: PurchaseGuardStore;
}

/** Answers from the proxy itself (a refusal, an error, a preflight): JSON, never cached. */
function send(response: ServerResponse, answer: RouteResponse): void {
  const payload = answer.body === undefined ? '' : JSON.stringify(answer.body);
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  response.setHeader('Cache-Control', 'no-store');
  if (payload !== '') {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(payload));
  }
  response.end(payload);
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  send(response, { status, body: { error: { code, message } } });
}

/** Allowed methods of the API, answered to a preflight (which grants no other origin anything). */
const apiMethods = 'GET, HEAD, POST, PATCH, OPTIONS';

/** Header names a `Connection` header lists: hop-by-hop for this connection only (RFC 9110 §7.6.1). */
function connectionOptions(request: IncomingMessage): Set<string> {
  const raw = request.headers.connection;
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return new Set(
    values.flatMap((value) => value.split(',')).map((name) => name.trim().toLowerCase()),
  );
}

/**
 * The headers the backend receives, and no other: the allowlist (minus the names `Connection`
 * lists), `X-Forwarded-For`, the encodings this proxy decodes, and the body's length (Node adds
 * `Host` and `Connection` for its own hop).
 */
function outgoingHeaders(
  request: IncomingMessage,
  settings: ProxySettings,
  body: Buffer | undefined,
): OutgoingHttpHeaders {
  const dropped = connectionOptions(request);
  const headers: OutgoingHttpHeaders = {};
  for (const name of forwardedRequestHeaders) {
    const value = request.headers[name];
    if (value === undefined || dropped.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = forwardedForChain(request, settings.trustedProxyHops).join(', ');
  headers['accept-encoding'] = 'gzip, deflate, br';
  if (body) headers['content-length'] = body.length;
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Why an exchange with the backend gave no answer to pass on: status, code and sentence. */
class BackendFailure extends Error {
  constructor(
    readonly status: 502 | 504,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const timedOut = () =>
  new BackendFailure(504, 'backend_timeout', 'The backend did not answer in time.');
const unreachable = () =>
  new BackendFailure(502, 'backend_unreachable', 'The backend could not be reached.');
const tooLarge = () =>
  new BackendFailure(502, 'backend_answer_too_large', 'The backend answer is too large.');
const unreadable = () =>
  new BackendFailure(502, 'backend_answer_invalid', 'The backend answer could not be decoded.');

/** The decoder of a `Content-Encoding`; null for none, undefined for one this proxy cannot read. */
function decoderFor(encoding: string | undefined): Transform | null | undefined {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return undefined;
  }
}

/** What the backend answered, its body decoded. */
interface BackendAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
};

/**
 * Whether a failed request may be sent again on a new connection: the backend closed an idle
 * kept-alive connection just as the request went out on it (a reset or a broken pipe before any
 * answer). A server closes a connection it keeps alive only while no request is on it, so the
 * backend never read this one; Node's documentation of `request.reusedSocket` gives the same
 * advice. Once, and only for a reused connection: a new connection refused or reset is an
 * unreachable backend.
 */
export function mayResendOnNewConnection(reusedSocket: boolean, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE');
}

/**
 * One exchange with the backend under one deadline (connecting, the headers and every byte of
 * the body): the body is decoded as it arrives and counted after decoding, so neither a huge
 * answer nor a small compressed one that inflates (a "gzip bomb") is held past the limit. A
 * request lost to a kept-alive connection the backend had just closed is sent again, once, on a
 * new connection ({@link mayResendOnNewConnection}).
 */
function exchange(
  target: URL,
  method: string,
  headers: OutgoingHttpHeaders,
  body: Buffer | undefined,
  settings: ProxySettings,
): Promise<BackendAnswer> {
  return new Promise((resolve, reject) => {
    const https = target.protocol === 'https:';
    let settled = false;
    let decoder: Transform | null | undefined = null;
    let outgoing: ClientRequest;
    const finish = (error: BackendFailure | undefined, answer?: BackendAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        decoder?.destroy();
        outgoing.destroy();
        reject(error);
      } else if (answer) resolve(answer);
    };
    const timer = setTimeout(() => finish(timedOut()), settings.timeoutMs);
    const send = (pooled: boolean) => {
      let answered = false;
      outgoing = (https ? httpsRequest : httpRequest)(
        target,
        {
          method,
          headers,
          // The resend takes a connection of its own: the pool's others may be as stale.
          agent: pooled ? (https ? agents.https : agents.http) : false,
        },
        (incoming) => {
          answered = true;
          const declared = Number(incoming.headers['content-length'] ?? 'NaN');
          if (Number.isFinite(declared) && declared > settings.maxAnswerBytes) {
            finish(tooLarge());
            return;
          }
          decoder = decoderFor(incoming.headers['content-encoding']);
          if (decoder === undefined) {
            finish(unreadable());
            return;
          }
          const stream: Readable = decoder ? incoming.pipe(decoder) : incoming;
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('error', () => finish(unreachable()));
          incoming.on('aborted', () => finish(unreachable()));
          stream.on('error', () => finish(decoder ? unreadable() : unreachable()));
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > settings.maxAnswerBytes) finish(tooLarge());
            else chunks.push(chunk);
          });
          stream.on('end', () =>
            finish(undefined, {
              status: incoming.statusCode ?? 502,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      const request = outgoing;
      request.on('error', (error) => {
        if (settled) return;
        if (pooled && !answered && mayResendOnNewConnection(request.reusedSocket, error))
          send(false);
        else finish(unreachable());
      });
      request.end(body);
    };
    send(true);
  });
}

/** A header's single value (the first of repeated ones); undefined when absent or empty. */
function headerValue(raw: string | string[] | undefined): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}

/** A guarded attempt's hold on its purchase, released when its exchange is over. */
interface HeldPurchase {
  purchaseId: string;
  claimId: string;
}

/**
 * What the purchase guard learns from a 2xx answer: a held attempt's payment (paid, or pending
 * for the buyer), or a status poll saying a known payment is approved or over. The store failing
 * here never changes the answer the browser gets (the backend has spoken).
 */
async function learnFromAnswer(
  purchases: PurchaseGuardStore,
  held: HeldPurchase | undefined,
  outcome: AttemptOutcome,
  polled: string | undefined,
  answerBody: () => unknown,
): Promise<void> {
  if (!held && polled === undefined) return;
  try {
    if (held) {
      if (outcome?.kind === 'paid') await purchases.markPaid(held.purchaseId, outcome.payment);
      else if (outcome?.kind === 'pending')
        await purchases.recordPayment(held.purchaseId, outcome.payment);
    }
    const status = (answerBody() as { status?: unknown } | undefined)?.status;
    if (polled !== undefined && typeof status === 'string')
      await purchases.settlePayment(polled, status as PaymentStatus);
  } catch (error) {
    // Nothing learnt: the claim still ends (finally), and the backend's answer is passed on.
    reportGuardFailure('learn from the answer', held?.purchaseId, error);
  }
}

/**
 * The JSON body of a 2xx answer, read at most once and only when asked for (most answers are
 * passed on unread); undefined for any other answer.
 */
function successBody(answer: BackendAnswer): () => unknown {
  let read: { body: unknown } | undefined;
  return () => {
    if (answer.status < 200 || answer.status >= 300) return undefined;
    read ??= { body: parseJson(answer.body.toString('utf8')) };
    return read.body;
  };
}

/**
 * A store failure after the backend answered (learning from the answer, releasing a claim),
 * reported as one JSON line on the console (how the sandbox logs): the buyer still gets the
 * backend's answer, but the guard may not know the purchase paid, or may hold it until its lease
 * ends.
 */
function reportGuardFailure(what: string, purchaseId: string | undefined, error: unknown): void {
  const cause = error instanceof SharedStoreUnavailableError ? error.cause : error;
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      message: `the purchase guard could not ${what}`,
      context: { purchaseId, error: cause instanceof Error ? cause.message : String(cause) },
    }),
  );
}

const warnedKey = Symbol.for('trilha.proxy.warnedOfForwardedFor');

/**
 * Once per process: a request carried `X-Forwarded-For` while `TRUSTED_PROXY_HOPS` is 0. Behind
 * a load balancer that means every buyer is counted as the balancer's address (one shared
 * card-testing limit), so the operator is told, as one JSON line on the console (how the sandbox
 * logs; platform/ is out of its reach). Without a proxy in front it is a client's claim, ignored.
 */
function warnOfUntrustedForwardedFor(request: IncomingMessage, settings: ProxySettings): void {
  if (settings.trustedProxyHops !== 0 || request.headers['x-forwarded-for'] === undefined) return;
  const holder = globalThis as typeof globalThis & { [warnedKey]?: boolean };
  if (holder[warnedKey]) return;
  holder[warnedKey] = true;
  console.warn(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'warning',
      message:
        'requests carry X-Forwarded-For while TRUSTED_PROXY_HOPS=0: the header is ignored and every client is the socket peer; behind a load balancer or CDN set TRUSTED_PROXY_HOPS to the number of proxies in front of the checkout',
      context: { setting: 'TRUSTED_PROXY_HOPS', peer: request.socket?.remoteAddress },
    }),
  );
}

/** Forgets that the X-Forwarded-For warning was given (tests). */
export function resetForwardedForWarning(): void {
  const holder = globalThis as typeof globalThis & { [warnedKey]?: boolean };
  delete holder[warnedKey];
}

/** The purchase guard's store could not answer: the shared store's 503 when Redis is the cause. */
const guardUnavailable = (response: ServerResponse, error: unknown) =>
  error instanceof SharedStoreUnavailableError
    ? send(response, sharedStoreUnavailableAnswer())
    : sendError(
        response,
        503,
        'purchase_guard_unavailable',
        'The purchase guard could not be read.',
      );

/**
 * Forwards one request to `origin` (see the module comment): refuses cross-site calls, excess
 * payment attempts and second charges of a purchase before anything is sent, answers a
 * purchase's state itself, passes the allowlisted headers both ways, and answers 413 (request
 * body), 502 (backend unreachable or its answer too large) or 504 (no whole answer within the
 * time-out) with a coded JSON error.
 */
export async function forwardToBackend(
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
  options: ForwardOptions = {},
): Promise<void> {
  const settings = options.settings ?? proxySettingsFromEnv();
  const purchases = options.purchases ?? proxyPurchaseGuardStore();
  const method = (request.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    // Answered here: the backend's CORS policy never reaches the browser.
    send(response, { status: 204, headers: { allow: apiMethods } });
    return;
  }
  const rawPath = rawRequestPath(request.url);
  const odd = rawPath === undefined ? 'not in origin form' : nonCanonicalReason(rawPath);
  if (odd !== undefined) {
    // Refused before any guard: a spelling the guards do not match must not reach a backend
    // that might route it as a payment.
    sendError(response, 400, 'path_not_canonical', `The request path is not canonical: ${odd}.`);
    return;
  }
  warnOfUntrustedForwardedFor(request, settings);
  const refused = createRequestGuard({
    allowedOrigins: settings.allowedOrigins,
    ownOrigins: settings.ownOrigins,
    sameOriginOnlyPaths: [],
  })(request);
  if (refused) {
    send(response, refused);
    return;
  }
  const named = purchaseIdOf(request.headers);
  if (named && 'refused' in named) {
    send(response, named.refused);
    return;
  }

  // Path and query only: whatever the request line says, the backend's origin is not changed.
  const local = new URL(request.url ?? '/', 'http://checkout.invalid');
  const target = new URL(`${origin}${local.pathname}${local.search}`);
  let own: RouteResponse | undefined;
  try {
    own = await purchaseReadAnswer(purchases, method, local.pathname);
  } catch (error) {
    guardUnavailable(response, error);
    return;
  }
  if (own) {
    // The backend may not know purchases: the proxy answers from what it saw.
    send(response, own);
    return;
  }

  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const read = await readBoundedBody(request, settings.maxRequestBytes).catch(() => null);
    if (read === null) {
      sendError(response, 400, 'request_body', 'The request body could not be read.');
      return;
    }
    if (read === undefined) {
      sendError(
        response,
        413,
        'payload_too_large',
        `Request body exceeds ${settings.maxRequestBytes} bytes.`,
      );
      return;
    }
    body = read.length > 0 ? read : undefined;
  }

  const limiter = options.limiter ?? proxyAttemptLimiter();
  // The browser's device cookie (edge/deviceCookie.ts), or a fresh one for its answer. With
  // the shared store down there is none now: a payment attempt is answered 503 just below.
  const device = await limiter.keys().then(
    (keys) => requestDevice(request, keys.device, settings.trustedProxyHops),
    () => undefined,
  );
  if (device?.setCookie) response.appendHeader('Set-Cookie', device.setCookie);
  const attempt = matchPaymentAttempt(method, local.pathname);
  const bodyText = body?.toString('utf8') ?? '';
  const requestBody = attempt ? parseJson(bodyText) : undefined;
  const attemptRequest: AttemptRequest | undefined = attempt && {
    ...attempt,
    headers: request.headers,
    body: requestBody,
    bodyText,
    address: clientAddress(request, settings.trustedProxyHops),
    ...(device?.deviceId ? { deviceId: device.deviceId } : {}),
  };
  if (attemptRequest) {
    const limited = await admitPaymentAttempt(limiter, attemptRequest);
    if (limited) {
      send(response, limited);
      return;
    }
  }

  let held: HeldPurchase | undefined;
  if (attempt && named && purchaseGuardedOperations.has(attempt.operationId)) {
    let claim;
    try {
      claim = await purchases.claim(
        named.purchaseId,
        headerValue(request.headers['idempotency-key']),
        settings.timeoutMs + leaseMarginMs,
      );
    } catch (error) {
      guardUnavailable(response, error);
      return;
    }
    if (claim.outcome !== 'claimed') {
      send(response, purchaseConflict(claim));
      return;
    }
    held = { purchaseId: named.purchaseId, claimId: claim.claimId };
  }

  let answer: BackendAnswer;
  try {
    answer = await exchange(
      target,
      method,
      outgoingHeaders(request, settings, body),
      body,
      settings,
    );
    const answerBody = successBody(answer);
    // What a payment attempt's answer says it did: a payment approved, or a charge the buyer now
    // pays (Pix, boleto, M-Pesa). The purchase guard records it; the address ceiling gives the
    // attempt's slot back.
    const outcome = attempt
      ? attemptOutcome(attempt.operationId, requestBody, answerBody(), new Date())
      : undefined;
    await learnFromAnswer(
      purchases,
      held,
      outcome,
      matchPaymentStatusPoll(method, local.pathname),
      answerBody,
    );
    if (attemptRequest && outcome !== undefined)
      await limiter
        .succeeded(paymentAttemptOf(attemptRequest))
        .catch((error: unknown) =>
          reportGuardFailure('give back a paid attempt', held?.purchaseId, error),
        );
  } catch (error) {
    const failure = error instanceof BackendFailure ? error : unreachable();
    sendError(response, failure.status, failure.code, failure.message);
    return;
  } finally {
    // Whatever happened (an answer, an error, a time-out, the client gone), the claim ends.
    if (held) {
      const { purchaseId, claimId } = held;
      await purchases
        .release(purchaseId, claimId)
        .catch((error: unknown) => reportGuardFailure('release its claim', purchaseId, error));
    }
  }

  response.statusCode = answer.status;
  for (const name of forwardedAnswerHeaders) {
    const value = answer.headers[name];
    if (value !== undefined) response.setHeader(name, value);
  }
  response.setHeader('Cache-Control', 'no-store');
  const cookies = answer.headers['set-cookie'];
  // Appended: the device cookie may already be among the answer's headers.
  if (cookies && cookies.length > 0) response.appendHeader('Set-Cookie', cookies);
  response.setHeader('Content-Length', answer.body.length);
  response.end(answer.body);
}
