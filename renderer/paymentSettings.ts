/**
 * Settings of payments (README "Settings"), read at run time on the server.
 */
import { apiTimeoutMs } from '@/checkout/api/apiClient';
import { integerSetting } from '@/lib/settings/settings';

/** The shortest `PAYMENT_TIMEOUT_MS` taken: below it a payment could not even be sent. */
export const minPaymentTimeoutMs = 1000;

/**
 * How long browsers wait for a payment call before they ask for its outcome: spec §9's 60 s.
 * `PAYMENT_TIMEOUT_MS` shortens it for tests and local runs (the slow test card then outlasts
 * it within seconds), and is ignored on production hosts.
 */
export function paymentTimeoutMs(environment: 'test' | 'production'): number {
  const configured = integerSetting('PAYMENT_TIMEOUT_MS', Number.NaN);
  if (
    environment !== 'production' &&
    Number.isFinite(configured) &&
    configured >= minPaymentTimeoutMs
  )
    return Math.round(configured);
  return apiTimeoutMs;
}
