import type { NextApiRequest, NextApiResponse } from 'next';
import {
  requestOrigin,
  resolveTelemetrySettings,
} from '@/platform/observability/telemetrySettings';
import { settingsEnv } from '@/lib/settings/settings';

/**
 * GET /api/observability/config: where the browser sends errors and performance data, read
 * from the server's environment at run time (docs/observability.md). The page asks for it
 * after its first paint, so no setting is frozen into the build and no inline script is needed.
 */
export default function handler(request: NextApiRequest, response: NextApiResponse): void {
  if (request.method !== 'GET') {
    response.setHeader('Allow', 'GET');
    response.status(405).json({ error: { code: 'method_not_allowed', message: 'Use GET.' } });
    return;
  }
  response.setHeader('Cache-Control', 'no-store');
  response
    .status(200)
    .json(resolveTelemetrySettings(settingsEnv(), requestOrigin(request.headers)));
}
