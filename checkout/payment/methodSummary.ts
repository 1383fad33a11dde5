import { formatMoney } from '@/checkout/format/formatMoney';
import { trialLength } from '@/checkout/offer/offerNotes';
import { upToInstallmentsLabel } from '@/checkout/format/installmentLabel';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import { mostInstallments } from '@/checkout/payment/PlanSummary';
import { freeTrialApplies } from '@/lib/money/freeTrial';

/**
 * The line under a method card's title: the most card installments ('Até 12x de R$95,00'),
 * for a new card or the card on file, or the cash price; a card that starts the plan's free
 * trial says so first ('7 dias grátis, depois até 12x de R$95,00').
 */
export function methodSummary(
  option: PaymentMethodOption,
  showInstallments: boolean,
  max?: number,
): string {
  const { plan } = option;
  const card = option.kind === 'credit-card' || option.kind === 'card-on-file';
  const trial =
    card && freeTrialApplies(plan, 'credit-card')
      ? `${trialLength(plan.trialDays ?? 0)} grátis, depois `
      : '';
  if (card && showInstallments) {
    const most = mostInstallments(plan, max);
    if (most && most.id > 1) {
      const upTo = upToInstallmentsLabel(most, plan.currency);
      return trial ? `${trial}até ${upTo}` : `Até ${upTo}`;
    }
  }
  return `${trial}${formatMoney(plan.amount, plan.currency)} à vista`;
}
