import { memo } from 'react';
import type { Plan } from '@/checkout/api/types';
import { formatMoney } from '@/checkout/format/formatMoney';
import { installmentLabel } from '@/checkout/format/installmentLabel';
import { OfferNoteList } from '@/checkout/offer/OfferNoteList';
import { offerNotes } from '@/checkout/offer/offerNotes';
import { useCopy } from '@/checkout/useCopy';
import { Card, Text } from '@/ui/Card';
import { styled } from '@/ui/stitches.config';

const Name = styled('h2', { margin: '0 0 $2', fontSize: '$lg', fontWeight: '$semibold' });
const Price = styled('p', {
  margin: '0 0 $2',
  fontSize: '$xl',
  fontWeight: '$bold',
  color: '$neutralHigh',
});

const Items = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $3',
  padding: '0 0 $3',
  borderBottom: '1px solid $neutralMedium',
});
const Item = styled('li', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$3',
  fontSize: '$sm',
  color: '$neutralHigh',
  padding: '$1 0',
});

/** One line of an order with several items: its name and its cash price (minor units). */
export interface OrderItem {
  label: string;
  amount: number;
}

/** The most installments a plan offers within `max` (undefined: no limit). */
export function mostInstallments(plan: Plan, max?: number) {
  const within = plan.installments.filter((option) => max === undefined || option.id <= max);
  return within[within.length - 1];
}

/**
 * The summary of the plan being bought, at the top of a payment step: its name, the price
 * before and after the discount, the installments ('12x de R$95,00'; '1x de R$103,12 + 11x de
 * R$103,08' when the total does not split evenly, see `installmentLabel`) or the cash price, and
 * the offer terms (applied voucher, free trial or trial already used, annual only; see
 * `offerNotes`). Amounts in the plan's currency (R$ or MT). With add-ons (`items`), `plan` is
 * priced for the whole order and the items are listed above the total.
 */
// Memoized: the payment form renders again on each keystroke, the plan it shows does not change.
export const PlanSummary = memo(function PlanSummary({
  plan,
  showInstallments,
  maxInstallments,
  items,
  productPlans,
  label = 'Resumo da compra',
}: {
  plan: Plan;
  showInstallments: boolean;
  maxInstallments?: number;
  /** The order's items when there is more than the plan (an order bump). */
  items?: readonly OrderItem[];
  /** Every plan the step offers, for the 'annual only' note. */
  productPlans?: readonly Plan[];
  /** The region's accessible name (an offer page calls it 'Resumo da oferta'). */
  label?: string;
}) {
  const copy = useCopy();
  const money = (value: number) => formatMoney(value, plan.currency);
  const most = showInstallments ? mostInstallments(plan, maxInstallments) : undefined;
  const inInstallments = most !== undefined && most.id > 1;
  return (
    <Card aria-label={label}>
      <Name>{items ? copy.offerHeadings.yourOrder : plan.name}</Name>
      {items ? (
        <Items>
          {items.map((item) => (
            <Item key={item.label}>
              <span>{item.label}</span>
              <span>{money(item.amount)}</span>
            </Item>
          ))}
        </Items>
      ) : null}
      {items ? (
        <Text muted css={{ marginBottom: '$1' }}>
          Total do pedido
        </Text>
      ) : null}
      {!items && plan.standardAmount > plan.amount ? (
        <Text muted>
          De <s>{money(plan.standardAmount)}</s> por
        </Text>
      ) : null}
      <Price>{inInstallments ? installmentLabel(most, plan.currency) : money(plan.amount)}</Price>
      {inInstallments ? <Text muted>ou {money(plan.amount)} à vista</Text> : null}
      <OfferNoteList
        notes={offerNotes(plan, productPlans, { copy, installments: inInstallments })}
      />
    </Card>
  );
});
