import type { NextApiRequest, NextApiResponse } from 'next';
import { isJsonMediaType } from '@/edge/requestGuard';
import { armFault, armedFaults, clearFaults, maxArmedFaults } from '@/sandbox/telemetry/faults';
import {
  admitTelemetryRequest,
  isRefused,
  parseTelemetryJson,
  readTelemetryBody,
  sendJson,
  sendRefusal,
} from '@/sandbox/telemetry/receiverRequest';

// The body is read and checked here (JSON only).
export const config = { api: { bodyParser: false } };

/**
 * /api/sandbox/faults, the sandbox's fault switch for tests (docs/observability.md):
 * POST `{ "method": "POST", "path": "/api/v1/lead", "status": 500, "times": 1 }` makes the next
 * matching call(s) answer that status (at most 20 armed at once: 429 beyond); GET lists the
 * armed faults; DELETE disarms them all.
 * Same-origin only (JSON body, own Origin), and only while the sandbox receivers are on.
 */
export default async function handler(
  request: NextApiRequest,
  response: NextApiResponse,
): Promise<void> {
  if (!admitTelemetryRequest(request, response, ['GET', 'POST', 'DELETE'])) return;
  if (request.method === 'GET') {
    sendJson(response, 200, { faults: armedFaults() });
    return;
  }
  if (request.method === 'DELETE') {
    clearFaults();
    sendJson(response, 200, { faults: [] });
    return;
  }
  if (!isJsonMediaType(request.headers['content-type'])) {
    sendJson(response, 415, {
      error: { code: 'unsupported_media_type', message: 'Body must be application/json.' },
    });
    return;
  }
  const body = await readTelemetryBody(request);
  const parsed = isRefused(body) ? body : parseTelemetryJson(body);
  if (isRefused(parsed)) {
    sendRefusal(response, parsed);
    return;
  }
  if (armedFaults().length >= maxArmedFaults) {
    sendJson(response, 429, {
      error: {
        code: 'too_many_faults',
        message: `At most ${maxArmedFaults} faults may be armed at once; DELETE /api/sandbox/faults disarms them.`,
      },
    });
    return;
  }
  const fault = armFault(parsed.value);
  if (typeof fault === 'string') {
    sendJson(response, 400, { error: { code: 'invalid_fault', message: fault } });
    return;
  }
  sendJson(response, 201, { fault });
}
