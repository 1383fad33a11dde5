/**
 * The keep-alive race between the API proxy and the backend (found by the launch-day bench: a
 * lead answered 502 `backend_unreachable` now and then): the backend closes a kept-alive
 * connection it holds idle just as the proxy sends the next request on it. The proxy sends that
 * request again, once, on a new connection; a connection that fails on its first request is an
 * unreachable backend (502), never sent again.
 */
import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { Socket } from 'node:net';
import {
  forwardToBackend,
  mayResendOnNewConnection,
  proxySettingsFromEnv,
} from '@/edge/backendProxy';
import { InMemoryPurchaseGuardStore } from '@/edge/edgePurchaseGuard';
import { PaymentAttemptLimiter } from '@/edge/paymentAttemptLimiter';
import { call, close, listen } from './rawHttp';

/** What the backend does with a request: the connection it came on (1-based) and its index there. */
type Script = (connection: number, index: number) => 'answer' | 'reset';

/** One request the backend read: the connection it came on and its text. */
interface Received {
  connection: number;
  text: string;
}

/** A raw backend, to reset a connection at the very moment a request arrives on it. */
async function startBackend(script: Script) {
  const received: Received[] = [];
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    connections += 1;
    const connection = connections;
    let buffered = '';
    let index = 0;
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (;;) {
        const headEnd = buffered.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const length = Number(/content-length: *(\d+)/i.exec(buffered.slice(0, headEnd))?.[1] ?? 0);
        if (buffered.length < headEnd + 4 + length) return;
        const text = buffered.slice(0, headEnd + 4 + length);
        buffered = buffered.slice(text.length);
        received.push({ connection, text });
        if (script(connection, index) === 'reset') {
          socket.resetAndDestroy();
          return;
        }
        const body = JSON.stringify({ leadId: `lead-${received.length}` });
        socket.write(
          `HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=60\r\n\r\n${body}`,
        );
        index += 1;
      }
    });
  });
  const url = await listen(server as unknown as Server);
  const stop = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  stops.push(stop);
  return { url, received, connections: () => connections };
}

const servers: Server[] = [];
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await close(server);
  for (const stop of stops.splice(0)) await stop();
});

/** The proxy in front of a backend, and a lead sent through it. */
async function proxyTo(backendUrl: string) {
  const proxy = createHttpServer((request, response) => {
    void forwardToBackend(request, response, backendUrl, {
      settings: { ...proxySettingsFromEnv({}), timeoutMs: 5000 },
      limiter: new PaymentAttemptLimiter({ perLead: 0, perAddress: 0, windowMs: 60_000 }),
      purchases: new InMemoryPurchaseGuardStore(),
    });
  });
  servers.push(proxy);
  const proxyUrl = await listen(proxy);
  return (name: string) =>
    call(proxyUrl, '/api/v1/lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
}

describe('the API proxy and a backend that closes a kept-alive connection', () => {
  it('should send a request lost on a reused connection again, once, on a new one, body and all', async () => {
    // The first connection answers its first request and is reset as the second arrives.
    const backend = await startBackend((connection, index) =>
      connection === 1 && index === 1 ? 'reset' : 'answer',
    );
    const lead = await proxyTo(backend.url);
    expect((await lead('Maria')).status).toBe(201);
    const second = await lead('Joana');
    expect({ status: second.status, body: second.body }).toEqual({
      status: 201,
      body: '{"leadId":"lead-3"}',
    });
    // Joana's lead reached the backend twice: reset on the reused connection, then whole on a
    // new one; the proxy tried no third time.
    const joana = backend.received.filter((request) => request.text.includes('Joana'));
    expect(joana.map((request) => request.connection)).toEqual([1, 2]);
    expect(joana[1]?.text.endsWith('{"name":"Joana"}')).toBe(true);
    expect(backend.connections()).toBe(2);
  });

  it('should answer 502 backend_unreachable when a new connection is reset, sending nothing again', async () => {
    const backend = await startBackend(() => 'reset');
    const lead = await proxyTo(backend.url);
    const answered = await lead('Ana');
    expect(answered.status).toBe(502);
    expect(JSON.parse(answered.body)).toMatchObject({ error: { code: 'backend_unreachable' } });
    expect(backend.received).toHaveLength(1);
    expect(backend.connections()).toBe(1);
  });

  it('should not send again when the reused connection is reset a second time on the new one', async () => {
    const backend = await startBackend((connection, index) =>
      connection === 1 && index === 0 ? 'answer' : 'reset',
    );
    const lead = await proxyTo(backend.url);
    expect((await lead('Maria')).status).toBe(201);
    expect((await lead('Joana')).status).toBe(502);
    expect(backend.received.filter((request) => request.text.includes('Joana'))).toHaveLength(2);
  });
});

describe('mayResendOnNewConnection', () => {
  const error = (code: string) => Object.assign(new Error(code), { code });
  it.each([
    [true, 'ECONNRESET', true],
    [true, 'EPIPE', true],
    [false, 'ECONNRESET', false],
    [true, 'ECONNREFUSED', false],
    [true, 'ETIMEDOUT', false],
  ])('reused %s, %s → %s', (reused, code, expected) => {
    expect(mayResendOnNewConnection(reused, error(code))).toBe(expected);
  });
});
