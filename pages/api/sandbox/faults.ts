import type { NextApiRequest, NextApiResponse } from 'next';
import { isJsonMediaType } from '@/sandbox/requestGuard';
import { armFault, armedFaults, clearFaults } from '@/sandbox/telemetry/faults';
import {
  admitTelemetryRequest,
  readTelemetryBody,
  sendJson,
} from '@/sandbox/telemetry/receiverRequest';

// The body is read and checked here (JSON only).
export const config = { api: { bodyParser: false } };

/**
 * /api/sandbox/faults, the sandbox's fault switch for tests (docs/observability.md):
 * POST `{ "method": "POST", "path": "/api/v1/lead", "status": 500, "times": 1 }` makes the next
 * matching call(s) answer that status; GET lists the armed faults; DELETE disarms them all.
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
  let input: unknown;
  try {
    input = JSON.parse(body?.toString('utf8') ?? '') as unknown;
  } catch {
    sendJson(response, 400, { error: { code: 'invalid_json', message: 'Body is not JSON.' } });
    return;
  }
  const fault = armFault(input);
  if (typeof fault === 'string') {
    sendJson(response, 400, { error: { code: 'invalid_fault', message: fault } });
    return;
  }
  sendJson(response, 201, { fault });
}
