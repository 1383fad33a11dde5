import type { IncomingMessage } from 'node:http';

/**
 * A request's raw body, read up to `maxBytes`: undefined as soon as it grows past that (the
 * rest is not read). Shared by the sandbox's API router, the backend proxy, the telemetry
 * receivers and the CSP report endpoint, each of which answers an oversized body its own way.
 */
export async function readBoundedBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > maxBytes) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
