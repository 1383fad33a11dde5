/**
 * What the useDeferredQuery tests share: a component showing one query, and a stand-in for the
 * observer's chunk that counts its loads and can fail (a lost network). A test file mocks the
 * chunk with `observerChunkModule()` (a file of its own starts with the chunk not loaded).
 */
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/checkout/api/queryClient';
import { useDeferredQuery } from '@/checkout/api/useDeferredQuery';
import type { DeferredQueryOptions, DeferredQueryResult } from '@/checkout/api/useDeferredQuery';

export const observerChunk = { loads: 0, failNext: 0 };

/** The module `@/checkout/api/queryObserver` as the tests see it. */
export function observerChunkModule() {
  const actual = jest.requireActual('@tanstack/react-query');
  return {
    get QueryObserver() {
      observerChunk.loads += 1;
      if (observerChunk.failNext > 0) {
        observerChunk.failNext -= 1;
        throw new Error('ChunkLoadError: loading the observer failed');
      }
      return actual.QueryObserver;
    },
  };
}

export const seen: { latest?: DeferredQueryResult<string> } = {};

function Answer(props: DeferredQueryOptions<string>) {
  const result = useDeferredQuery(props);
  useEffect(() => {
    seen.latest = result;
  });
  if (result.isError) return <p>erro: {result.error.message}</p>;
  if (result.isPending) return <p>carregando</p>;
  return <p>resposta: {result.data}</p>;
}

/** Renders one query in a fresh react-query client; `rerender` changes its options. */
export function renderAnswer(props: DeferredQueryOptions<string>) {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Answer {...props} />
    </QueryClientProvider>,
  );
  return {
    rerender: (next: DeferredQueryOptions<string>) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <Answer {...next} />
        </QueryClientProvider>,
      ),
  };
}
