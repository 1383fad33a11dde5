import type { DeferredQueryResult } from '@/checkout/api/useDeferredQuery';
import type { ProductPlans } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { useCopy } from '@/checkout/useCopy';
import { PlanSummary } from '@/checkout/payment/PlanSummary';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import { Text } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/stitches.config';

const Loading = styled('div', { display: 'flex', justifyContent: 'center', padding: '$4 0' });

/**
 * The price of the plan the payment step will charge (the `oferta` plan, the one an offer
 * step chose, else the product's annual plan), with its voucher and trial terms, for steps
 * that present the product before payment. A price that cannot load does not hold the buyer
 * up: a line says it shows on the next step. `plans` is the product call the step makes (the
 * product call v2 by default; the md step passes its v1 call, `useEntryProductPlans`).
 */
export function ProductPriceSummary({ plans }: { plans?: DeferredQueryResult<ProductPlans> }) {
  return plans ? <PriceSummaryOf plans={plans} /> : <DefaultPriceSummary />;
}

function DefaultPriceSummary() {
  return <PriceSummaryOf plans={useProductPlans()} />;
}

function PriceSummaryOf({ plans }: { plans: DeferredQueryResult<ProductPlans> }) {
  const { page, isMozambique } = useCheckout();
  const copy = useCopy();
  if (plans.isPending) {
    return (
      <Loading>
        <Spinner size={28} label="Carregando o preço" />
      </Loading>
    );
  }
  const plan = plans.data ? selectPlan(plans.data, { oferta: page.query.oferta }) : undefined;
  if (!plans.data || !plan) {
    return <Text muted>{copy.offer.priceOnNextStep}</Text>;
  }
  return (
    <PlanSummary
      plan={plan}
      showInstallments={!isMozambique}
      productPlans={plans.data.plans}
      label="Resumo do plano"
    />
  );
}
