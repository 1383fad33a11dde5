import { useCheckout } from '@/checkout/CheckoutContext';
import { formatMoney } from '@/checkout/format/formatMoney';
import { installmentLabel } from '@/checkout/format/installmentLabel';
import { mostInstallments } from '@/checkout/payment/PlanSummary';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { useSessionValue } from '@/checkout/useSessionValue';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import { styled } from '@/ui/stitches.config';

const Box = styled('aside', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$1 $3',
  padding: '$3 $4',
  marginBottom: '$4',
  border: '1px solid $neutralMedium',
  borderRadius: '$md',
  backgroundColor: '$neutralLow',
});
const Product = styled('p', { margin: 0, fontWeight: '$semibold', color: '$neutralHigh' });
const Plan = styled('span', { display: 'block', fontSize: '$sm', color: '$neutralPure' });
const Price = styled('p', { margin: 0, fontWeight: '$bold', color: '$neutralHigh' });
const Cash = styled('span', {
  display: 'block',
  fontSize: '$sm',
  fontWeight: '$regular',
  color: '$neutralPure',
});

/**
 * A compact order summary for the steps before payment (what Hotmart, Kiwify and Mercado Pago
 * show from the first screen): the product, the plan and its price, in installments where
 * they are offered ('12x de R$95,00') or in cash (Mozambique). Renders nothing until the
 * plans arrive or when none fits, so the step never waits for it; a step whose template
 * declares `serverData: productPlans` has it in its first HTML (no shift when it appears).
 */
export function OrderSummary() {
  const { page, isMozambique } = useCheckout();
  const plans = useProductPlans();
  // The session's plan choice is read once hydrated: the server rendered without it.
  const storedPlanId = useSessionValue('defaultSelectedPlan');
  const plan = plans.data
    ? selectPlan(plans.data, { oferta: page.query.oferta, storedPlanId: storedPlanId ?? null })
    : undefined;
  if (!plan) return null;
  const most = isMozambique ? undefined : mostInstallments(plan);
  const inInstallments = most !== undefined && most.id > 1;
  return (
    <Box aria-label="Resumo do pedido">
      <Product>
        {page.productTitle}
        <Plan>{plan.name}</Plan>
      </Product>
      <Price>
        {inInstallments
          ? installmentLabel(most, plan.currency)
          : formatMoney(plan.amount, plan.currency)}
        {inInstallments ? (
          <Cash>{`ou ${formatMoney(plan.amount, plan.currency)} à vista`}</Cash>
        ) : null}
      </Price>
    </Box>
  );
}
