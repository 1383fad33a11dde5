import type { TrialSchedule } from '@/checkout/api/types';
import { formatDate } from '@/checkout/format/formatDate';
import type { CurrencySymbol } from '@/checkout/format/formatMoney';
import { trialLength } from '@/checkout/offer/offerNotes';
import { amountInInstallments } from '@/checkout/format/installmentLabel';

/**
 * What the first charge of a free trial takes, as the receipt says it: 'R$1.140,00 em 12x de
 * R$95,00' (the whole order, in the installments chosen when paying).
 */
export function firstChargeAmountText(trial: TrialSchedule, currency: CurrencySymbol): string {
  return amountInInstallments(trial.firstChargeAmount, trial.installments, currency);
}

/**
 * What a buyer who started a free trial reads after paying: nothing was charged, and the date
 * and amount of the first charge, from the payment answer ('Nada foi cobrado agora. A primeira
 * cobrança, de R$1.140,00 em 12x de R$95,00, será feita em 10/12/2026, ao fim dos 7 dias
 * grátis.').
 */
export function trialChargeSentence(trial: TrialSchedule, currency: CurrencySymbol): string {
  return `Nada foi cobrado agora. A primeira cobrança, de ${firstChargeAmountText(trial, currency)}, será feita em ${formatDate(trial.firstChargeAt)}, ao fim ${trialEndPhrase(trial.days)}.`;
}

/** 'dos 7 dias grátis', 'dos 3 meses grátis', 'do 1 mês grátis'. */
function trialEndPhrase(days: number): string {
  const length = trialLength(days);
  return length.startsWith('1 ') ? `do ${length} grátis` : `dos ${length} grátis`;
}
