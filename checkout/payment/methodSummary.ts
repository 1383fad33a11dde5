import { formatMoney } from '@/checkout/format/formatMoney';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import { mostInstallments } from '@/checkout/payment/PlanSummary';

/**
 * The line under a method card's title: the most card installments (a new card or the card on
 * file), or the cash price.
 */
export function methodSummary(
  option: PaymentMethodOption,
  showInstallments: boolean,
  max?: number,
): string {
  const { plan } = option;
  if ((option.kind === 'credit-card' || option.kind === 'card-on-file') && showInstallments) {
    const most = mostInstallments(plan, max);
    if (most && most.id > 1) return `Até ${most.id}x de ${formatMoney(most.value, plan.currency)}`;
  }
  return `${formatMoney(plan.amount, plan.currency)} à vista`;
}
