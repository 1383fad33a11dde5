/**
 * Raw HTTP for the proxy's tests: a server on an ephemeral loopback port, its closing, and a
 * call with node:http (so any header can be sent as a browser or an attacker would).
 */
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a call got back, and how long it took. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** Listens on an ephemeral loopback port; resolves with the base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** Closes a server and every connection it holds. */
export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A raw HTTP call; `path` is sent exactly as written (no URL parsing: `..`, `%6d` and case stay). */
export function call(
  base: string,
  path: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
