import type { StoredPurchase } from '@/checkout/sessionStore';
import type { SuccessVariant } from '@/schemas/generated/types';

/**
 * Which success screen to show (spec §4: default, bankslip, upsell, main-plus-upsell), from
 * what the buyer bought first and the step's `variant` prop second: a boleto is never shown as
 * confirmed, so a boleto purchase always gets the boleto screen ('Quase lá'); the upsell is
 * offered only once the purchase is paid (the `accept` outcome of template.json `requires:
 * paid`), so an unpaid one shows the plain confirmation (which says 'Pedido registrado!' for an
 * order an attendant holds); otherwise the prop, else 'default'. Nothing in the URL chooses
 * the variant: anyone can write a link.
 */
export function resolveSuccessVariant(
  variant: SuccessVariant | undefined,
  purchase: StoredPurchase | null | undefined,
): SuccessVariant {
  if (purchase?.method === 'bankslip') return 'bankslip';
  if (variant === 'upsell' && purchase && !purchase.paid) return 'default';
  return variant ?? 'default';
}
