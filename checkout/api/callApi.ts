// Calls an operation of the API contract by its operationId. The method, the path template and
// the types of every part come from the contract (schemas/api/operations.json, through the
// generated `apiRoutes.ts`), so no path is written by hand in the checkout, and the template is
// also the call's fingerprint: error reporting groups failures by it (spec §8).
import { getApiClient } from '@/checkout/api/apiClient';
import type { ApiClient, ApiRequestOptions, QueryParams } from '@/checkout/api/apiClient';
import { apiRoutes } from '@/schemas/generated/apiRoutes';
import type { ApiRoutes, OperationId } from '@/schemas/generated/apiRoutes';

/** `{ [name]: T }` when the operation declares that part, nothing when it does not (`never`). */
type DeclaredPart<Name extends string, T, Optional extends boolean = false> = [T] extends [never]
  ? object
  : Optional extends true
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What one call sends: the parts its operation declares (query and headers may be left out). */
export type ApiCall<Id extends OperationId> = DeclaredPart<'params', ApiRoutes[Id]['params']> &
  DeclaredPart<'body', ApiRoutes[Id]['body']> &
  DeclaredPart<'query', ApiRoutes[Id]['query'], true> &
  DeclaredPart<'headers', ApiRoutes[Id]['headers'], true> &
  Pick<ApiRequestOptions, 'signal' | 'timeoutMs'>;

/** The answer of an operation. */
export type ApiAnswer<Id extends OperationId> = ApiRoutes[Id]['response'];

interface LooseCall {
  params?: Record<string, unknown>;
  query?: object;
  headers?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The path of one call: each `{name}` of the template replaced by its parameter, URI-encoded.
 * A parameter the template names but the call lacks is a programming error, thrown at once.
 */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${template}: path parameter '${name}' is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

function definedHeaders(
  headers: Record<string, string | undefined> | undefined,
): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  const kept = Object.entries(headers).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/** Sends one call of the contract through `client` (the shared one by default). */
export function callApi<Id extends OperationId>(
  operationId: Id,
  call: ApiCall<Id>,
  client: ApiClient = getApiClient(),
): Promise<ApiAnswer<Id>> {
  const { method, path } = apiRoutes[operationId];
  const loose = call as LooseCall;
  const options: ApiRequestOptions = {
    params: loose.query as QueryParams | undefined,
    headers: definedHeaders(loose.headers),
    signal: loose.signal,
    timeoutMs: loose.timeoutMs,
    fingerprint: path,
  };
  const url = fillPath(path, loose.params);
  switch (method) {
    case 'GET':
      return client.get(url, options);
    case 'POST':
      return client.post(url, loose.body, options);
    case 'PATCH':
      return client.patch(url, loose.body, options);
    default:
      throw new TypeError(`${operationId}: the checkout's client does not send ${method}`);
  }
}
