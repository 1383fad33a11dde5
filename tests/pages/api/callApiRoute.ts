import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';

/** What a test reads of an API route's answer. */
export interface RecordedResponse {
  statusCode: number;
  body: unknown;
  ended: boolean;
  headers: Record<string, string>;
}

/**
 * Calls a Next.js API route with a partial request and records its answer (status, body,
 * headers, whether it ended), without a server. For routes that answer synchronously.
 */
export function callApiRoute(
  handler: NextApiHandler,
  req: Partial<NextApiRequest>,
): RecordedResponse {
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    ended: false,
    headers: {} as Record<string, string>,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      this.ended = true;
      return this;
    },
    send(body: unknown) {
      this.body = body;
      this.ended = true;
      return this;
    },
    end() {
      this.ended = true;
      return this;
    },
    setHeader(name: string, value: string) {
      this.headers[name] = value;
      return this;
    },
  };
  void handler(req as NextApiRequest, res as unknown as NextApiResponse);
  return res;
}
