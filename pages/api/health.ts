import type { NextApiRequest, NextApiResponse } from 'next';
import { setting } from '@/lib/settings/settings';
import { publicSetting } from '@/lib/settings/publicSettings';
import { getBrandRegistry } from '@/renderer/brandRegistry';

/**
 * Liveness probe behind /healthcheck (spec §2): answers 200 whenever the process answers,
 * without loading a product, so an orchestrator can poll it cheaply. Whether this replica
 * should take traffic is /readiness (pages/api/readiness.ts).
 *
 * It says what the replica serves: `appVersion` (`APP_VERSION`, else the build's) and
 * `configVersion`, the hash of the brand and theme files it has loaded (the registry checks
 * the folder for changes once a second), so behind a load balancer every replica can be seen
 * serving the same brands, and an edit converging on all of them within seconds. `null` while
 * the brand files do not load (the pages fail then; the process still lives).
 */
export default function health(_req: NextApiRequest, res: NextApiResponse): void {
  let configVersion: string | null;
  try {
    configVersion = getBrandRegistry().version;
  } catch {
    configVersion = null;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({
    status: 'ok',
    appVersion: setting('APP_VERSION') ?? publicSetting('NEXT_PUBLIC_APP_VERSION') ?? null,
    configVersion,
  });
}
