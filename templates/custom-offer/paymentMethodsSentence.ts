import type { Plan } from '@/checkout/api/types';
import { upToInstallmentsLabel } from '@/checkout/format/installmentLabel';
import { mostInstallments } from '@/checkout/payment/PlanSummary';

/**
 * How the buyer can pay a plan, in one sentence, as offer pages in Brazil say it under the
 * price: 'Pague com cartão de crédito em até 12x de R$95,00, Pix ou boleto.' Only the methods
 * the plan accepts and the step allows (`allowed`, all when absent); installments only when
 * shown (not for Mozambique). Undefined when no known method is left.
 */
export function paymentMethodsSentence(
  plan: Plan,
  options: { allowed?: readonly string[]; showInstallments: boolean },
): string | undefined {
  const accepted = plan.paymentMethods.filter(
    (method) => options.allowed === undefined || options.allowed.includes(method),
  );
  const parts: string[] = [];
  if (accepted.some((method) => method === 'credit-card' || method === 'default-credit-card')) {
    const most = options.showInstallments ? mostInstallments(plan) : undefined;
    parts.push(
      most && most.id > 1
        ? `cartão de crédito em até ${upToInstallmentsLabel(most, plan.currency)}`
        : 'cartão de crédito',
    );
  }
  if (accepted.includes('pix')) parts.push('Pix');
  if (accepted.includes('bankslip') || accepted.includes('bank-slip')) parts.push('boleto');
  if (accepted.includes('m-pesa')) parts.push('M-Pesa');
  if (parts.length === 0) return undefined;
  const list =
    parts.length === 1
      ? parts[0]
      : `${parts.slice(0, -1).join(', ')} ou ${parts[parts.length - 1]}`;
  return `Pague com ${list}.`;
}
