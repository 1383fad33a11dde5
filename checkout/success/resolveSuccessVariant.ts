import type { SuccessVariant } from '@/schemas/generated/types';

/**
 * Which success screen to show (spec §4: default, bankslip, upsell, main-plus-upsell). The
 * step's `variant` prop wins; without one, a query with `route=bankslip` (the bankslip flow,
 * or added by the payment step after a boleto payment) shows the boleto screen, and anything
 * else the default confirmation. A `boleto` query parameter means nothing: the boleto comes
 * from the payment answer, never from the URL.
 */
export function resolveSuccessVariant(
  variant: SuccessVariant | undefined,
  query: Readonly<Record<string, string>>,
): SuccessVariant {
  if (variant) return variant;
  if (query.route === 'bankslip') return 'bankslip';
  return 'default';
}
