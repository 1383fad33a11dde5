/** How an API call failed. */
export type ApiErrorKind = 'network' | 'timeout' | 'client' | 'server';

/** What {@link ApiError} is built from. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; undefined for network failures and time-outs. */
  status: number | undefined;
  /** The answer's body (4xx and 5xx); the sandbox answers `{ error: { code, message, field? } }`. */
  body: unknown;
  method: string;
  /** The path called, without the query string (it may carry personal data). */
  url: string;
  /** The call's URL fingerprint header (its path template), when it sent one. */
  fingerprint?: string;
  /** The query string sent, without '?' (error reports attach it as extra data). */
  query?: string;
  /**
   * Whether the answer came with `idempotent-replayed: true`: the backend answered the stored
   * outcome of an attempt it had already finished under this `Idempotency-Key`.
   */
  replayed?: boolean;
}

function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The one error type of the API client: every failed call (no answer, time-out, 4xx, 5xx)
 * rejects with it. It never carries the request body, so card data cannot leak into logs or
 * error reports through it.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly method: string;
  readonly url: string;
  /** The path template error reporting groups by: the fingerprint header, else the path. */
  readonly fingerprint: string;
  /** The query string sent, without '?'; '' when there was none. */
  readonly query: string;
  /** The error code of the answer's body (`card_declined`, `invalid_email`…), when it has one. */
  readonly code: string | undefined;
  /** The answer replayed a finished attempt's stored outcome (`idempotent-replayed: true`). */
  readonly replayed: boolean;

  constructor(init: ApiErrorInit) {
    const what = init.status === undefined ? init.kind : `${init.kind} error ${init.status}`;
    const code = errorCodeOf(init.body);
    super(`${init.method} ${init.url} failed: ${what}${code ? ` (${code})` : ''}`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
    this.fingerprint = init.fingerprint ?? init.url;
    this.query = init.query ?? '';
    this.code = code;
    this.replayed = init.replayed ?? false;
  }
}

/** Whether a value is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Whether a call failed because what it asked for does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
