import type { NextApiRequest, NextApiResponse } from 'next';
import {
  EnvelopeTooDeepError,
  errorEventsOf,
  parseEnvelope,
} from '@/sandbox/telemetry/sentryEnvelope';
import {
  admitTelemetryRequest,
  isRefused,
  readTelemetryBody,
  sendJson,
  sendRefusal,
  tooDeep,
} from '@/sandbox/telemetry/receiverRequest';
import { addTelemetry } from '@/sandbox/telemetry/telemetryStore';

// Envelopes are newline-delimited JSON sent as text/plain (and gzip from Node): read raw.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/sandbox/sentry/api/{project}/envelope: the sandbox's Sentry-compatible receiver.
 * The SDK's ingest URL for the DSN `http://public@<host>/api/sandbox/sentry/1` is this path
 * with a trailing slash; the checkout sets it (without the slash, which Next.js would redirect)
 * as the SDK's `tunnel`. Error events are kept for GET /api/sandbox/telemetry/errors.
 */
export default async function handler(
  request: NextApiRequest,
  response: NextApiResponse,
): Promise<void> {
  if (!admitTelemetryRequest(request, response, ['POST'])) return;
  const path = ([] as string[]).concat(request.query.path ?? []);
  const project =
    path.length === 3 && path[0] === 'api' && path[2] === 'envelope' ? path[1] : undefined;
  if (!project || !/^\d+$/.test(project)) {
    sendJson(response, 404, {
      error: {
        code: 'not_found',
        message: 'Post envelopes to /api/sandbox/sentry/api/{project}/envelope.',
      },
    });
    return;
  }
  const body = await readTelemetryBody(request);
  if (isRefused(body)) {
    sendRefusal(response, body);
    return;
  }
  try {
    const envelope = parseEnvelope(body);
    const events = errorEventsOf(envelope, project, new Date().toISOString());
    addTelemetry('errors', events);
    sendJson(response, 200, { id: events[0]?.eventId ?? envelope.header.event_id ?? null });
  } catch (error) {
    if (error instanceof EnvelopeTooDeepError) sendRefusal(response, tooDeep);
    else
      sendJson(response, 400, {
        error: { code: 'invalid_envelope', message: String(error).slice(0, 200) },
      });
  }
}
