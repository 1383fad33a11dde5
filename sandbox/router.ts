import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, trustedProxyHops } from '@/edge/clientAddress';
import { HttpError } from '@/lib/http/httpError';
import { compilePattern } from '@/lib/http/route';
import type { RouteResponse, RouterGuard } from '@/lib/http/route';
import { exceedsJsonDepth, maxJsonDepth } from '@/sandbox/jsonDepth';
import { readBoundedBody } from '@/lib/http/readBoundedBody';
import { scrubText } from '@/lib/redaction/scrubSensitiveData';
import { isStorageFailure, storageUnavailableAnswer } from '@/sandbox/storageHealth';

/** HTTP methods the sandbox routes use. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What a route handler receives: the parsed request, independent of Next or bare Node. */
export interface RouteRequest {
  method: HttpMethod;
  /** Path without the query string, e.g. `/api/v1/product/MS/config`. */
  path: string;
  /** Path parameters by name, decoded (`{code}` in the pattern → `params.code`). */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; `undefined` when the request has no body. */
  body: unknown;
  /** The client's address (`TRUSTED_PROXY_HOPS`, see `clientAddress`); undefined without HTTP. */
  clientAddress?: string;
}

/** One route: a method, an OpenAPI-style path pattern (`/api/v1/lead/{id}`) and its handler. */
export interface Route<Context> {
  method: HttpMethod;
  path: string;
  /** Unique id, shared with the operation of the OpenAPI document. */
  operationId: string;
  handle(request: RouteRequest, context: Context): RouteResponse | Promise<RouteResponse>;
}

/**
 * Runs once a request matched a route and its body was read, before the handler (and its
 * contract checks); answering something short-circuits the request. Only requests that came
 * over HTTP pass it, like the guard.
 */
export type RouteAdmission = (
  operationId: string,
  request: RouteRequest,
) => RouteResponse | undefined | Promise<RouteResponse | undefined>;

