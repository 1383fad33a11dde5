/**
 * A short-lived, per-process cache of product configs fetched from the backend, so a busy
 * checkout does not ask for the same config on every page load. Entries are fresh for
 * `CONFIG_CACHE_TTL_MS` (default 5 000 ms; 0 turns the cache off). A config is per product,
 * not per request, so no page waits for the backend once its product was asked: an expired
 * config is served while one refresh runs behind it, and concurrent misses share one request.
 * Without that, under load every page that arrived while the entry was being fetched again
 * waited for the backend (the sandbox's is this same busy server): 6.9 ms of each /lead at 16
 * connections (issue 25). Failures are never cached: a failed refresh drops the entry, so the
 * next page asks the backend itself and an outage is seen at once.
 */
import { getProductConfig } from '@/checkout/api/checkoutApi';
import { integerSetting } from '@/lib/settings/settings';

type Config = Awaited<ReturnType<typeof getProductConfig>>;

/** Configs the backend answered, with when. */
const entries = new Map<string, { fetchedAt: number; value: Promise<Config> }>();
/** Requests under way, by key: pages that arrive together share one. */
const inFlight = new Map<string, Promise<Config>>();
const MAX_ENTRIES = 1000;

/** The cache's time-to-live in milliseconds, read from the environment on each call. */
export function configCacheTtlMs(): number {
  return integerSetting('CONFIG_CACHE_TTL_MS', 5000);
}

/**
 * A product config through the API client: the cached one while fresh; once expired, still the
 * cached one while one refresh runs behind it; without one, the request under way.
 */
export function cachedProductConfig(
  code: string,
  query: { planId?: string },
  now: () => number = Date.now,
): Promise<Config> {
  const ttl = configCacheTtlMs();
  if (ttl === 0) return getProductConfig(code, query);
  const key = `${code}\u0000${query.planId ?? ''}`;
  const hit = entries.get(key);
  if (hit && now() - hit.fetchedAt < ttl) return hit.value;
  const fetching = inFlight.get(key) ?? startFetch(key, code, query, now);
  return hit ? hit.value : fetching;
}

/** Fetches one config, keeping it under `key` once answered and dropping the key on failure. */
function startFetch(
  key: string,
  code: string,
  query: { planId?: string },
  now: () => number,
): Promise<Config> {
  const value = getProductConfig(code, query);
  inFlight.set(key, value);
  value.then(
    () => {
      inFlight.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { fetchedAt: now(), value });
    },
    () => {
      inFlight.delete(key);
      entries.delete(key);
    },
  );
  return value;
}

/** Empties the cache (tests). */
export function clearProductConfigCache(): void {
  entries.clear();
  inFlight.clear();
}
