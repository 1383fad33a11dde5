import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assertLoopbackUrl, loadTest, percentile } from '@/scripts/lib/loadTest';

describe('loadTest', () => {
  let server: Server;
  let baseUrl: string;
  const seenKeys: string[] = [];
  const seenBodies: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seenKeys.push(String(request.headers['idempotency-key'] ?? ''));
        seenBodies.push(body);
        const slow = request.url === '/slow';
        setTimeout(
          () => {
            response.writeHead(request.url === '/fail' ? 500 : 200, {
              'content-type': 'application/json',
            });
            response.end('{}');
          },
          slow ? 20 : 0,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('should refuse anything but http on loopback', () => {
    expect(() => assertLoopbackUrl('http://example.com/x')).toThrow(
      'LOAD_TEST_NOT_LOOPBACK: http://example.com/x is not an http URL on loopback',
    );
    expect(() => assertLoopbackUrl('https://127.0.0.1/x')).toThrow('LOAD_TEST_NOT_LOOPBACK');
    expect(() => assertLoopbackUrl('http://10.0.0.1/x')).toThrow('LOAD_TEST_NOT_LOOPBACK');
    expect(assertLoopbackUrl('http://localhost:3000/x').port).toBe('3000');
    expect(assertLoopbackUrl('http://[::1]:3000/x').hostname).toBe('[::1]');
  });

  it('should stop at maxRequests and send per-request headers and bodies', async () => {
    seenKeys.length = 0;
    seenBodies.length = 0;
    const result = await loadTest({
      url: `${baseUrl}/ok`,
      method: 'POST',
      body: (index) => ({ index }),
      headers: (index) => ({ 'idempotency-key': `key-${index}` }),
      concurrency: 4,
      durationMs: 10_000,
      maxRequests: 25,
    });
    expect(result.requests).toBe(25);
    expect(result.errors).toBe(0);
    expect(result.rps).toBeGreaterThan(0);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
    expect(new Set(seenKeys).size).toBe(25);
    expect(
      seenBodies.map((body) => (JSON.parse(body) as { index: number }).index).sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('should stop at durationMs', async () => {
    const started = Date.now();
    const result = await loadTest({
      url: `${baseUrl}/slow`,
      method: 'GET',
      concurrency: 2,
      durationMs: 200,
      maxRequests: 1_000_000,
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.requests).toBeLessThan(100);
    expect(result.p50).toBeGreaterThanOrEqual(19);
  });

  it('should count non-2xx answers and connection failures as errors', async () => {
    const failing = await loadTest({
      url: `${baseUrl}/fail`,
      method: 'GET',
      concurrency: 2,
      durationMs: 5000,
      maxRequests: 6,
    });
    expect(failing).toMatchObject({ requests: 6, errors: 6 });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await loadTest({
      url: `http://127.0.0.1:${port}/`,
      method: 'GET',
      concurrency: 1,
      durationMs: 5000,
      maxRequests: 3,
    });
    expect(refused).toMatchObject({ requests: 3, errors: 3 });
  });

  it('should refuse unbounded runs', async () => {
    await expect(
      loadTest({
        url: `${baseUrl}/ok`,
        method: 'GET',
        concurrency: 1,
        durationMs: 0,
        maxRequests: 1,
      }),
    ).rejects.toThrow('LOAD_TEST_BAD_OPTIONS');
  });

  it('should compute nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([], 0.5)).toBe(0);
  });
});
