import type { AxiosInstance, AxiosStatic } from 'axios';
import { ApiError } from '@/checkout/api/ApiError';
import type { ApiErrorKind } from '@/checkout/api/ApiError';

/** Time-out of every API call (spec §9): 60 000 ms. */
export const apiTimeoutMs = 60_000;

/** Query parameters; arrays are sent comma-separated, undefined and null are left out. */
export type QueryParams = Record<
  string,
  string | number | boolean | readonly string[] | null | undefined
>;

/** Per-call options. */
export interface ApiRequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  /** Cancels the call (react-query passes one to query functions). */
  signal?: AbortSignal;
}

/** The HTTP client every call of the checkout goes through. */
export interface ApiClient {
  /** Origin the paths are resolved against ('' in the browser: same origin). */
  readonly baseURL: string;
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
}

/** Options of {@link createApiClient}; tests inject a base URL and a short time-out. */
export interface ApiClientOptions {
  baseURL?: string;
  timeoutMs?: number;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The app version sent as `X-App-Version`: inlined at build time from package.json by
 * next.config.js, so the browser never downloads package.json itself (Jest's setup sets it
 * the same way).
 */
export function appVersion(): string {
  return process.env.NEXT_PUBLIC_APP_VERSION ?? 'unknown';
}

/**
 * Where API paths go: in the browser the same origin (''); on the server `CHECKOUT_API_URL`
 * (a real backend), else `CHECKOUT_API_INTERNAL_URL`, else this server on loopback.
 */
export function resolveApiBaseUrl(): string {
  if (typeof window !== 'undefined') return '';
  return (
    nonEmpty(process.env.CHECKOUT_API_URL) ??
    nonEmpty(process.env.CHECKOUT_API_INTERNAL_URL) ??
    `http://127.0.0.1:${process.env.PORT ?? 3000}`
  );
}

/** Serialises query parameters: arrays comma-separated, empty values left out. */
export function serializeQuery(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') search.append(name, text);
  }
  return search.toString();
}

function kindOf(status: number | undefined, code: string | undefined): ApiErrorKind {
  if (status !== undefined) return status >= 500 ? 'server' : 'client';
  return code === 'ECONNABORTED' || code === 'ETIMEDOUT' ? 'timeout' : 'network';
}

type Axios = AxiosStatic;

let axiosModule: Promise<Axios> | undefined;

/**
 * axios, loaded on the first call rather than with the page: the plans come rendered by the
 * server, so no call is needed before the buyer acts, and axios (about 14 kB gzip) stays out
 * of every route's first-load JavaScript (`npm run bench`, bundle section).
 */
function loadAxios(): Promise<Axios> {
  axiosModule ??= import('axios').then((module) => module.default);
  return axiosModule;
}

/** Turns whatever axios rejected with into an {@link ApiError} (never the request body). */
function toApiError(axios: Axios, error: unknown, method: string, path: string): unknown {
  if (!axios.isAxiosError(error)) return error;
  const status = error.response?.status;
  return new ApiError({
    kind: kindOf(status, error.code),
    status,
    body: error.response?.data,
    method: method.toUpperCase(),
    url: path.split('?')[0] ?? path,
  });
}

/**
 * Creates an API client: axios (loaded on first use) with a 60 s time-out, JSON headers, the
 * `X-App-Version` header from package.json, and only 2xx counted as success; every failure
 * rejects with an {@link ApiError} typed by kind (network, timeout, client 4xx with body,
 * server 5xx), never carrying the request body.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? resolveApiBaseUrl();
  let instance: Promise<AxiosInstance> | undefined;

  function client(): Promise<AxiosInstance> {
    instance ??= loadAxios().then((axios) =>
      axios.create({
        baseURL,
        timeout: options.timeoutMs ?? apiTimeoutMs,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-App-Version': appVersion(),
        },
        validateStatus: (status) => status >= 200 && status < 300,
        paramsSerializer: { serialize: serializeQuery },
        transitional: { clarifyTimeoutError: true },
      }),
    );
    return instance;
  }

  async function send<T>(
    method: string,
    path: string,
    body: unknown,
    request: ApiRequestOptions = {},
  ): Promise<T> {
    const [axios, http] = await Promise.all([loadAxios(), client()]);
    try {
      const response = await http.request<T>({
        method,
        url: path,
        data: body,
        params: request.params,
        headers: request.headers,
        signal: request.signal,
      });
      return response.data;
    } catch (error) {
      throw toApiError(axios, error, method, path);
    }
  }

  return {
    baseURL,
    get: (path, request) => send('GET', path, undefined, request),
    post: (path, body, request) => send('POST', path, body, request),
    patch: (path, body, request) => send('PATCH', path, body, request),
  };
}

let defaultClient: ApiClient | undefined;

/**
 * The shared client for the current environment, recreated when the base URL changes (so a
 * server started with CHECKOUT_API_URL, or a test that sets it, is followed).
 */
export function getApiClient(): ApiClient {
  const baseURL = resolveApiBaseUrl();
  if (!defaultClient || defaultClient.baseURL !== baseURL)
    defaultClient = createApiClient({ baseURL });
  return defaultClient;
}
