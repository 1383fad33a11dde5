import type { Sandbox } from '@/sandbox/createSandbox';
import { storageRetryAfterSeconds, storageUnavailableAnswer } from '@/sandbox/storageHealth';
import type { RouteResponse } from '@/lib/http/route';
import {
  sharedStoreUnavailableAnswer,
  sharedStoreUnavailableCode,
} from '@/edge/sharedStore/redisConnection';

/** What the app's readiness probe needs to know. */
export interface ReadinessInput {
  /** The process was asked to stop (SIGTERM): it finishes its requests and takes no more. */
  shuttingDown: boolean;
  /** The embedded sandbox when it is the backend; undefined with a real backend (not ours). */
  sandbox: Sandbox | undefined;
  /** The shared store (`REDIS_URL`), when there is one and it cannot serve: why. */
  sharedStoreProblem?: string;
}

/**
 * The readiness answer (`/readiness`): 200 `{ status: 'ok' }` when this replica can take
 * traffic; 503 while it shuts down, or while the sandbox's storage cannot be written
 * (`{ status: 'unavailable', error: { code: 'storage_unavailable', … } }`, `Retry-After`), or
 * while the shared store (`REDIS_URL`) cannot serve (`shared_store_unavailable`).
 * Liveness (`/healthcheck`) stays 200 either way: the process answers.
 */
export function readinessAnswer(input: ReadinessInput): RouteResponse {
  if (input.shuttingDown) {
    return {
      status: 503,
      headers: { 'retry-after': String(storageRetryAfterSeconds) },
      body: {
        status: 'shutting_down',
        error: { code: 'shutting_down', message: 'This server is shutting down.' },
      },
    };
  }
  const storage = input.sandbox?.storageStatus();
  if (storage && !storage.ok) {
    const unavailable = storageUnavailableAnswer();
    return {
      ...unavailable,
      body: {
        status: 'unavailable',
        reason: storage.reason,
        ...(unavailable.body as object),
      },
    };
  }
  if (input.sharedStoreProblem !== undefined) {
    const unavailable = sharedStoreUnavailableAnswer();
    return {
      ...unavailable,
      body: {
        status: 'unavailable',
        reason: input.sharedStoreProblem,
        error: {
          code: sharedStoreUnavailableCode,
          message: 'The shared store (Redis) cannot serve.',
        },
      },
    };
  }
  return { status: 200, body: { status: 'ok' } };
}
