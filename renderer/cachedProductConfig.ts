/**
 * A per-process cache of product configs fetched from the backend, so a busy checkout does not
 * ask for the same config on every page load: fresh for `CONFIG_CACHE_TTL_MS` (default 5 000
 * ms; 0 turns the cache off), then still served while one refresh runs behind it, failures never
 * kept (`lib/cache/refreshingCache.ts`).
 */
import { getProductConfig } from '@/checkout/api/checkoutApi';
import { refreshingCache } from '@/lib/cache/refreshingCache';
import { integerSetting } from '@/lib/settings/settings';

type Config = Awaited<ReturnType<typeof getProductConfig>>;

/** The cache's time-to-live in milliseconds, read from the environment on each call. */
export function configCacheTtlMs(): number {
  return integerSetting('CONFIG_CACHE_TTL_MS');
}

const configs = refreshingCache<Config>(configCacheTtlMs, 1000);

/** A product config through the API client, from the cache (see the module comment). */
export async function cachedProductConfig(
  code: string,
  query: { planId?: string },
  now: () => number = Date.now,
): Promise<Config> {
  if (configCacheTtlMs() === 0) return getProductConfig(code, query);
  const key = `${code}\u0000${query.planId ?? ''}`;
  return (await configs.get(key, () => getProductConfig(code, query), now())).value;
}

/** Empties the cache (tests). */
export function clearProductConfigCache(): void {
  configs.clear();
}
