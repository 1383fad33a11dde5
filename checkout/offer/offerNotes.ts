import type { Plan } from '@/checkout/api/types';
import { fillCopy } from '@/checkout/copy/fillCopy';
import { ptBR } from '@/checkout/copy/ptBR';
import type { Copy } from '@/checkout/copy/ptBR';
import { formatMoney } from '@/checkout/format/formatMoney';
import { trialMethods } from '@/lib/money/freeTrial';

/** Which of the spec §4 offer variants a note speaks for. */
export type OfferNoteKind = 'voucher' | 'trial' | 'trial-used' | 'annual-only';

/** One line of offer terms shown with a plan's price: a short title and a sentence. */
export interface OfferNote {
  kind: OfferNoteKind;
  title: string;
  detail: string;
}

/** How the offer notes are worded and what the page offers. */
export interface OfferNoteOptions {
  /** The page's copy catalogue (pt-BR unless told). */
  copy?: Copy;
  /**
   * Whether the page offers this plan in installments (the step shows them and the plan has
   * more than one): only then does 'annual only' say the plan may be paid in installments.
   */
  installments?: boolean;
}

/** How long a free trial is, as buyers read it: '7 dias', '3 meses', '1 mês'. */
export function trialLength(days: number): string {
  if (days >= 30 && days % 30 === 0) {
    const months = days / 30;
    return months === 1 ? '1 mês' : `${months} meses`;
  }
  return days === 1 ? '1 dia' : `${days} dias`;
}

/**
 * The terms that make an offer what it is (spec §4 trial variants, §9 copy), decided from the
 * plan as the API answers it, never from a product code:
 * - a voucher the plan accepted ('Black Friday: 12x de R$85,00', 'R$120,00 de desconto');
 * - a free trial (`trialDays`: 7 days, 90 for '3 meses grátis') of a card payment, nothing
 *   charged now and the first charge when it ends, the other methods paying now (see
 *   `freeTrialApplies`); or, when the buyer has already had the product (`trialUsed`), that the
 *   trial is used and the charge starts at once;
 * - 'annual only', when every plan the product is sold with (`productPlans`) is yearly, paid
 *   in cash or, where the page offers them (`options.installments`), in installments.
 * Empty for a plain plan. The language-dependent sentences come from `options.copy`.
 */
export function offerNotes(
  plan: Plan,
  productPlans: readonly Plan[] = [],
  { copy = ptBR, installments = true }: OfferNoteOptions = {},
): OfferNote[] {
  const notes: OfferNote[] = [];
  const money = (value: number) => formatMoney(value, plan.currency);
  const voucher = plan.appliedVoucher;
  if (voucher) {
    notes.push({
      kind: 'voucher',
      title: voucher.description || `Cupom ${voucher.code} aplicado`,
      detail: `Cupom ${voucher.code} aplicado: ${money(voucher.discount)} de desconto.`,
    });
  }
  const trialDays = plan.trialDays ?? 0;
  if (trialDays > 0 && plan.trialUsed) {
    notes.push({
      kind: 'trial-used',
      title: copy.offer.trialUsedTitle,
      detail: fillCopy(copy.offer.trialUsedDetail, { trial: trialLength(trialDays) }),
    });
  } else if (trialDays > 0 && plan.paymentMethods.some((method) => trialMethods.includes(method))) {
    // Only a card can be charged when the trial ends (`freeTrialApplies`): other methods pay now.
    const others = plan.paymentMethods.some((method) => !trialMethods.includes(method));
    notes.push({
      kind: 'trial',
      title: `${trialLength(trialDays)} grátis para experimentar`,
      detail: `No cartão de crédito, nada é cobrado agora: a primeira cobrança é feita ao fim do período grátis. Cancele antes e não paga nada.${others ? ' Nas outras formas de pagamento, o valor é cobrado na hora, sem período grátis.' : ''}`,
    });
  }
  if (
    plan.type === 'yearly' &&
    productPlans.length > 0 &&
    productPlans.every((other) => other.type === 'yearly')
  ) {
    notes.push({
      kind: 'annual-only',
      title: copy.offer.annualOnlyTitle,
      detail: installments
        ? copy.offer.annualOnlyDetail.installments
        : copy.offer.annualOnlyDetail.cash,
    });
  }
  return notes;
}
