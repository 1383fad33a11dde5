import { useQueryClient } from '@tanstack/react-query';
import type {
  Query,
  QueryClient,
  QueryKey,
  QueryObserver,
  QueryObserverResult,
} from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { lazyModule } from '@/lib/lazyModule';

const loadQueryObserver = lazyModule(() =>
  import('@/checkout/api/queryObserver').then((module) => module.QueryObserver),
);

/** What `useDeferredQuery` asks: the subset of `useQuery`'s options the checkout uses. */
export interface DeferredQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** How long an answer is used before it is asked again (ms). */
  staleTime: number;
  /** False holds the query (default true). */
  enabled?: boolean;
  /** An answer the page already has (the server's): shown at once, kept in the cache. */
  initialData?: T;
  /** When that answer was fetched (ms since the epoch); 0 makes it stale at once. */
  initialDataUpdatedAt?: number;
  /** Asks again every so many ms while it returns a number (a status being polled). */
  refetchInterval?: number | false | ((query: Query<T, Error, T, QueryKey>) => number | false);
  /** Keeps polling while the tab is hidden. */
  refetchIntervalInBackground?: boolean;
}

interface DeferredQueryBase {
  /** Asks again (loads the observer first when it is not there yet). */
  refetch: () => Promise<unknown>;
}

/**
 * What a component reads of a query: its answer, its state and a way to ask again, as
 * `useQuery` gives them (the same union: an answer is there when `isSuccess`).
 */
export type DeferredQueryResult<T> = DeferredQueryBase &
  (
    | { data: undefined; error: null; isPending: true; isError: false; isSuccess: false }
    | { data: T | undefined; error: Error; isPending: false; isError: true; isSuccess: false }
    | { data: T; error: null; isPending: false; isError: false; isSuccess: true }
  );

/** The result of a state, with the data the component has. */
function resultOf<T>(
  data: T | undefined,
  error: Error | null,
  refetch: () => Promise<unknown>,
): DeferredQueryResult<T> {
  const isError = error !== null;
  const isPending = !isError && data === undefined;
  // The three states of the union, told apart by the two flags above.
  return {
    data,
    error,
    isPending,
    isError,
    isSuccess: !isError && !isPending,
    refetch,
  } as DeferredQueryResult<T>;
}

type Observer<T> = QueryObserver<T, Error, T, T, QueryKey>;

/**
 * The react-query observer of one component, created once the query must be asked. Until then
 * (or when its chunk failed to load) there is none and the component shows what the page has.
 */
function createObserverHolder<T>(client: QueryClient) {
  let observer: Observer<T> | null = null;
  let loadError: Error | null = null;
  let starting: Promise<void> | null = null;
  let detach: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const attach = () => {
    if (observer && !detach && listeners.size > 0) detach = observer.subscribe(notify);
  };
  return {
    observer: () => observer,
    loadError: () => loadError,
    /** Loads the observer (once; again after a failure) with the options of that moment. */
    start(options: () => DeferredQueryOptions<T>): Promise<void> {
      if (observer) return Promise.resolve();
      starting ??= loadQueryObserver().then(
        (QueryObserverClass) => {
          observer = new QueryObserverClass(client, defaulted(client, options()));
          loadError = null;
          attach();
          notify();
        },
        (error: unknown) => {
          starting = null;
          loadError = error instanceof Error ? error : new Error(String(error));
          notify();
        },
      );
      return starting;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      attach();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          detach?.();
          detach = null;
        }
      };
    },
    /** Changes whenever what the component shows may change. */
    snapshot: (): QueryObserverResult<T, Error> | Error | null =>
      observer?.getCurrentResult() ?? loadError,
  };
}

function defaulted<T>(client: QueryClient, options: DeferredQueryOptions<T>) {
  return {
    ...client.defaultQueryOptions<T, Error, T, T, QueryKey>({
      queryKey: options.queryKey,
      queryFn: options.queryFn,
      staleTime: options.staleTime,
      enabled: options.enabled ?? true,
      initialData: options.initialData,
      initialDataUpdatedAt: options.initialDataUpdatedAt,
      refetchInterval: options.refetchInterval,
      refetchIntervalInBackground: options.refetchIntervalInBackground,
      notifyOnChangeProps: ['data', 'error', 'status'],
    }),
    _optimisticResults: 'optimistic' as const,
  };
}

/** Whether react-query would ask: held queries never; a fresh answer the page has, not yet. */
function mustAsk<T>(options: DeferredQueryOptions<T>, now: number): boolean {
  if (options.enabled === false) return false;
  if (options.initialData === undefined) return true;
  return now - (options.initialDataUpdatedAt ?? now) >= options.staleTime;
}

/**
 * `useQuery` for a query whose answer usually comes with the page (the plans the server
 * fetched, issue 25): react-query's own observer (about 2.8 kB gzip) is loaded only when the
 * query must be asked (enabled, and without an answer or with a stale one) or asked again
 * (`refetch`); until then the component shows the page's answer, or pending. From then on the
 * observer decides everything as `useQuery` does (the same client, cache, retries and
 * structural sharing: an equal answer keeps the same object). It reads only the result
 * fields the checkout uses and re-renders only when the answer, the error or the status
 * change. A chunk that fails to load shows as an error; `refetch` tries again.
 */
export function useDeferredQuery<T>(options: DeferredQueryOptions<T>): DeferredQueryResult<T> {
  const client = useQueryClient();
  const [holder] = useState(() => createObserverHolder<T>(client));
  const snapshot = useSyncExternalStore(holder.subscribe, holder.snapshot, holder.snapshot);
  const observer = holder.observer();
  // A failed load is not retried by itself (it would be, after every render): `refetch` does.
  const loadError = snapshot instanceof Error ? snapshot : null;

  useEffect(() => {
    if (observer) observer.setOptions(defaulted(client, options));
  });
  useEffect(() => {
    if (!holder.observer() && !holder.loadError() && mustAsk(options, Date.now()))
      void holder.start(() => options);
  });

  const refetch = async () => {
    await holder.start(() => options);
    return holder.observer()?.refetch();
  };
  if (observer) {
    const result = observer.getOptimisticResult(defaulted(client, options));
    const error = result.isError ? result.error : null;
    return resultOf(result.isPending ? undefined : result.data, error, () => result.refetch());
  }
  return resultOf(options.initialData, loadError, refetch);
}
