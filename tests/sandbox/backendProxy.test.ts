import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import handler from '@/pages/api/v1/[...path]';
import type { NextApiRequest, NextApiResponse } from 'next';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

describe('the /api/v1 route with CHECKOUT_API_URL set at run time', () => {
  let backend: Server;
  let checkout: Server;
  let checkoutUrl: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    backend = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(201, { 'Content-Type': 'application/json', 'X-Backend': 'real' });
        response.end(JSON.stringify({ leadId: 'from-the-real-backend' }));
      });
    });
    const backendUrl = await listen(backend);
    // Set after the route module was imported: the switch must be read per request.
    process.env.CHECKOUT_API_URL = `${backendUrl}/`;
    checkout = createServer(
      (request, response) => void handler(request as NextApiRequest, response as NextApiResponse),
    );
    checkoutUrl = await listen(checkout);
  });

  afterAll(async () => {
    delete process.env.CHECKOUT_API_URL;
    await new Promise((resolve) => backend.close(resolve));
    await new Promise((resolve) => checkout.close(resolve));
  });

  it('should forward method, path, query, headers and body, and return the backend answer', async () => {
    const response = await fetch(`${checkoutUrl}/api/v1/lead?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-App-Version': '0.1.0' },
      body: JSON.stringify({ name: 'Ana Souza' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-backend')).toBe('real');
    expect(await response.json()).toEqual({ leadId: 'from-the-real-backend' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/lead?x=1',
      body: JSON.stringify({ name: 'Ana Souza' }),
      headers: expect.objectContaining({
        'content-type': 'application/json',
        'x-app-version': '0.1.0',
      }),
    });
  });

  it('should answer 502 with a coded error when the backend cannot be reached', async () => {
    const unreachable = 'http://127.0.0.1:9'; // the discard port: nothing listens there
    process.env.CHECKOUT_API_URL = unreachable;
    const response = await fetch(`${checkoutUrl}/api/v1/product/MS/config`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: 'backend_unreachable', message: 'The backend could not be reached.' },
    });
  });
});
