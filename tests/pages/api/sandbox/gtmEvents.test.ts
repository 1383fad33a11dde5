import type { NextApiRequest } from 'next';
import gtmStandIn from '@/pages/api/sandbox/gtm/[...path]';
import { clearTagEvents, recordedTagEvents } from '@/sandbox/gtm/tagManagerStandIn';
import { callApiRoute } from '../callApiRoute';

function call(req: Partial<NextApiRequest>) {
  return callApiRoute(gtmStandIn, req);
}

describe('POST /api/sandbox/gtm/events', () => {
  beforeEach(() => clearTagEvents());

  it('should record what the stand-in reports and answer 204 with no body (an unread body keeps a page from settling)', () => {
    const res = call({
      method: 'POST',
      url: '/api/sandbox/gtm/events',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      body: { containerId: 'GTM-MDV4L1D', entries: [{ event: 'begin_checkout' }] },
    });
    expect(res.statusCode).toBe(204);
    expect(res.ended).toBe(true);
    expect(res.body).toBeUndefined();
    expect(recordedTagEvents().map((event) => event.entry)).toEqual([{ event: 'begin_checkout' }]);
  });

  it('should refuse a report from another site', () => {
    const res = call({
      method: 'POST',
      url: '/api/sandbox/gtm/events',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
      body: { containerId: 'GTM-MDV4L1D', entries: [{ event: 'purchase' }] },
    });
    expect(res.statusCode).toBe(403);
    expect(recordedTagEvents()).toEqual([]);
  });

  it('should keep entries bounded by bytes and depth, so the list always reads back', () => {
    const post = (entries: unknown[]) =>
      call({
        method: 'POST',
        url: '/api/sandbox/gtm/events',
        headers: { host: 'localhost:3000' },
        body: { containerId: 'GTM-MDV4L1D', entries },
      });
    let deep: unknown = { event: 'deep' };
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    expect(
      post([deep, { event: 'big', blob: 'x'.repeat(100_000) }, { event: 'ok' }]).statusCode,
    ).toBe(204);
    expect(recordedTagEvents().map((event) => event.entry)).toEqual([{ event: 'ok' }]);
    // 200 entries of 15 kB each (3 MB) leave at most 1 MiB kept, the newest.
    for (let index = 0; index < 200; index += 1)
      post([{ event: 'page', index, blob: 'y'.repeat(15_000) }]);
    const kept = recordedTagEvents();
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(1.1 * 1024 * 1024);
    expect(kept.at(-1)?.entry.index).toBe(199);
    const read = call({
      method: 'GET',
      url: '/api/sandbox/gtm/events',
      headers: { host: 'localhost:3000' },
    });
    expect(read.statusCode).toBe(200);
  });
});
