import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Liveness probe behind /healthcheck (spec §2): answers 200 whenever the process answers,
 * without loading a product, so an orchestrator can poll it cheaply. Whether this replica
 * should take traffic is /readiness (pages/api/readiness.ts).
 */
export default function health(_req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok' });
}
