/**
 * The drain of a replica asked to stop behind a proxy that keeps connections open (see
 * SHUTDOWN_DRAIN_MS and scripts/gracefulShutdown.mjs): from the drain message on, readiness
 * answers 503 and every answer carries `Connection: close`, so the server closes each connection
 * after its answer and the proxy, told so, never writes another request on it.
 */
import { ServerResponse } from 'node:http';
import { drainMessage } from './drainMessage.mjs';
import { markShuttingDown } from './shuttingDown';

const patched = Symbol.for('trilha.closeEveryConnection');

type PatchedPrototype = typeof ServerResponse.prototype & { [patched]?: true };

/**
 * From now on every answer of this process closes its connection: `Connection: close` is set
 * before the head is written (Node then ends the connection after the answer). Idempotent.
 */
export function closeEveryConnectionAfterItsAnswer(): void {
  const prototype = ServerResponse.prototype as PatchedPrototype;
  if (prototype[patched]) return;
  prototype[patched] = true;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function writeHeadAndClose(
    this: ServerResponse,
    ...args: Parameters<ServerResponse['writeHead']>
  ) {
    if (!this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Starts the drain: readiness 503, every connection closed after its answer. */
export function startDrain(): void {
  markShuttingDown();
  closeEveryConnectionAfterItsAnswer();
}

/**
 * Listens for the drain message of `npm start` on the IPC channel (there is one only when the
 * server runs under `npm start`); the channel does not keep the process alive.
 */
export function drainOnMessage(): void {
  if (!process.channel) return;
  process.on('message', (message) => {
    if (message === drainMessage) startDrain();
  });
  process.channel.unref();
}
