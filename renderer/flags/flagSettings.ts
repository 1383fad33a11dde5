/**
 * Settings of the feature flags (README "Settings"), read at run time on the server.
 */
import { defaultFlagPollIntervalMs } from '@/platform/flags/featureFlags';
import { integerSetting, setting } from '@/lib/settings/settings';

/** A real OFREP flag service (flagd, GO Feature Flag, …) when `FLAGS_OFREP_URL` is set. */
export function flagServiceUrl(): string | undefined {
  return setting('FLAGS_OFREP_URL')?.replace(/\/+$/, '');
}

/**
 * The OFREP base URL the server evaluates against: `FLAGS_OFREP_URL`, else the sandbox's flag
 * service on this server's loopback (`/api/sandbox/ofrep/v1/…`).
 */
export function serverFlagBaseUrl(): string {
  return flagServiceUrl() ?? `http://127.0.0.1:${integerSetting('PORT')}/api/sandbox`;
}

/**
 * How often browsers poll the flags: spec §9's 300 s. `FLAGS_POLL_INTERVAL_MS` shortens it
 * for tests and local runs, and is ignored on production hosts.
 */
export function flagPollIntervalMs(environment: 'test' | 'production'): number {
  // The declared default is spec §9's 300 s too (`defaultFlagPollIntervalMs`, what the browser
  // falls back on; a test keeps them equal).
  return environment === 'production'
    ? defaultFlagPollIntervalMs
    : integerSetting('FLAGS_POLL_INTERVAL_MS');
}

/** How long the server reuses flags evaluated for one context (`FLAGS_CACHE_TTL_MS`). */
export function flagCacheTtlMs(): number {
  return integerSetting('FLAGS_CACHE_TTL_MS');
}

/** Time-out of one server-side flag evaluation (the page never waits long for flags). */
export const flagRequestTimeoutMs = 1500;
