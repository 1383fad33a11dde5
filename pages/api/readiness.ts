import type { NextApiRequest, NextApiResponse } from 'next';
import { isShuttingDown } from '@/lib/shutdown/shuttingDown';
import { isSandboxDisabled } from '@/sandbox/createSandbox';
import { readinessAnswer } from '@/sandbox/readiness';
import { getSandbox } from '@/sandbox/sandboxInstance';
import { sharedStoreStatus } from '@/edge/sharedStore/redisConnection';

/**
 * Readiness probe behind /readiness: 200 while this replica can take traffic; 503 once it is
 * shutting down (SIGTERM) or while the sandbox backend's storage cannot be written (a cheap,
 * cached write that is rolled back). With a real backend (CHECKOUT_API_URL) storage is not
 * ours and is not checked; or while the shared store (`REDIS_URL`) does not answer a PING. Liveness is /healthcheck (pages/api/health.ts).
 */
export default async function readiness(_req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const sharedStore = await sharedStoreStatus();
  const answer = readinessAnswer({
    shuttingDown: isShuttingDown(),
    sandbox: isSandboxDisabled() ? undefined : getSandbox(),
    ...(sharedStore.ok ? {} : { sharedStoreProblem: sharedStore.reason }),
  });
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}
