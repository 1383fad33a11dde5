import type { IncomingMessage } from 'node:http';
import { HttpError } from '@/lib/http/httpError';
import type { RouteResponse, RouterGuard } from '@/lib/http/route';

/** Options of {@link createRequestGuard}. */
export interface RequestGuardOptions {
  /**
   * Origins besides the app's own that may call state-changing endpoints
   * (`ALLOWED_ORIGINS`, comma-separated, e.g. `https://studio.example.com`).
   */
  allowedOrigins: readonly string[];
  /** Paths that are never reachable cross-site, not even from an allowed origin. */
  sameOriginOnlyPaths: readonly string[];
  /**
   * The app's own origins (`PUBLIC_ORIGINS`). When given, an `Origin` is the app's own only when
   * it is one of these; when absent (the sandbox), one naming the request's `Host` is.
   */
  ownOrigins?: readonly string[];
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether a media type is JSON: `application/json` or `application/<something>+json`. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

function hasBody(request: IncomingMessage): boolean {
  const length = Number(header(request, 'content-length') ?? '0');
  return (
    (Number.isFinite(length) && length > 0) || header(request, 'transfer-encoding') !== undefined
  );
}

/** The origins from `ALLOWED_ORIGINS` (comma-separated), normalised; invalid entries dropped. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

function isOwnOrigin(request: IncomingMessage, origin: string): boolean {
  const host = header(request, 'host');
  if (!host) return false;
  try {
    // Host and port decide: behind a TLS-terminating proxy the scheme seen here is not the
    // buyer's, and a page on the same host and port is this app.
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Whether a request comes from this app's own pages: its `Origin` names this host and port,
 * or, without an `Origin`, the browser does not mark it `Sec-Fetch-Site: cross-site` (curl,
 * server-to-server calls and tests send neither). For the sandbox endpoints outside the
 * router (telemetry receivers, the tag-manager stand-in) that only the app itself may call.
 */
export function comesFromOwnOrigin(request: IncomingMessage): boolean {
  const origin = header(request, 'origin');
  if (origin === undefined) return header(request, 'sec-fetch-site') !== 'cross-site';
  return isOwnOrigin(request, origin);
}

function refuse(status: 403 | 415, code: string, message: string): RouteResponse {
  return { status, body: new HttpError(status, code, message).toBody() };
}

/**
 * The sandbox's cross-site request guard, run by the router before any route:
 * - a state-changing call (POST, PATCH, PUT, DELETE) with a body, or with any
 *   `Content-Type`, must be `application/json` (415 otherwise): an HTML form or a no-cors
 *   `fetch` from another site can only send form or text bodies, so JSON endpoints are out of
 *   its reach;
 * - a state-changing call with an `Origin` must come from the app's own origin or from
 *   `allowedOrigins` (403 otherwise; `Origin: null` is refused too), and one the browser
 *   marks `Sec-Fetch-Site: cross-site` needs an allowed `Origin`;
 * - `sameOriginOnlyPaths` (the sandbox reset) also need `Content-Type: application/json`, which
 *   no cross-site page can send without a CORS preflight the sandbox never grants, and refuse
 *   every origin but the app's own.
 * Calls without `Origin` (curl, server-to-server, tests) pass the origin check.
 */
export function createRequestGuard(options: RequestGuardOptions): RouterGuard {
  const allowed = new Set(options.allowedOrigins);
  const sameOriginOnly = new Set(options.sameOriginOnlyPaths);
  const ownOrigins = options.ownOrigins ? new Set(options.ownOrigins) : undefined;
  return (request) => {
    const method = (request.method ?? 'GET').toUpperCase();
    if (safeMethods.has(method)) return undefined;
    const path = new URL(request.url ?? '/', 'http://sandbox.local').pathname.replace(/\/+$/, '');
    const strict = sameOriginOnly.has(path);
    const contentType = header(request, 'content-type');
    if (
      (contentType !== undefined || hasBody(request) || strict) &&
      !isJsonMediaType(contentType)
    ) {
      return refuse(415, 'unsupported_media_type', 'Request body must be application/json.');
    }
    const origin = header(request, 'origin');
    const fetchSite = header(request, 'sec-fetch-site');
    const own =
      origin !== undefined && (ownOrigins ? ownOrigins.has(origin) : isOwnOrigin(request, origin));
    if (strict) {
      if (
        (origin !== undefined && !own) ||
        fetchSite === 'cross-site' ||
        fetchSite === 'same-site'
      ) {
        return refuse(403, 'cross_site_refused', 'This endpoint only answers the app itself.');
      }
      return undefined;
    }
    if (origin !== undefined && !own && !allowed.has(origin)) {
      return refuse(
        403,
        'origin_not_allowed',
        `Origin '${origin.slice(0, 200)}' may not call this endpoint.`,
      );
    }
    if (origin === undefined && fetchSite === 'cross-site') {
      return refuse(403, 'cross_site_refused', 'Cross-site calls need an allowed Origin.');
    }
    return undefined;
  };
}

/** Runs guards in order; the first answer wins. */
export function combineGuards(...guards: RouterGuard[]): RouterGuard {
  return (request) => {
    for (const guard of guards) {
      const answer = guard(request);
      if (answer) return answer;
    }
    return undefined;
  };
}
