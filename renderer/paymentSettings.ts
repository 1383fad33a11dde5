/**
 * Settings of payments (README "Settings"), read at run time on the server.
 */
import { apiTimeoutMs } from '@/checkout/api/apiClient';
import { integerSetting } from '@/lib/settings/settings';

/**
 * How long browsers wait for a payment call before they ask for its outcome: spec §9's 60 s.
 * `PAYMENT_TIMEOUT_MS` shortens it for tests and local runs (the slow test card then outlasts
 * it within seconds), and is ignored on production hosts.
 */
export function paymentTimeoutMs(environment: 'test' | 'production'): number {
  // The declaration refuses less than 1000 ms (a payment could not even be sent), and its
  // default is spec §9's 60 s, the browser's own time-out (`apiTimeoutMs`, a test keeps them equal).
  return environment === 'production' ? apiTimeoutMs : integerSetting('PAYMENT_TIMEOUT_MS');
}