/** A request handed to {@link Router.invoke} without HTTP. */
export interface InvokeRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/product/MS?voucher=X`. */
  url: string;
  headers?: IncomingHttpHeaders;
  body?: unknown;
}

/** A router mounted by Next API routes and by `http.createServer` alike. */
export interface Router {
  /** Answers one request; never rejects and never leaks a stack trace to the client. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** Answers a request in memory, without HTTP and without the guard (OpenAPI examples). */
  invoke(request: InvokeRequest): Promise<RouteResponse>;
}

const maxBodyBytes = 1024 * 1024;

interface CompiledRoute<Context> {
  route: Route<Context>;
  pattern: RegExp;
  paramNames: string[];
}

/** Reads the request body as JSON (bounded size and depth); `undefined` when the body is empty. */
async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const body = await readBoundedBody(request, maxBodyBytes);
  if (!body) {
    throw new HttpError(413, 'payload_too_large', `Request body exceeds ${maxBodyBytes} bytes.`);
  }
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  const contentType = request.headers['content-type'] ?? '';
  if (contentType !== '' && !contentType.toLowerCase().includes('json')) {
    throw new HttpError(415, 'unsupported_media_type', 'Request body must be application/json.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json', 'Request body is not valid JSON.');
  }
  if (exceedsJsonDepth(parsed)) {
    throw new HttpError(
      400,
      'json_too_deep',
      `Request body nests deeper than ${maxJsonDepth} levels.`,
    );
  }
  return parsed;
}

function writeResponse(response: ServerResponse, answer: RouteResponse): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...answer.headers };
  let payload: string;
  if (answer.html !== undefined) {
    headers['content-type'] = 'text/html; charset=utf-8';
    payload = answer.html;
  } else {
    headers['content-type'] = 'application/json; charset=utf-8';
    payload = answer.body === undefined ? '' : JSON.stringify(answer.body);
  }
  headers['content-length'] = String(Buffer.byteLength(payload));
  response.writeHead(answer.status, headers);
  response.end(payload);
}

function decodeParam(value: string, name: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(
      400,
      'invalid_path',
      `Path parameter '${name}' is not valid URL encoding.`,
      name,
    );
  }
}

/**
 * Builds a router over the given routes. `getContext` is called per matched request, so a
 * guard can refuse requests (e.g. the sandbox is disabled) before any storage is opened;
 * `admission` sees each matched request with its body before the handler runs. A storage
 * failure (`isStorageFailure`) answers 503 `storage_unavailable` with `Retry-After`, and is
 * passed to `onStorageFailure`.
 */
export function createRouter<Context>(
  routes: readonly Route<Context>[],
  getContext: () => Context,
  guard?: RouterGuard,
  admission?: RouteAdmission,
  onStorageFailure?: (error: unknown) => void,
): Router {
  const compiled: CompiledRoute<Context>[] = routes.map((route) => ({
    route,
    ...compilePattern(route.path),
  }));

  async function dispatch(
    rawMethod: string | undefined,
    rawUrl: string | undefined,
    headers: IncomingHttpHeaders,
    readBody: () => Promise<unknown>,
    address?: string,
  ): Promise<RouteResponse> {
    const url = new URL(rawUrl ?? '/', 'http://sandbox.local');
    const method = (rawMethod ?? 'GET').toUpperCase();
    const pathMatches = compiled
      .map((entry) => ({ entry, match: entry.pattern.exec(url.pathname) }))
      .filter((candidate) => candidate.match !== null);
    if (pathMatches.length === 0) {
      throw new HttpError(404, 'not_found', `No sandbox endpoint for ${method} ${url.pathname}.`);
    }
    const hit = pathMatches.find((candidate) => candidate.entry.route.method === method);
    if (!hit?.match) {
      const allowed = [...new Set(pathMatches.map((candidate) => candidate.entry.route.method))];
      return {
        status: 405,
        headers: { allow: allowed.join(', ') },
        body: new HttpError(
          405,
          'method_not_allowed',
          `${method} is not allowed on ${url.pathname}; allowed: ${allowed.join(', ')}.`,
        ).toBody(),
      };
    }
    const params: Record<string, string> = {};
    hit.entry.paramNames.forEach((name, index) => {
      params[name] = decodeParam(hit.match?.[index + 1] ?? '', name);
    });
    const body = method === 'GET' || method === 'DELETE' ? undefined : await readBody();
    const routeRequest: RouteRequest = {
      method: hit.entry.route.method,
      path: url.pathname,
      params,
      query: url.searchParams,
      headers,
      body,
      ...(address === undefined ? {} : { clientAddress: address }),
    };
    if (address !== undefined) {
      const refused = await admission?.(hit.entry.route.operationId, routeRequest);
      if (refused) return refused;
    }
    return hit.entry.route.handle(routeRequest, getContext());
  }

  async function answer(
    method: string | undefined,
    url: string | undefined,
    run: () => Promise<RouteResponse>,
  ): Promise<RouteResponse> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: error.toBody() };
      if (isStorageFailure(error)) {
        // Storage (not the request) failed: a retryable 503, and readiness learns it at once.
        onStorageFailure?.(error);
        console.error(
          JSON.stringify({
            time: new Date().toISOString(),
            level: 'error',
            message: 'sandbox storage unavailable',
            context: { method, path: url?.split('?')[0] },
            error: { code: (error as { code: string }).code },
          }),
        );
        return storageUnavailableAnswer();
      }
      // Logged for the operator as one JSON line (the path is the client's text: inside a JSON
      // string it cannot forge a line); the client only learns that something went wrong.
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'error',
          message: 'sandbox unexpected error',
          context: { method, path: url?.split('?')[0] },
          // Card data and documents never reach a log line (lib/redaction).
          error:
            error instanceof Error
              ? {
                  name: error.name,
                  message: scrubText(error.message),
                  stack: error.stack === undefined ? undefined : scrubText(error.stack),
                }
              : { message: scrubText(String(error)) },
        }),
      );
      return {
        status: 500,
        body: { error: { code: 'internal', message: 'Unexpected sandbox error.' } },
      };
    }
  }

  return {
    async handle(request, response) {
      const result = await answer(request.method, request.url, async () => {
        const guarded = guard?.(request);
        if (guarded) return guarded;
        return dispatch(
          request.method,
          request.url,
          request.headers,
          () => readJsonBody(request),
          clientAddress(request, trustedProxyHops()),
        );
      });
      writeResponse(response, result);
    },
    invoke(request) {
      return answer(request.method, request.url, () =>
        dispatch(request.method, request.url, request.headers ?? {}, async () => request.body),
      );
    },
  };
}
