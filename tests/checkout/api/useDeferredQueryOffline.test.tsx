/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { observerChunk, renderAnswer, seen } from './deferredQueryHarness';

jest.mock('@/checkout/api/queryObserver', () =>
  jest.requireActual('./deferredQueryHarness').observerChunkModule(),
);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const MINUTE = 60_000;

// A file of its own: the observer's chunk is loaded once per page (and per test file).
describe('useDeferredQuery when the observer cannot load', () => {
  it("should show an error when the observer's chunk cannot load, and load it again on refetch", async () => {
    observerChunk.failNext = 1;
    const queryFn = jest.fn(async () => 'depois');
    renderAnswer({ queryKey: ['offline'], queryFn, staleTime: MINUTE });
    await waitFor(() => expect(screen.getByText(/^erro: ChunkLoadError/)).toBeTruthy());
    await settle();
    // Not retried by itself after every render.
    expect(observerChunk.loads).toBe(1);
    await act(async () => {
      await seen.latest!.refetch();
    });
    await waitFor(() => expect(screen.getByText('resposta: depois')).toBeTruthy());
    expect(observerChunk.loads).toBe(2);
  });
});
