/**
 * A per-process cache of answers that belong to a context (a product, its query), not to a
 * request, for what the server asks the backend while rendering a page (issue 25). Fresh
 * answers are served for `ttlMs`; an expired one is still served at once while one refresh runs
 * behind it, and concurrent misses share one call. Without that, under load every page that
 * arrived while an expired entry was fetched again waited for the backend (the sandbox's is
 * this same busy server): at 16 connections the config fetch took 6.9 ms of each /lead, and at
 * 100 connections /payment's p99 reached seconds. Failures are never kept: a failed refresh
 * drops the entry, so the next page asks the backend itself and an outage is seen at once.
 * At its bound of entries the oldest answer is evicted, one at a time.
 */

/** An answer and when it was asked for. */
export interface CachedAnswer<T> {
  value: T;
  fetchedAt: number;
}

/** A cache made by {@link refreshingCache}. */
export interface RefreshingCache<T> {
  /** The answer for `key`, asking `load` when there is none or it expired (see the module). */
  get(key: string, load: () => Promise<T>, now?: number): Promise<CachedAnswer<T>>;
  /** Forgets every answer (tests). */
  clear(): void;
}

/** A cache whose answers are fresh for `ttlMs()` (read on each call), at most `maxEntries`. */
export function refreshingCache<T>(ttlMs: () => number, maxEntries: number): RefreshingCache<T> {
  const entries = new Map<string, CachedAnswer<T>>();
  const inFlight = new Map<string, Promise<CachedAnswer<T>>>();

  /**
   * Stores `answer` as the newest entry; at `maxEntries`, the oldest answer makes room (a busy
   * context stays, refreshed, while one not asked for since goes first).
   */
  function keepAnswer(key: string, answer: CachedAnswer<T>): void {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, answer);
  }

  function fetchAnswer(key: string, load: () => Promise<T>, now: number): Promise<CachedAnswer<T>> {
    const loading = load().then(
      (value) => {
        inFlight.delete(key);
        const answer = { value, fetchedAt: now };
        keepAnswer(key, answer);
        return answer;
      },
      (error: unknown) => {
        inFlight.delete(key);
        entries.delete(key);
        throw error;
      },
    );
    inFlight.set(key, loading);
    return loading;
  }

  return {
    get(key, load, now = Date.now()) {
      const ttl = ttlMs();
      const hit = entries.get(key);
      if (hit && now - hit.fetchedAt < ttl) return Promise.resolve(hit);
      const loading = inFlight.get(key) ?? fetchAnswer(key, load, now);
      // A time of 0 turns the cache off: every page gets the backend's answer of now.
      if (!hit || ttl === 0) return loading;
      // The refresh runs behind the expired answer; its failure only drops the entry.
      loading.catch(() => undefined);
      return Promise.resolve(hit);
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
  };
}
