import { runInNewContext } from 'node:vm';
import {
  clearTagEvents,
  recordTagEvents,
  recordedTagEvents,
  standInScript,
} from '@/sandbox/gtm/tagManagerStandIn';

describe('the sandbox tag-manager stand-in', () => {
  beforeEach(() => clearTagEvents());

  /** A window with a dataLayer, whose idle callbacks and page-hide listeners the test runs. */
  function fakeWindow(layer: Array<Record<string, unknown>>) {
    const idle: Array<() => void> = [];
    const pagehide: Array<() => void> = [];
    const posted: Array<{ body: unknown; keepalive: boolean }> = [];
    const window = {
      dataLayer: layer,
      requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
        expect(options.timeout).toBeLessThanOrEqual(1000);
        idle.push(callback);
      },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'pagehide') pagehide.push(listener);
      },
    };
    const fetch = (_url: string, init: { body: string; keepalive: boolean }) => {
      posted.push({ body: JSON.parse(init.body), keepalive: init.keepalive });
      return Promise.resolve();
    };
    runInNewContext(standInScript('GTM-MDV4L1D'), { window, fetch });
    const runIdle = () => idle.splice(0).forEach((callback) => callback());
    const hide = () => pagehide.forEach((listener) => listener());
    return { window, posted, runIdle, hide };
  }

  it('should report the entries already in the dataLayer and every later push, in one request when idle', () => {
    const { window, posted, runIdle } = fakeWindow([{ event: 'gtm.js' }]);
    window.dataLayer.push({ ecommerce: null }, { event: 'purchase' });
    // Nothing is sent while the page is busy: pushing costs the page no request.
    expect(posted).toEqual([]);
    runIdle();
    expect(posted).toEqual([
      {
        body: {
          containerId: 'GTM-MDV4L1D',
          entries: [{ event: 'gtm.js' }, { ecommerce: null }, { event: 'purchase' }],
        },
        keepalive: false,
      },
    ]);
    expect(window.dataLayer).toHaveLength(3);
    for (const { body } of posted) recordTagEvents(body);
    expect(recordedTagEvents().map((event) => event.entry)).toEqual([
      { event: 'gtm.js' },
      { ecommerce: null },
      { event: 'purchase' },
    ]);
    window.dataLayer.push({ event: 'add_payment_info' });
    runIdle();
    expect(posted.map(({ body }) => (body as { entries: unknown[] }).entries)).toEqual([
      [{ event: 'gtm.js' }, { ecommerce: null }, { event: 'purchase' }],
      [{ event: 'add_payment_info' }],
    ]);
  });

  it('should send what is left, kept alive, when the page is left before it was idle', () => {
    const { window, posted, runIdle, hide } = fakeWindow([]);
    window.dataLayer.push({ event: 'purchase' });
    hide();
    expect(posted).toEqual([
      { body: { containerId: 'GTM-MDV4L1D', entries: [{ event: 'purchase' }] }, keepalive: true },
    ]);
    runIdle();
    expect(posted).toHaveLength(1);
  });

  it('should refuse an id that is not a container id and ignore malformed reports', () => {
    expect(() => standInScript("GTM-1'; alert(1); '")).toThrow();
    expect(recordTagEvents({ containerId: 'nope', entries: [{}] })).toBe(0);
    expect(recordTagEvents({ containerId: 'GTM-A1', entries: ['x', [1]] })).toBe(0);
  });
});
