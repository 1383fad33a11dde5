import type { NextApiRequest, NextApiResponse } from 'next';
import { receiveCspReports, recentCspReports } from '@/renderer/security/cspReportStore';
import { reportCspViolation } from '@/platform/observability/errorReportingServer';
import { isSandboxDisabled } from '@/sandbox/createSandbox';
import { exceedsJsonDepth } from '@/sandbox/jsonDepth';
import { readBoundedBody } from '@/lib/http/readBoundedBody';

// Reports come as application/csp-report or application/reports+json: read the raw body.
export const config = { api: { bodyParser: false } };

const maxBytes = 64 * 1024;

async function readBody(request: NextApiRequest): Promise<string | undefined> {
  return (await readBoundedBody(request, maxBytes))?.toString('utf8');
}

/**
 * /api/csp-report: where browsers send Content-Security-Policy violations (`report-uri` and
 * `report-to`, PCI DSS 11.6.1). POST keeps the last violations, and logs and reports each one
 * that is no recent duplicate, within a rate (renderer/security/cspReportStore.ts); GET lists
 * them, only while the sandbox runs (tests and local runs), since reports describe buyers'
 * pages.
 */
export default async function handler(
  request: NextApiRequest,
  response: NextApiResponse,
): Promise<void> {
  response.setHeader('Cache-Control', 'no-store');
  if (request.method === 'GET') {
    if (isSandboxDisabled()) {
      response
        .status(404)
        .json({ error: { code: 'not_found', message: 'Reports are not listed here.' } });
      return;
    }
    response.status(200).json({ reports: recentCspReports() });
    return;
  }
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'GET, POST');
    response.status(405).json({ error: { code: 'method_not_allowed', message: 'Use POST.' } });
    return;
  }
  const text = await readBody(request);
  if (text === undefined) {
    response
      .status(413)
      .json({ error: { code: 'payload_too_large', message: 'Report too large.' } });
    return;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text) as unknown;
  } catch {
    response.status(400).json({ error: { code: 'invalid_json', message: 'Report is not JSON.' } });
    return;
  }
  if (exceedsJsonDepth(payload, 8)) {
    response
      .status(400)
      .json({ error: { code: 'json_too_deep', message: 'Report nests too deep.' } });
    return;
  }
  // Each violation logged also reaches error reporting (PCI DSS 11.6.1: someone is alerted);
  // duplicates and reports past the rate are kept but neither logged nor reported.
  const { logged } = receiveCspReports(payload);
  for (const violation of logged) reportCspViolation({ ...violation });
  response.status(204).end();
}
