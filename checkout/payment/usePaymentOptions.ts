import { useMemo } from 'react';
import type { PaymentMethod, PlanType } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { paymentMethodOptions } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import { selectPlan } from '@/checkout/payment/selectPlan';
import { useProductPlans } from '@/checkout/payment/useProductPlans';
import type { PriceMode } from '@/schemas/generated/types';

/** What a payment step asks of the plans and methods it offers. */
export interface PaymentOptionsRequest {
  /** A plan the step charges (the upsell's); otherwise `oferta` or the product's plan ids. */
  planId?: string;
  /** The step's `paymentMethods` prop. */
  allowedMethods?: readonly PaymentMethod[];
  planTypes?: readonly PlanType[];
  priceMode?: PriceMode;
}

/**
 * The plans of the product (fetched), the plan this step charges, and the payment-method
 * cards offered for it (card, Pix, boleto; Mozambique per brand config).
 */
export function usePaymentOptions(request: PaymentOptionsRequest) {
  const { page, isMozambique } = useCheckout();
  const plans = useProductPlans({ planTypes: request.planTypes, priceMode: request.priceMode });
  const plan = plans.data
    ? selectPlan(plans.data, { planId: request.planId, oferta: page.query.oferta })
    : undefined;
  // Pix is paid on the step the `pix` outcome leads to (QR code, copy, status): without one
  // the buyer could never see the code, so Pix is not offered.
  const flowHasPixStep = Boolean(page.step.nextStepIds.pix);
  const options = useMemo<PaymentMethodOption[]>(
    () =>
      plans.data
        ? paymentMethodOptions({
            product: plans.data,
            plan,
            allowed: request.allowedMethods,
            isMozambique,
            brand: page.brand,
            linkEnvironment: page.staging ? 'homolog' : page.environment,
          }).filter((option) => option.kind !== 'pix' || flowHasPixStep)
        : [],
    [
      plans.data,
      plan,
      request.allowedMethods,
      isMozambique,
      page.brand,
      page.staging,
      page.environment,
      flowHasPixStep,
    ],
  );
  return { plans, plan, options };
}
