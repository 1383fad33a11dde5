import type { NextApiRequest, NextApiResponse } from 'next';
import { admitTelemetryRequest, sendJson } from '@/sandbox/telemetry/receiverRequest';
import { telemetryKinds, telemetryStore } from '@/sandbox/telemetry/telemetryStore';
import type { TelemetryKind } from '@/sandbox/telemetry/telemetryStore';

/**
 * GET /api/sandbox/telemetry/{errors,spans,metrics,logs}: what the sandbox receivers got,
 * oldest first (the last 500 of each, at most 8 MiB of JSON), for browser tests and for a
 * person to look at.
 * `?service=checkout-front` keeps one service's records; `?name=` one span or metric name.
 */
export default function handler(request: NextApiRequest, response: NextApiResponse): void {
  if (!admitTelemetryRequest(request, response, ['GET'])) return;
  const kind = request.query.kind;
  if (typeof kind !== 'string' || !telemetryKinds.includes(kind as TelemetryKind)) {
    sendJson(response, 404, {
      error: { code: 'not_found', message: `Kinds: ${telemetryKinds.join(', ')}.` },
    });
    return;
  }
  const service = typeof request.query.service === 'string' ? request.query.service : undefined;
  const name = typeof request.query.name === 'string' ? request.query.name : undefined;
  const records = (
    telemetryStore()[kind as TelemetryKind] as { serviceName?: string; name?: string }[]
  ).filter(
    (record) =>
      (service === undefined || record.serviceName === service) &&
      (name === undefined || record.name === name),
  );
  try {
    sendJson(response, 200, { [kind]: records });
  } catch (error) {
    // The store is bounded and takes only JSON it can write back, so this is not expected;
    // should it happen, the reader is told, not answered 500.
    sendJson(response, 503, {
      error: { code: 'telemetry_unreadable', message: String(error).slice(0, 200) },
    });
  }
}
