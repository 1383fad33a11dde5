import type { IncomingHttpHeaders } from 'node:http';
import { apiOperations } from '@/schemas/generated/apiOperations';
import type { ApiOperationContract, ApiOperationId } from '@/schemas/generated/apiOperations';
import { contractError } from '@/lib/http/contractError';
import type { RequestPart } from '@/lib/http/contractError';
import { HttpError } from '@/lib/http/httpError';
import type { Route, RouteRequest } from '@/sandbox/router';
import type { RouteResponse } from '@/lib/http/route';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** A request that matched its operation's contract (schemas/api): typed parts. */
export interface CheckedRequest<Params, Query, Body> {
  params: Params;
  /** Query parameters: trimmed, empty ones dropped, declared lists split on commas. */
  query: Query;
  body: Body;
  headers: IncomingHttpHeaders;
  /** Path without the query string. */
  path: string;
  /** The body as received (for idempotency fingerprints and pass-through storage). */
  rawBody: unknown;
}

/** The query object a query schema checks: strings, or string lists for declared lists. */
export function queryObject(
  query: URLSearchParams,
  lists: readonly string[],
): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    if (lists.includes(name)) {
      const items = query
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== '');
      if (items.length > 0) result[name] = items;
    } else {
      const value = query.get(name)?.trim() ?? '';
      if (value !== '') result[name] = value;
    }
  }
  return result;
}

function headerObject(
  headers: IncomingHttpHeaders,
  names: readonly string[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of names) {
    const raw = headers[name.toLowerCase()];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value !== '') result[name] = value;
  }
  return result;
}

function check(contract: ApiOperationContract, part: RequestPart, data: unknown): void {
  const validate = contract[part];
  if (validate && !validate(data)) throw contractError(part, validate.errors ?? [], data);
}

/**
 * Checks a request against its operation's contract (schemas/api/operations.json and the
 * schemas it names): path parameters, query, declared headers and body, in that order. The
 * first violation answers 400 with the field, the JSON pointer and a plain sentence.
 */
export function checkRequest(
  operationId: ApiOperationId,
  request: RouteRequest,
): CheckedRequest<unknown, unknown, unknown> {
  const contract: ApiOperationContract = apiOperations[operationId];
  check(contract, 'params', request.params);
  const query = queryObject(request.query, contract.queryLists);
  check(contract, 'query', query);
  check(contract, 'headers', headerObject(request.headers, contract.headerNames));
  if (contract.body) {
    if (request.body === undefined) {
      throw new HttpError(
        400,
        'missing_body',
        'Request body is required (a JSON object).',
        undefined,
        '/body',
      );
    }
    check(contract, 'body', request.body);
  }
  return {
    params: request.params,
    query,
    body: request.body,
    headers: request.headers,
    path: request.path,
    rawBody: request.body,
  };
}

/**
 * A sandbox route for an operation of the contract: method and path come from
 * schemas/api/operations.json, and the handler runs only for a request that matches the
 * contract, with its parts typed (`Params`, `Query`, `Body` from '@/schemas/generated/apiTypes').
 */
export function contractRoute<
  Params = Record<string, string>,
  Query = Record<string, never>,
  Body = undefined,
>(
  operationId: ApiOperationId,
  handle: (
    request: CheckedRequest<Params, Query, Body>,
    context: SandboxContext,
  ) => RouteResponse | Promise<RouteResponse>,
): Route<SandboxContext> {
  const contract: ApiOperationContract = apiOperations[operationId];
  return {
    method: contract.method,
    path: contract.path,
    operationId,
    handle(request, context) {
      // The generated validators checked every part against the types named here.
      return handle(
        checkRequest(operationId, request) as CheckedRequest<Params, Query, Body>,
        context,
      );
    },
  };
}
