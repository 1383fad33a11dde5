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
});
