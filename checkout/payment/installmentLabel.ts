import type { Installment } from '@/checkout/api/types';
import { formatMoney } from '@/checkout/format/formatMoney';
import type { CurrencySymbol } from '@/checkout/format/formatMoney';

/**
 * How an installment option reads in the select: '12x de R$95,00' (the spec's copy), with the
 * total added when the installments carry interest: '12x de R$99,00 (total R$1.188,00)'.
 */
export function installmentLabel(option: Installment, currency: CurrencySymbol): string {
  const each = `${option.id}x de ${formatMoney(option.value, currency)}`;
  return option.tax > 0 ? `${each} (total ${formatMoney(option.totalValue, currency)})` : each;
}
