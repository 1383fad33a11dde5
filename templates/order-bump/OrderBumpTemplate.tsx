import { LoadFailed } from '@/checkout/LoadFailed';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { useKeptChoice } from '@/checkout/draft/useStepDraft';
import { formatMoney } from '@/checkout/format/formatMoney';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { orderBumpsTotal } from '@/checkout/orderBump/withOrderBumps';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import { readSession, removeSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { OrderBumpProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Card, Heading, Text } from '@/ui/Card';
import { ChoiceCard } from '@/ui/ChoiceCard';
import { StepLoading } from '@/ui/StepLoading';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const Offer = styled('div', { display: 'flex', gap: '$3', alignItems: 'flex-start' });
const OfferImage = styled('img', {
  width: '64px',
  height: '64px',
  flexShrink: 0,
  borderRadius: '$sm',
  objectFit: 'cover',
});
const OfferTitle = styled('span', {
  display: 'block',
  fontSize: '$md',
  fontWeight: '$bold',
  color: '$neutralHigh',
});
const OfferText = styled('span', {
  display: 'block',
  fontSize: '$sm',
  color: '$neutralHigh',
  marginTop: '$1',
});
const OfferPrice = styled('span', {
  display: 'block',
  fontSize: '$md',
  fontWeight: '$semibold',
  color: '$neutralHigh',
  marginTop: '$1',
});
const CheckLabel = styled('strong', { fontSize: '$md', color: '$neutralHigh' });
const Fieldset = styled('fieldset', { border: 0, margin: '0 0 $4', padding: 0, minWidth: 0 });
const Legend = styled('legend', {
  padding: 0,
  marginBottom: '$3',
  fontSize: '$md',
  fontWeight: '$semibold',
  color: '$neutralHigh',
});
const Lines = styled('ul', { listStyle: 'none', margin: '0 0 $3', padding: 0 });
const Line = styled('li', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$3',
  fontSize: '$sm',
  color: '$neutralHigh',
  padding: '$1 0',
});
const Total = styled('p', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$3',
  margin: 0,
  paddingTop: '$2',
  borderTop: '1px solid $neutralMedium',
  fontSize: '$lg',
  fontWeight: '$bold',
  color: '$neutralHigh',
});
const SummaryTitle = styled('h2', { margin: '0 0 $2', fontSize: '$md', fontWeight: '$semibold' });

/**
 * The order bump (/order-bump-presentation): before paying, one card per add-on of the
 * step's `bumps` (image, title, description, price) with a checkbox 'Adicionar ao pedido',
 * none ticked until the buyer ticks it, and the order (the plan the payment step will charge,
 * plus the ticked add-ons) with its total, updated as they tick. 'Continuar para o pagamento'
 * keeps the ticked add-ons in `ORDER_BUMPS` and moves on; the payment step charges plan and
 * add-ons in one payment.
 */
export function OrderBumpTemplate({ props }: TemplateComponentProps<OrderBumpProps>) {
  const { page } = useCheckout();
  const copy = useCopy();
  const { goNext, navigating } = useStepNavigation();
  const plans = useProductPlans();
  // The buyer's earlier ticks when they come back; nothing is ticked on a first visit. Ticks
  // not sent yet are the step's draft: a reload shows them as ticked.
  const offered = (id: string) => props.bumps.some((bump) => bump.id === id);
  const [tickedIds, setTickedIds] = useKeptChoice<readonly string[]>(
    'orderBumps',
    () => (readSession('ORDER_BUMPS') ?? []).map((stored) => stored.id).filter(offered),
    (stored) => (typeof stored === 'string' ? undefined : stored.filter(offered)),
  );
  const ticked = useMemo(() => new Set(tickedIds), [tickedIds]);
  const [failure, setFailure] = useState<string | null>(null);

  const mainPlan = useMemo(
    () =>
      plans.data
        ? selectPlan(plans.data, {
            purchasedPlanId: readSession('PURCHASED_PLAN'),
            oferta: page.query.oferta,
          })
        : undefined,
    [plans.data, page.query.oferta],
  );
  const heading = props.heading ?? 'Aproveite e leve também';
  const checkboxLabel = props.checkboxLabel ?? 'Adicionar ao pedido';

  if (plans.isPending) {
    return (
      <>
        <Heading>{heading}</Heading>
        <StepLoading label="Carregando o pedido" />
      </>
    );
  }

  if (plans.isError || !mainPlan) {
    return <LoadFailed heading={heading} onRetry={() => void plans.refetch()} />;
  }

  const money = (value: number) => formatMoney(value, mainPlan.currency);
  const chosen = props.bumps.filter((bump) => ticked.has(bump.id));
  const total =
    mainPlan.amount +
    orderBumpsTotal(
      chosen.map((bump) => ({
        id: bump.id,
        planId: bump.planId,
        title: bump.title,
        amount: bump.price,
      })),
    );

  // In the order of the step's add-ons, whatever order they were ticked in.
  const toggle = (id: string, on: boolean) =>
    setTickedIds(
      props.bumps
        .map((bump) => bump.id)
        .filter((bumpId) => (bumpId === id ? on : ticked.has(bumpId))),
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (chosen.length > 0)
      writeSession(
        'ORDER_BUMPS',
        chosen.map((bump) => ({ id: bump.id, planId: bump.planId, title: bump.title })),
      );
    else removeSession('ORDER_BUMPS');
    try {
      await goNext();
    } catch (error) {
      logger.error('ORDER_BUMP_NEXT_FAILED: could not move on from the order-bump step', {
        error,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={heading}>
      <Heading>{heading}</Heading>
      {props.description ? <Text>{props.description}</Text> : null}
      <Fieldset>
        <Legend>Ofertas para o seu pedido</Legend>
        {props.bumps.map((bump) => (
          <ChoiceCard
            key={bump.id}
            type="checkbox"
            name="orderBumps"
            value={bump.id}
            checked={ticked.has(bump.id)}
            onChange={(event) => toggle(bump.id, event.target.checked)}
            label={<CheckLabel>{checkboxLabel}</CheckLabel>}
            accessibleName={`${checkboxLabel}: ${bump.title}, ${money(bump.price)}`}
            description={bump.description ? <OfferText>{bump.description}</OfferText> : undefined}
            inputBelow
          >
            <Offer>
              {bump.image ? <OfferImage src={bump.image} alt="" width={64} height={64} /> : null}
              <span>
                <OfferTitle>{bump.title}</OfferTitle>
                <OfferPrice>
                  {bump.standardPrice && bump.standardPrice > bump.price ? (
                    <>
                      De <s>{money(bump.standardPrice)}</s> por{' '}
                    </>
                  ) : (
                    '+ '
                  )}
                  {money(bump.price)}
                </OfferPrice>
              </span>
            </Offer>
          </ChoiceCard>
        ))}
      </Fieldset>

      <Card aria-label="Resumo do pedido">
        <SummaryTitle>{copy.offerHeadings.yourOrder}</SummaryTitle>
        <div aria-live="polite" aria-atomic="true">
          <Lines>
            <Line>
              <span>{mainPlan.name}</span>
              <span>{money(mainPlan.amount)}</span>
            </Line>
            {chosen.map((bump) => (
              <Line key={bump.id}>
                <span>{bump.title}</span>
                <span>{money(bump.price)}</span>
              </Line>
            ))}
          </Lines>
          <Total>
            <span>Total</span>
            <span>{money(total)}</span>
          </Total>
        </div>
      </Card>

      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button type="submit" block busy={navigating}>
        {props.buttonLabel ?? 'Continuar para o pagamento'}
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default OrderBumpTemplate;
