import type { NextApiRequest, NextApiResponse } from 'next';
import { getSandbox } from '@/sandbox/sandboxInstance';

// The sandbox router reads and checks JSON bodies itself (size limit, 400 on bad JSON).
export const config = { api: { bodyParser: false } };

/** Every /api/v1/* call, answered by the embedded sandbox backend (sandbox/README.md). */
export default function handler(request: NextApiRequest, response: NextApiResponse): Promise<void> {
  return getSandbox().router.handle(request, response);
}
