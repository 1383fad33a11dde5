import { runInNewContext } from 'node:vm';
import { clearTagEvents, recordTagEvents, recordedTagEvents, standInScript } from '@/sandbox/gtm/tagManagerStandIn';

describe('the sandbox tag-manager stand-in', () => {
  beforeEach(() => clearTagEvents());

  it('should report the entries already in the dataLayer and every later push', async () => {
    const posted: unknown[] = [];
    const window: { dataLayer: Array<Record<string, unknown>> } = { dataLayer: [{ event: 'gtm.js' }] };
    const fetch = (_url: string, init: { body: string }) => {
      posted.push(JSON.parse(init.body));
      return Promise.resolve();
    };
    runInNewContext(standInScript('GTM-MDV4L1D'), { window, fetch });
    window.dataLayer.push({ ecommerce: null }, { event: 'purchase' });
    expect(posted).toEqual([
      { containerId: 'GTM-MDV4L1D', entries: [{ event: 'gtm.js' }] },
      { containerId: 'GTM-MDV4L1D', entries: [{ ecommerce: null }, { event: 'purchase' }] },
    ]);
    expect(window.dataLayer).toHaveLength(3);
    for (const body of posted) recordTagEvents(body);
    expect(recordedTagEvents().map((event) => event.entry)).toEqual([
      { event: 'gtm.js' },
      { ecommerce: null },
      { event: 'purchase' },
    ]);
  });

  it('should refuse an id that is not a container id and ignore malformed reports', () => {
    expect(() => standInScript("GTM-1'; alert(1); '")).toThrow();
    expect(recordTagEvents({ containerId: 'nope', entries: [{}] })).toBe(0);
    expect(recordTagEvents({ containerId: 'GTM-A1', entries: ['x', [1]] })).toBe(0);
  });
});
