import type { AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { ApiError } from '@/checkout/api/ApiError';
import type { ApiErrorKind } from '@/checkout/api/ApiError';
import { setting } from '@/lib/settings/readSetting';
import { publicSetting } from '@/lib/settings/publicSettings';

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
  /**
   * The path template (`/api/v1/lead/{id}`), sent as the {@link urlFingerprintHeader} header:
   * error reporting groups HTTP failures by it, so every lead's failure is one issue.
   * Without it the path without the query groups them.
   */
  fingerprint?: string;
  /** This call's time-out, ms, instead of the client's (payments: `paymentTimeoutMs()`). */
  timeoutMs?: number;
}

/** The custom URL fingerprint header of spec §8 (the path template of a call). */
export const urlFingerprintHeader = 'X-Url-Fingerprint';

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

/**
 * The app version sent as `X-App-Version`: inlined at build time from package.json by
 * next.config.js, so the browser never downloads package.json itself (Jest's setup sets it
 * the same way).
 */
export function appVersion(): string {
  return publicSetting('NEXT_PUBLIC_APP_VERSION') ?? 'unknown';
}

/**
 * Where API paths go: in the browser the same origin (''); on the server `CHECKOUT_API_URL`
 * (a real backend), else `CHECKOUT_API_INTERNAL_URL`, else this server on loopback.
 */
export function resolveApiBaseUrl(): string {
  if (typeof window !== 'undefined') return '';
  return (
    setting('CHECKOUT_API_URL') ??
    setting('CHECKOUT_API_INTERNAL_URL') ??
    `http://127.0.0.1:${setting('PORT') ?? 3000}`
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

let axiosModule: Promise<AxiosStatic> | undefined;

/**
 * axios, loaded on the first call rather than with the page: the plans come rendered by the
 * server, so no call is needed before the buyer acts, and axios (about 14 kB gzip) stays out
 * of every route's first-load JavaScript (`npm run bench`, bundle section).
 */
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then((module) => module.default);
  return axiosModule;
}

/** What a failed call was: for the error's grouping and extra data. */
interface SentRequest {
  method: string;
  url: string;
  params?: QueryParams;
  fingerprint?: string;
}

/** Turns whatever axios rejected with into an {@link ApiError} (never the request body). */
function toApiError(axios: AxiosStatic, error: unknown, request: SentRequest): unknown {
  if (!axios.isAxiosError(error)) return error;
  const status = error.response?.status;
  const [path = request.url, inlineQuery = ''] = request.url.split('?');
  const query = [inlineQuery, request.params ? serializeQuery(request.params) : '']
    .filter((part) => part !== '')
    .join('&');
  return new ApiError({
    kind: kindOf(status, error.code),
    status,
    body: error.response?.data,
    method: request.method.toUpperCase(),
    url: path,
    fingerprint: request.fingerprint,
    query,
    replayed: String(error.response?.headers?.['idempotent-replayed'] ?? '') === 'true',
  });
}

function headersOf(request: ApiRequestOptions): Record<string, string> | undefined {
  if (!request.fingerprint) return request.headers;
  return { ...request.headers, [urlFingerprintHeader]: request.fingerprint };
}

/**
 * Creates an API client: axios (loaded on first use) with a 60 s time-out, JSON headers, the
 * `X-App-Version` header from package.json, and only 2xx counted as success; every failure
 * rejects with an {@link ApiError} typed by kind (network, timeout, client 4xx with body,
 * server 5xx), never carrying the request body.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? resolveApiBaseUrl();
  let instance: AxiosInstance | undefined;

  function client(axios: AxiosStatic): AxiosInstance {
    instance ??= axios.create({
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
    });
    return instance;
  }

  async function send<T>(
    config: AxiosRequestConfig & { url: string; method: string; params?: QueryParams },
    fingerprint: string | undefined,
  ): Promise<T> {
    const axios = await loadAxios();
    const http = client(axios);
    try {
      const response = await http.request<T>(config);
      return response.data;
    } catch (error) {
      throw toApiError(axios, error, { ...config, fingerprint });
    }
  }

  return {
    baseURL,
    get: (path, request = {}) =>
      send(
        {
          method: 'GET',
          url: path,
          params: request.params,
          headers: headersOf(request),
          signal: request.signal,
          ...(request.timeoutMs === undefined ? {} : { timeout: request.timeoutMs }),
        },
        request.fingerprint,
      ),
    post: (path, body, request = {}) =>
      send(
        {
          method: 'POST',
          url: path,
          data: body,
          params: request.params,
          headers: headersOf(request),
          signal: request.signal,
          ...(request.timeoutMs === undefined ? {} : { timeout: request.timeoutMs }),
        },
        request.fingerprint,
      ),
    patch: (path, body, request = {}) =>
      send(
        {
          method: 'PATCH',
          url: path,
          data: body,
          params: request.params,
          headers: headersOf(request),
          signal: request.signal,
          ...(request.timeoutMs === undefined ? {} : { timeout: request.timeoutMs }),
        },
        request.fingerprint,
      ),
  };
}

let defaultClient: ApiClient | undefined;
let replacement: ApiClient | undefined;

/**
 * Replaces the shared client in this page (undefined restores it): the studio's preview
 * answers from the API's examples, so a preview charges nobody.
 */
export function replaceApiClient(client: ApiClient | undefined): void {
  replacement = client;
}

/**
 * The shared client for the current environment, recreated when the base URL changes (so a
 * server started with CHECKOUT_API_URL, or a test that sets it, is followed).
 */
export function getApiClient(): ApiClient {
  if (replacement) return replacement;
  const baseURL = resolveApiBaseUrl();
  if (!defaultClient || defaultClient.baseURL !== baseURL)
    defaultClient = createApiClient({ baseURL });
  return defaultClient;
}
