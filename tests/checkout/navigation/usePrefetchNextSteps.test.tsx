/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { routesToPrefetch, usePrefetchNextSteps } from '@/checkout/navigation/usePrefetchNextSteps';
import { chainFlow, fixturePage } from '@/tests/templates/fixturePage';

const prefetch = jest.fn<Promise<void>, [string]>();
/** Next.js' router is one object for the page's life, as `useRouter` gives it. */
const router = { prefetch };

jest.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => prefetch.mockReset().mockResolvedValue(undefined));

/** lead → payment (pix outcome → pix) → success, and an invoice step with a parameter. */
const flow = chainFlow('default', [
  'lead',
  { templateId: 'payment', id: 'payment', nextStepIds: { pix: 'pix' } },
  'pix',
  'success',
]);

describe('routesToPrefetch', () => {
  it("should name the default next step's route", () => {
    expect(routesToPrefetch(fixturePage({ productFlow: flow }, 'lead'))).toEqual(['/payment']);
  });

  it("should name every outcome's step and the default next step, each route once", () => {
    const page = fixturePage({ productFlow: flow }, 'payment');
    expect(routesToPrefetch(page).sort()).toEqual(['/pix']);
    const both = chainFlow('default', [
      { templateId: 'payment', id: 'payment', nextStepIds: { pix: 'pix', approved: 'done' } },
      { templateId: 'success', id: 'done' },
      'pix',
    ]);
    expect(routesToPrefetch(fixturePage({ productFlow: both }, 'payment')).sort()).toEqual([
      '/pix',
      '/success',
    ]);
  });

  it('should name the catch-all page once for the routes with parameters, by an address of its own', () => {
    const invoice = chainFlow('default', [
      { templateId: 'lead', id: 'lead', nextStepIds: { renew: 'renew' } },
      { templateId: 'invoice-payment', id: 'inv' },
      { templateId: 'renew', id: 'renew' },
    ]);
    // /payment/[id] and /renew/[id] are both the catch-all's: one address loads it.
    expect(routesToPrefetch(fixturePage({ productFlow: invoice }, 'lead'))).toEqual([
      '/payment/_id',
    ]);
  });

  it('should name nothing for a move that stays on the catch-all page it is on', () => {
    const invoice = chainFlow('default', [
      { templateId: 'invoice-payment', id: 'inv', nextStepIds: { renew: 'renew' } },
      { templateId: 'success-invoice', id: 'done' },
      { templateId: 'renew', id: 'renew' },
    ]);
    expect(routesToPrefetch(fixturePage({ productFlow: invoice }, 'inv'))).toEqual([
      '/success-invoice',
    ]);
  });

  it('should name nothing behind a product-slug prefix (the catch-all serves it) or at the end', () => {
    expect(routesToPrefetch(fixturePage({ productFlow: flow, routePrefix: '/revalida' }))).toEqual(
      [],
    );
    expect(routesToPrefetch(fixturePage({ productFlow: flow }, 'success'))).toEqual([]);
  });

  it("should leave out the current step's own route", () => {
    const loop = chainFlow('default', [
      { templateId: 'payment', id: 'first' },
      { templateId: 'payment', id: 'second' },
    ]);
    expect(routesToPrefetch(fixturePage({ productFlow: loop }, 'first'))).toEqual([]);
  });
});

describe('usePrefetchNextSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should prefetch the next pages after the load, once, and again only for another step', () => {
    const page = fixturePage({ productFlow: flow }, 'lead');
    const { rerender } = renderHook((props) => usePrefetchNextSteps(props), {
      initialProps: page,
    });
    // Not during the page's own first load: once it has loaded and the thread is idle.
    expect(prefetch).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(prefetch.mock.calls).toEqual([['/payment']]);
    rerender({ ...page });
    jest.runAllTimers();
    expect(prefetch).toHaveBeenCalledTimes(1);
    rerender(fixturePage({ productFlow: flow }, 'payment'));
    jest.runAllTimers();
    expect(prefetch.mock.calls).toEqual([['/payment'], ['/pix']]);
  });

  it('should not prefetch for a step the buyer left before the page was idle', () => {
    const { rerender } = renderHook((props) => usePrefetchNextSteps(props), {
      initialProps: fixturePage({ productFlow: flow }, 'lead'),
    });
    rerender(fixturePage({ productFlow: flow }, 'payment'));
    jest.runAllTimers();
    expect(prefetch.mock.calls).toEqual([['/pix']]);
  });

  it('should swallow a prefetch that fails: the navigation loads the page itself', async () => {
    prefetch.mockRejectedValue(new Error('offline'));
    renderHook(() => usePrefetchNextSteps(fixturePage({ productFlow: flow }, 'lead')));
    jest.runAllTimers();
    await Promise.resolve();
    expect(prefetch).toHaveBeenCalledWith('/payment');
  });
});
