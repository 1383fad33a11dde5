import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import type { Plan } from '@/checkout/api/types';
import { formatMoney } from '@/checkout/format/formatMoney';
import { useMoveOn } from '@/checkout/navigation/useMoveOn';
import { installmentLabel } from '@/checkout/format/installmentLabel';
import { mostInstallments } from '@/checkout/payment/PlanSummary';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import type { UpsellPresentationProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Card, Heading, Text } from '@/ui/Card';
import { StatusMessage } from '@/ui/StatusMessage';
import { styled } from '@/ui/stitches.config';

const Eyebrow = styled('p', {
  margin: '0 0 $2',
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$neutralHigh',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

const Image = styled('img', {
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: '$md',
  marginBottom: '$4',
});

const Benefits = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $5',
  padding: 0,
  display: 'grid',
  gap: '$3',
  '& li': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '$2',
    fontSize: '$md',
    color: '$neutralHigh',
  },
});

const Check = styled('span', {
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: '$pill',
  backgroundColor: '$primaryPure',
  color: '$primaryLow',
  fontWeight: '$bold',
  fontSize: '$sm',
});

const PriceCard = styled(Card, { textAlign: 'center', '& > :last-child': { marginBottom: 0 } });

const Price = styled('p', {
  margin: '0 0 $2',
  fontSize: '$xl',
  fontWeight: '$bold',
  color: '$neutralHigh',
});

const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
});

function PlanPrice({ plan }: { plan: Plan }) {
  const money = (value: number) => formatMoney(value, plan.currency);
  const most = mostInstallments(plan);
  const inInstallments = most !== undefined && most.id > 1;
  return (
    <PriceCard aria-label="Preço da oferta">
      {plan.standardAmount > plan.amount ? (
        <Text muted>
          De <s>{money(plan.standardAmount)}</s> por
        </Text>
      ) : null}
      <Price>{inInstallments ? installmentLabel(most, plan.currency) : money(plan.amount)}</Price>
      {inInstallments ? <Text muted>ou {money(plan.amount)} à vista</Text> : null}
    </PriceCard>
  );
}

/**
 * The upsell presentation step (/upsell-presentation, named in spec §2): after the main
 * purchase, a one-page offer of the upsell product (heading, benefits, the price of the
 * step's plan) with 'Quero aproveitar', which sets the upsell theme flag and goes to the next
 * step, and 'Não, obrigado', which takes the step's `decline` outcome when it has one, else
 * the next step. The spec gives no more; the page follows Hotmart's and Kiwify's one-click
 * upsell pages. The shell draws it in the upsell styling (its path has 'upsell').
 */
export function UpsellPresentationTemplate({
  step,
  props,
}: TemplateComponentProps<UpsellPresentationProps>) {
  const { page, setUseUpsellTheme } = useCheckout();
  const { offerHeadings } = useCopy();
  const { moveOn, navigating, failure } = useMoveOn();
  const plans = useProductPlans({ enabled: props.planId !== undefined });
  const plan =
    props.planId !== undefined && plans.data
      ? selectPlan(plans.data, { planId: props.planId })
      : undefined;
  const productName = page.brand.upsellProductName;
  const heading =
    props.heading ??
    (productName ? `Aproveite também o ${productName}` : offerHeadings.specialOffer);

  function accept() {
    setUseUpsellTheme(true);
    void moveOn();
  }

  return (
    <section aria-labelledby="upsell-presentation-heading">
      <Eyebrow>{props.eyebrow ?? 'Oferta exclusiva para quem acabou de comprar'}</Eyebrow>
      <Heading id="upsell-presentation-heading">{heading}</Heading>
      {props.text ? <Text>{props.text}</Text> : null}
      {props.imageFile ? <Image src={props.imageFile} alt={props.imageAlt ?? ''} /> : null}
      {props.benefits ? (
        <Benefits aria-label="O que você recebe">
          {props.benefits.map((benefit) => (
            <li key={benefit}>
              <Check aria-hidden="true">✓</Check>
              <span>{benefit}</span>
            </li>
          ))}
        </Benefits>
      ) : null}
      {plan ? <PlanPrice plan={plan} /> : null}
      {props.planId !== undefined && plans.isPending ? (
        <StatusMessage tone="info">Carregando o preço…</StatusMessage>
      ) : null}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Actions>
        <Button block busy={navigating} onClick={accept}>
          {props.buttonLabel ?? 'Quero aproveitar'}
        </Button>
        <Button
          variant="link"
          disabled={navigating}
          onClick={() =>
            void moveOn(step.nextStepIds.decline !== undefined ? 'decline' : undefined)
          }
        >
          {props.declineLabel ?? 'Não, obrigado'}
        </Button>
      </Actions>
    </section>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default UpsellPresentationTemplate;
