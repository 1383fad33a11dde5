import { isLocalHost } from '@/renderer/rules/isLocalHost';

/** Which backend links and integrations a request uses (spec §3 page prop `environment`). */
export type Environment = 'test' | 'production';

const TEST_MARKERS = ['test', 'dev', 'localhost'];

/**
 * The environment of a request from its Host header (spec §4): 'test' when the host contains
 * TEST, DEV or localhost, else 'production'.
 *
 * The match is case-insensitive: hosts arrive lower-cased from browsers
 * ('checkout-test.medvalida.com.br'), so an upper-case-only match would send every staging
 * buyer to production links. `127.0.0.1` and `[::1]` count as localhost too. A missing host
 * is 'production', the spec's fallback.
 */
export function detectEnvironment(host: string | undefined): Environment {
  if (!host) return 'production';
  const lower = host.toLowerCase();
  if (isLocalHost(lower) || TEST_MARKERS.some((marker) => lower.includes(marker))) return 'test';
  return 'production';
}
