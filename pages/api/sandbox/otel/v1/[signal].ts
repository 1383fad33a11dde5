import type { NextApiRequest, NextApiResponse } from 'next';
import { logsOf, metricsOf, spansOf } from '@/sandbox/telemetry/otlpJson';
import {
  admitTelemetryRequest,
  readTelemetryBody,
  sendJson,
} from '@/sandbox/telemetry/receiverRequest';
import { addTelemetry } from '@/sandbox/telemetry/telemetryStore';

// OTLP/HTTP JSON comes as application/json, from sendBeacon too: read raw.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/sandbox/otel/v1/{traces,metrics,logs}: the sandbox's OTLP/HTTP JSON receiver
 * (the performance agent's `OTEL_EXPORTER_OTLP_ENDPOINT` in sandbox mode). Spans, metrics and
 * log records are kept for GET /api/sandbox/telemetry/{spans,metrics,logs}.
 */
export default async function handler(
  request: NextApiRequest,
  response: NextApiResponse,
): Promise<void> {
  if (!admitTelemetryRequest(request, response, ['POST'])) return;
  const signal = request.query.signal;
  if (signal !== 'traces' && signal !== 'metrics' && signal !== 'logs') {
    sendJson(response, 404, {
      error: { code: 'not_found', message: 'Signals: traces, metrics, logs.' },
    });
    return;
  }
  const body = await readTelemetryBody(request);
  if (!body) {
    sendJson(response, 413, { error: { code: 'payload_too_large', message: 'Export too large.' } });
    return;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    sendJson(response, 400, {
      error: {
        code: 'invalid_json',
        message: 'OTLP/HTTP JSON expected (protobuf is not read here).',
      },
    });
    return;
  }
  const receivedAt = new Date().toISOString();
  if (signal === 'traces') addTelemetry('spans', spansOf(payload, receivedAt));
  else if (signal === 'metrics') addTelemetry('metrics', metricsOf(payload, receivedAt));
  else addTelemetry('logs', logsOf(payload, receivedAt));
  // An empty partialSuccess is the OTLP answer for "all accepted".
  sendJson(response, 200, { partialSuccess: {} });
}
