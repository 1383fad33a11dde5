import type { NextApiRequest, NextApiResponse } from 'next';
import { answerOfrep } from '@/sandbox/flags/answerOfrep';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * /api/sandbox/ofrep/v1/evaluate/flags[/{key}]: the sandbox's flag service (OpenFeature Remote
 * Evaluation Protocol) reading the flags file (`FLAGS_FILE`, default sandbox/flags.json).
 */
export default function handler(request: NextApiRequest, response: NextApiResponse): void {
  const path = (request.url ?? '').split('?')[0]?.replace(/^\/api\/sandbox/, '') ?? '';
  const answer = answerOfrep({
    method: request.method ?? 'GET',
    path,
    body: request.body === '' ? undefined : (request.body as unknown),
    ifNoneMatch: header(request.headers['if-none-match']),
  });
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.status(answer.status);
  if (answer.body === undefined) response.end();
  else response.send(JSON.stringify(answer.body));
}
