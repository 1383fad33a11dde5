import { useEffect, useMemo } from 'react';
import type { Installment, Plan } from '@/checkout/api/types';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import type { FieldForm } from '@/checkout/useFieldForm';

/** The installment choices of a plan, up to `max` (at least its first one). */
export function installmentChoicesOf(plan: Plan | undefined, max?: number): Installment[] {
  if (!plan) return [];
  const all = plan.installments.filter((option) => max === undefined || option.id <= max);
  return all.length > 0 ? all : plan.installments.slice(0, 1);
}

/** The choice preselected: the most installments, or one payment where installments are off. */
export function defaultInstallmentOf(
  choices: readonly Installment[],
  showInstallments: boolean,
): Installment | undefined {
  return showInstallments
    ? choices[choices.length - 1]
    : (choices.find((option) => option.id === 1) ?? choices[0]);
}

/**
 * The installment choices of a plan (up to the step's max) and the chosen one kept valid:
 * the most installments by default, as the spec's '12x de R$95,00' copy shows, or one
 * payment where installments are off (Mozambique, or off on the step).
 */
export function useInstallmentChoices(
  form: FieldForm<PaymentValues>,
  plan: Plan | undefined,
  { showInstallments, max }: { showInstallments: boolean; max?: number },
) {
  const { values, setValue } = form;
  const choices = useMemo(() => installmentChoicesOf(plan, max), [plan, max]);

  useEffect(() => {
    if (choices.some((option) => String(option.id) === values.installments)) return;
    const fallback = defaultInstallmentOf(choices, showInstallments);
    if (fallback) setValue('installments', String(fallback.id));
  }, [choices, showInstallments, values.installments, setValue]);

  return choices;
}
