import type { NextApiRequest, NextApiResponse } from 'next';
import { backendOrigin, forwardToBackend } from '@/edge/backendProxy';
import { getSandbox } from '@/sandbox/sandboxInstance';

// The sandbox router reads and checks JSON bodies itself (size limit, 400 on bad JSON), and the
// proxy forwards them untouched.
export const config = { api: { bodyParser: false } };

/**
 * Every /api/v2/* call: forwarded to the real backend when CHECKOUT_API_URL is set (read per
 * request, so a prebuilt app can be pointed anywhere at start), else answered by the embedded
 * sandbox backend (sandbox/README.md).
 */
export default function handler(request: NextApiRequest, response: NextApiResponse): Promise<void> {
  const origin = backendOrigin();
  if (origin) return forwardToBackend(request, response, origin);
  return getSandbox().router.handle(request, response);
}
