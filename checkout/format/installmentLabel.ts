import type { Installment } from '@/checkout/api/types';
import { formatMoney } from '@/checkout/format/formatMoney';
import type { CurrencySymbol } from '@/checkout/format/formatMoney';
import { isEvenSplit, splitInstallments } from '@/lib/money/installments';

/** What the label reads of an installment option: its count, total and interest. */
export type InstallmentTerms = Pick<Installment, 'id' | 'totalValue' | 'tax'> &
  Partial<Installment>;

function parts(
  option: InstallmentTerms,
  currency: CurrencySymbol,
): { even: boolean; text: string } {
  const split = splitInstallments(option.totalValue, option.id);
  const money = (value: number) => formatMoney(value, currency);
  const even = isEvenSplit(split) || split.count === 1;
  return {
    even,
    text: even
      ? `${split.count}x de ${money(split.rest)}`
      : `1x de ${money(split.first)} + ${split.count - 1}x de ${money(split.rest)}`,
  };
}

/**
 * How an installment option reads (the select, the plan summary, the receipt): '12x de
 * R$95,00' (the spec's copy) when the total splits evenly; otherwise the installments as they
 * are charged, the first carrying the cents the division leaves over, so what the buyer reads
 * adds up to the total: '1x de R$103,12 + 11x de R$103,08'. The amounts come from the option's
 * `totalValue` and count by the one rule (`splitInstallments`), never from a rounded `value`.
 * With interest the total is added: '12x de R$99,00 (total R$1.188,00)'.
 */
export function installmentLabel(option: InstallmentTerms, currency: CurrencySymbol): string {
  const total = option.tax > 0 ? ` (total ${formatMoney(option.totalValue, currency)})` : '';
  return `${parts(option, currency).text}${total}`;
}

/**
 * An installment option after 'Até' or 'em até' ('Até 12x de R$95,00'): the count first, and,
 * when the total does not split evenly, the installments as charged in parentheses: '12x
 * (1x de R$103,12 + 11x de R$103,08)'; with interest the total follows ('; total R$…').
 */
export function upToInstallmentsLabel(option: InstallmentTerms, currency: CurrencySymbol): string {
  const { even, text } = parts(option, currency);
  if (even) return installmentLabel(option, currency);
  const total = option.tax > 0 ? `; total ${formatMoney(option.totalValue, currency)}` : '';
  return `${option.id}x (${text}${total})`;
}

/**
 * An amount and how it is charged, as the receipt and the trial notes say it: 'R$1.140,00 em
 * 12x de R$95,00', 'R$1.237,00 em 1x de R$103,12 + 11x de R$103,08', or 'R$149,00' when it is
 * one payment. The installments are split by the one rule, so they add up to the amount.
 */
export function amountInInstallments(
  total: number,
  count: number,
  currency: CurrencySymbol,
): string {
  const amount = formatMoney(total, currency);
  if (count <= 1) return amount;
  return `${amount} em ${installmentLabel({ id: count, totalValue: total, tax: 0 }, currency)}`;
}
