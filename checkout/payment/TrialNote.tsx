import type { Installment, Plan } from '@/checkout/api/types';
import { trialLength } from '@/checkout/offer/offerNotes';
import { amountInInstallments } from '@/checkout/format/installmentLabel';
import { hasFreeTrial, trialMethods } from '@/lib/money/freeTrial';
import { Text } from '@/ui/Card';

/**
 * What the card form says when paying by card starts the plan's free trial: nothing is charged
 * now, and what the first charge will take, in the installments chosen ('7 dias grátis: nada é
 * cobrado agora. A primeira cobrança, de R$1.140,00 em 12x de R$95,00, é feita ao fim do
 * período grátis. Cancele antes e não paga nada.').
 */
export function cardTrialText(
  plan: Plan,
  installment: Pick<Installment, 'id' | 'totalValue'>,
): string {
  const charge = amountInInstallments(installment.totalValue, installment.id, plan.currency);
  return `${trialLength(plan.trialDays ?? 0)} grátis: nada é cobrado agora. A primeira cobrança, de ${charge}, é feita ao fim do período grátis. Cancele antes e não paga nada.`;
}

/**
 * What the Pix or boleto card says when the plan has a free trial the buyer could start by
 * card: this method pays now, without trial. Undefined when there is no such trial.
 */
export function noTrialText(plan: Plan, methodName: 'Pix' | 'boleto'): string | undefined {
  if (!hasFreeTrial(plan) || !plan.paymentMethods.some((method) => trialMethods.includes(method)))
    return undefined;
  return `O período grátis vale só no cartão de crédito: no ${methodName}, o valor é cobrado agora.`;
}

/** The card form's free-trial note (see `cardTrialText`). */
export function CardTrialNote({
  plan,
  installment,
}: {
  plan: Plan;
  installment: Pick<Installment, 'id' | 'totalValue'>;
}) {
  return <Text>{cardTrialText(plan, installment)}</Text>;
}
