// What an HTTP route answers and how a path pattern matches, shared by the sandbox's router
// (sandbox/router.ts) and the server edge (edge/: the API proxy, its limits and guards).
import type { IncomingMessage } from 'node:http';

/** What a route handler answers: a JSON body, or an HTML page when `html` is set. */
export interface RouteResponse {
  status: number;
  body?: unknown;
  html?: string;
  headers?: Record<string, string>;
}

/** Runs before any route; answering something short-circuits the request. */
export type RouterGuard = (request: IncomingMessage) => RouteResponse | undefined;

/** Turns `/api/v1/lead/{id}/phones` into a regular expression with one group per parameter. */
export function compilePattern(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const match = /^\{([A-Za-z][A-Za-z0-9_]*)\}$/.exec(segment);
      if (match?.[1]) {
        paramNames.push(match[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), paramNames };
}
