/**
 * The sandbox's flag service over the OpenFeature Remote Evaluation Protocol (OFREP v1):
 * `POST /ofrep/v1/evaluate/flags` evaluates every flag of the file for the request's context
 * (with an ETag; `If-None-Match` with the same tag answers 304 without a body), and
 * `POST /ofrep/v1/evaluate/flags/{key}` one flag (404 FLAG_NOT_FOUND when the file lacks it).
 * Any OFREP client (OpenFeature's OFREP providers for server and web) talks to it as to flagd or
 * GO Feature Flag. Pure: the Next API route passes the request in and writes the answer out.
 */
import { createHash } from 'node:crypto';
import { evaluateSandboxFlag } from '@/sandbox/flags/evaluateSandboxFlag';
import type { OfrepContext } from '@/sandbox/flags/evaluateSandboxFlag';
import { readFlagSnapshot } from '@/sandbox/flags/flagFile';
import type { FlagSnapshot } from '@/sandbox/flags/flagFile';

/** An OFREP request as the route hands it over. */
export interface OfrepRequest {
  method: string;
  /** The path after the mount point, e.g. `/ofrep/v1/evaluate/flags/pix-enabled`. */
  path: string;
  /** The parsed JSON body (`{ context }`); undefined when empty. */
  body: unknown;
  ifNoneMatch?: string;
}

/** The answer: status, headers and a JSON body (none for 304). */
export interface OfrepAnswer {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
}

const bulkPath = /^\/ofrep\/v1\/evaluate\/flags\/?$/;
const singlePath = /^\/ofrep\/v1\/evaluate\/flags\/([^/]+)\/?$/;

function contextOf(body: unknown): OfrepContext | string {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'the body must be a JSON object { "context": { … } }';
  const context = (body as { context?: unknown }).context;
  if (context === undefined) return {};
  if (typeof context !== 'object' || context === null || Array.isArray(context))
    return '`context` must be a JSON object';
  return context as OfrepContext;
}

/** Answers one OFREP request from the flags file (see the module comment). */
export function answerOfrep(
  request: OfrepRequest,
  read: () => FlagSnapshot = () => readFlagSnapshot(),
): OfrepAnswer {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  const single = singlePath.exec(request.path);
  if (!single && !bulkPath.test(request.path))
    return { status: 404, headers: json, body: { errorDetails: `no OFREP route ${request.path}` } };
  if (request.method !== 'POST')
    return { status: 405, headers: { ...json, allow: 'POST' }, body: { errorDetails: 'use POST' } };
  const context = contextOf(request.body);
  const key = single ? decodeURIComponent(single[1] ?? '') : undefined;
  if (typeof context === 'string') {
    return {
      status: 400,
      headers: json,
      body: key
        ? { key, errorCode: 'INVALID_CONTEXT', errorDetails: context }
        : { errorCode: 'INVALID_CONTEXT', errorDetails: context },
    };
  }
  let snapshot: FlagSnapshot;
  try {
    snapshot = read();
  } catch (error) {
    return {
      status: 500,
      headers: json,
      body: {
        errorDetails: `flags file unreadable: ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
  if (key !== undefined) {
    const result = evaluateSandboxFlag(key, snapshot.flags[key], context);
    return { status: 'errorCode' in result ? 404 : 200, headers: json, body: result };
  }
  const body = {
    flags: Object.entries(snapshot.flags).map(([flagKey, flag]) =>
      evaluateSandboxFlag(flagKey, flag, context),
    ),
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === etag))
    return { status: 304, headers: { etag, 'cache-control': 'no-store' } };
  return { status: 200, headers: { ...json, etag }, body };
}
