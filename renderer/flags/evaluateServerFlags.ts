/**
 * The page's feature flags, evaluated on the server for the first render (no flicker):
 * OpenFeature's server SDK with the OFREP provider, against `FLAGS_OFREP_URL` or the sandbox's
 * flag service, each context's answer reused for `FLAGS_CACHE_TTL_MS`. When the service is
 * down, every flag is unanswered (today's behaviour) and a warning is logged.
 *
 * Flags are per context (product, brand, area, environment), not per request, so no request
 * waits for the flag service once its context was asked: an expired answer is served while one
 * refresh runs behind it, and requests that arrive together for a new context share one
 * evaluation. Without that, under load every page whose cache entry had just expired asked the
 * service at once (the sandbox's service is this same busy server) and waited up to the
 * time-out: 76 ms of each checkout page request at 16 connections, p99 1.8 s (issue 25).
 */
import { OpenFeature } from '@openfeature/server-sdk';
import type { Client } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import { refreshingCache } from '@/lib/cache/refreshingCache';
import { logger } from '@/platform/logger';
import {
  flagKeys,
  flagTypes,
  toFeatureFlags,
  unansweredFlags,
} from '@/platform/flags/featureFlags';
import type { FeatureFlags } from '@/platform/flags/featureFlags';
import type { FlagEvaluationContext } from '@/platform/flags/flagEvaluationContext';
import {
  flagCacheTtlMs,
  flagRequestTimeoutMs,
  serverFlagBaseUrl,
} from '@/renderer/flags/flagSettings';

const domain = 'checkout-server';
let configuredFor: string | undefined;

/** Fetch with the flag time-out, so a slow flag service never holds the page. */
const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(flagRequestTimeoutMs) });

function flagClient(): Client {
  const baseUrl = serverFlagBaseUrl();
  if (configuredFor !== baseUrl) {
    OpenFeature.setProvider(
      domain,
      new OFREPProvider({ baseUrl, fetchImplementation: fetchWithTimeout }),
    );
    configuredFor = baseUrl;
  }
  return OpenFeature.getClient(domain);
}

/** How many contexts keep their flags; past it the oldest answer is evicted. */
export const serverFlagCacheEntries = 500;

const cache = refreshingCache<FeatureFlags>(flagCacheTtlMs, serverFlagCacheEntries);

/** Error codes that mean "the service answered: this flag is not set here" (no warning). */
const answeredErrors = new Set(['FLAG_NOT_FOUND', 'TYPE_MISMATCH']);

/**
 * The checkout's flags for a page's context (see the module comment), through the refreshing
 * cache (`lib/cache/refreshingCache.ts`; a cache time of 0 turns it off, so a flipped flag is
 * seen on the next page). The service being down is an answer here (every flag unanswered),
 * kept for the cache time like any other.
 */
export async function evaluateServerFlags(
  context: FlagEvaluationContext,
  now: () => number = Date.now,
): Promise<FeatureFlags> {
  const answer = await cache.get(JSON.stringify(context), () => askFlagService(context), now());
  return answer.value;
}

/** Every flag of the checkout from the flag service (unanswered, with a warning, when it is down). */
async function askFlagService(context: FlagEvaluationContext): Promise<FeatureFlags> {
  const client = flagClient();
  const failures: string[] = [];
  const values: Record<string, unknown> = {};
  await Promise.all(
    flagKeys.map(async (flagKey) => {
      const details =
        flagTypes[flagKey] === 'boolean'
          ? await client.getBooleanDetails(flagKey, false, context)
          : await client.getStringDetails(flagKey, '', context);
      if (!details.errorCode) values[flagKey] = details.value;
      else if (!answeredErrors.has(details.errorCode))
        failures.push(`${flagKey}: ${details.errorCode} ${details.errorMessage ?? ''}`.trim());
    }),
  );
  const flags = failures.length === flagKeys.length ? unansweredFlags : toFeatureFlags(values);
  if (failures.length > 0) {
    logger.warning('FLAGS_UNAVAILABLE: the flag service did not answer; defaults apply', {
      context: { failures, productCode: context.productCode },
    });
  }
  return flags;
}

/** Forgets cached evaluations (tests). */
export function clearServerFlagCache(): void {
  cache.clear();
}
