/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { observerChunk, renderAnswer, seen } from './deferredQueryHarness';

jest.mock('@/checkout/api/queryObserver', () =>
  jest.requireActual('./deferredQueryHarness').observerChunkModule(),
);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const MINUTE = 60_000;

describe('useDeferredQuery', () => {
  beforeEach(() => {
    observerChunk.loads = 0;
    observerChunk.failNext = 0;
    seen.latest = undefined;
  });

  it("should show a fresh answer of the page without loading react-query's observer or asking", async () => {
    const queryFn = jest.fn(async () => 'do servidor de novo');
    renderAnswer({
      queryKey: ['fresh'],
      queryFn,
      staleTime: 5 * MINUTE,
      initialData: 'do servidor',
      initialDataUpdatedAt: Date.now(),
    });
    expect(screen.getByText('resposta: do servidor')).toBeTruthy();
    await settle();
    expect(observerChunk.loads).toBe(0);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('should show a stale answer of the page while the observer loads and asks, then the new one', async () => {
    const queryFn = jest.fn(async () => 'nova');
    renderAnswer({
      queryKey: ['stale'],
      queryFn,
      staleTime: 5 * MINUTE,
      initialData: 'antiga',
      initialDataUpdatedAt: 0,
    });
    expect(screen.getByText('resposta: antiga')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('resposta: nova')).toBeTruthy());
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('should hold a disabled query (pending, nothing loaded) and ask once it is enabled', async () => {
    const queryFn = jest.fn(async () => 'liberada');
    const view = renderAnswer({ queryKey: ['held'], queryFn, staleTime: MINUTE, enabled: false });
    await settle();
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(observerChunk.loads).toBe(0);
    view.rerender({ queryKey: ['held'], queryFn, staleTime: MINUTE, enabled: true });
    await waitFor(() => expect(screen.getByText('resposta: liberada')).toBeTruthy());
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('should ask when it has no answer, as useQuery does', async () => {
    const queryFn = jest.fn(async () => 'primeira');
    renderAnswer({ queryKey: ['empty'], queryFn, staleTime: MINUTE });
    expect(screen.getByText('carregando')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('resposta: primeira')).toBeTruthy());
  });

  it('should ask again on refetch even when the answer is fresh (the observer loads for it)', async () => {
    const queryFn = jest.fn(async () => 'pedida de novo');
    renderAnswer({
      queryKey: ['refetch'],
      queryFn,
      staleTime: 5 * MINUTE,
      initialData: 'do servidor',
      initialDataUpdatedAt: Date.now(),
    });
    await act(async () => {
      await seen.latest!.refetch();
    });
    await waitFor(() => expect(screen.getByText('resposta: pedida de novo')).toBeTruthy());
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
