import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Infrastructure probe behind /readiness and /healthcheck (spec §2): answers 200 without
 * loading a product, so an orchestrator can poll it cheaply.
 */
export default function health(_req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok' });
}
