/**
 * A short-lived, per-process cache of product configs fetched from the backend, so a busy
 * checkout does not ask for the same config on every page load. Entries live
 * `CONFIG_CACHE_TTL_MS` (default 5 000 ms; 0 turns the cache off); failures are never cached,
 * so an outage is seen at once and a recovered backend is used at once. Concurrent misses
 * for the same key share one request.
 */
import { getProductConfig } from '@/checkout/api/checkoutApi';
import { integerSetting } from '@/lib/settings/settings';

type Config = Awaited<ReturnType<typeof getProductConfig>>;

const entries = new Map<string, { expires: number; value: Promise<Config> }>();
const MAX_ENTRIES = 1000;

/** The cache's time-to-live in milliseconds, read from the environment on each call. */
export function configCacheTtlMs(): number {
  return integerSetting('CONFIG_CACHE_TTL_MS');
}

/** Fetches a product config through the API client, served from the cache while fresh. */
export function cachedProductConfig(
  code: string,
  query: { planId?: string },
  now: () => number = Date.now,
): Promise<Config> {
  const ttl = configCacheTtlMs();
  if (ttl === 0) return getProductConfig(code, query);
  const key = `${code}\u0000${query.planId ?? ''}`;
  const hit = entries.get(key);
  if (hit && hit.expires > now()) return hit.value;
  const value = getProductConfig(code, query);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { expires: now() + ttl, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Empties the cache (tests). */
export function clearProductConfigCache(): void {
  entries.clear();
}
