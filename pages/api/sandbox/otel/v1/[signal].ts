import type { NextApiRequest, NextApiResponse } from 'next';
import { logsOf, metricsOf, spansOf } from '@/sandbox/telemetry/otlpJson';
import {
  admitTelemetryRequest,
  isRefused,
  parseTelemetryJson,
  readTelemetryBody,
  sendJson,
  sendRefusal,
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
  if (isRefused(body)) {
    sendRefusal(response, body);
    return;
  }
  const parsed = parseTelemetryJson(body);
  if (isRefused(parsed)) {
    sendRefusal(
      response,
      parsed.code === 'invalid_json'
        ? { ...parsed, message: 'OTLP/HTTP JSON expected (protobuf is not read here).' }
        : parsed,
    );
    return;
  }
  const payload = parsed.value;
  const receivedAt = new Date().toISOString();
  if (signal === 'traces') addTelemetry('spans', spansOf(payload, receivedAt));
  else if (signal === 'metrics') addTelemetry('metrics', metricsOf(payload, receivedAt));
  else addTelemetry('logs', logsOf(payload, receivedAt));
  // An empty partialSuccess is the OTLP answer for "all accepted".
  sendJson(response, 200, { partialSuccess: {} });
}
