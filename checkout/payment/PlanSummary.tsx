import type { Plan } from '@/checkout/api/types';
import { formatMoney } from '@/checkout/format/formatMoney';
import { OfferNoteList } from '@/checkout/offer/OfferNoteList';
import { offerNotes } from '@/checkout/offer/offerNotes';
import { Card, Text } from '@/ui/Card';
import { styled } from '@/ui/stitches.config';

const Name = styled('h2', { margin: '0 0 $2', fontSize: '$lg', fontWeight: '$semibold' });
const Price = styled('p', {
  margin: '0 0 $2',
  fontSize: '$xl',
  fontWeight: '$bold',
  color: '$neutralHigh',
});

/** The most installments a plan offers within `max` (undefined: no limit). */
export function mostInstallments(plan: Plan, max?: number) {
  const within = plan.installments.filter((option) => max === undefined || option.id <= max);
  return within[within.length - 1];
}

/**
 * The summary of the plan being bought, at the top of a payment step: its name, the price
 * before and after the discount, the installments ('12x de R$95,00') or the cash price, and
 * the offer terms (applied voucher, free trial or trial already used, annual only; see
 * `offerNotes`). Amounts in the plan's currency (R$ or MT).
 */
export function PlanSummary({
  plan,
  showInstallments,
  maxInstallments,
  productPlans,
  label = 'Resumo da compra',
}: {
  plan: Plan;
  showInstallments: boolean;
  maxInstallments?: number;
  /** Every plan the step offers, for the 'annual only' note. */
  productPlans?: readonly Plan[];
  /** The region's accessible name (an offer page calls it 'Resumo da oferta'). */
  label?: string;
}) {
  const money = (value: number) => formatMoney(value, plan.currency);
  const most = showInstallments ? mostInstallments(plan, maxInstallments) : undefined;
  const inInstallments = most !== undefined && most.id > 1;
  return (
    <Card aria-label={label}>
      <Name>{plan.name}</Name>
      {plan.standardAmount > plan.amount ? (
        <Text muted>
          De <s>{money(plan.standardAmount)}</s> por
        </Text>
      ) : null}
      <Price>{inInstallments ? `${most.id}x de ${money(most.value)}` : money(plan.amount)}</Price>
      {inInstallments ? <Text muted>ou {money(plan.amount)} à vista</Text> : null}
      <OfferNoteList notes={offerNotes(plan, productPlans)} />
    </Card>
  );
}
