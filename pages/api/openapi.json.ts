import type { NextApiRequest, NextApiResponse } from 'next';
import { buildOpenApiDocument } from '@/sandbox/openapi';
import type { OpenApiDocument } from '@/sandbox/openapi';
import { getSandbox } from '@/sandbox/sandboxInstance';

const cacheMs = 10_000;
let cached: { at: number; document: Promise<OpenApiDocument> } | undefined;

/** GET /api/openapi.json: the OpenAPI 3.1 document of the checkout API (built from the sandbox). */
export default async function handler(
  request: NextApiRequest,
  response: NextApiResponse,
): Promise<void> {
  if (request.method !== 'GET') {
    response.setHeader('allow', 'GET');
    response
      .status(405)
      .json({ error: { code: 'method_not_allowed', message: 'Only GET is allowed.' } });
    return;
  }
  if (!cached || Date.now() - cached.at > cacheMs) {
    cached = {
      at: Date.now(),
      document: buildOpenApiDocument({ catalogue: getSandbox().catalogue }),
    };
  }
  try {
    response.status(200).json(await cached.document);
  } catch (error) {
    cached = undefined;
    console.error('[sandbox] could not build the OpenAPI document', error);
    response
      .status(500)
      .json({ error: { code: 'internal', message: 'Could not build the OpenAPI document.' } });
  }
}
