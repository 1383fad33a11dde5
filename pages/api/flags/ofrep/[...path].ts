import type { NextApiRequest, NextApiResponse } from 'next';
import { flagServiceUrl } from '@/renderer/flags/flagSettings';
import { answerOfrep } from '@/sandbox/flags/answerOfrep';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Time-out of a forwarded evaluation. */
const timeoutMs = 5000;

/**
 * /api/flags/ofrep/v1/evaluate/flags[/{key}]: the browser's same-origin OFREP endpoint. With
 * `FLAGS_OFREP_URL` set it forwards the evaluation (body, If-None-Match) to that flag service
 * and returns its status, ETag and body; otherwise the sandbox's flag service answers. The
 * browser never talks to the flag service directly (CSP `connect-src 'self'`).
 */
export default async function handler(
  request: NextApiRequest,
  response: NextApiResponse,
): Promise<void> {
  const path = (request.url ?? '').split('?')[0]?.replace(/^\/api\/flags/, '') ?? '';
  const body = request.body === '' ? undefined : (request.body as unknown);
  const ifNoneMatch = header(request.headers['if-none-match']);
  const service = flagServiceUrl();
  response.setHeader('cache-control', 'no-store');
  if (!service) {
    const answer = answerOfrep({ method: request.method ?? 'GET', path, body, ifNoneMatch });
    for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
    response.status(answer.status);
    if (answer.body === undefined) response.end();
    else response.send(JSON.stringify(answer.body));
    return;
  }
  if (request.method !== 'POST' || !/^\/ofrep\/v1\/evaluate\/flags(\/[^/]+)?\/?$/.test(path)) {
    response
      .status(request.method === 'POST' ? 404 : 405)
      .json({ errorDetails: 'not an OFREP evaluation' });
    return;
  }
  try {
    const answer = await fetch(`${service}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const etag = answer.headers.get('etag');
    if (etag) response.setHeader('etag', etag);
    response.status(answer.status);
    if (answer.status === 304) {
      response.end();
      return;
    }
    response.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
    response.send(await answer.text());
  } catch {
    response.status(502).json({ errorDetails: 'the flag service did not answer' });
  }
}
