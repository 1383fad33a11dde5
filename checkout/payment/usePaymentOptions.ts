import { useCallback, useEffect, useMemo } from 'react';
import type { PaymentMethod, Plan, PlanType } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { checkoutAnalytics } from '@/platform/analytics';
import { isPixEnabled, useFeatureFlags } from '@/platform/flags';
import { pricedOrderBumps } from '@/checkout/orderBump/pricedOrderBumps';
import { withOrderBumps } from '@/checkout/orderBump/withOrderBumps';
import type { PricedOrderBump } from '@/checkout/orderBump/withOrderBumps';
import { paymentMethodOptions } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import { selectPlan } from '@/checkout/payment/selectPlan';
import type { StoredCardOnFile } from '@/checkout/sessionStore';
import { useSessionValue } from '@/checkout/useSessionValue';
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
  /** The buyer's card on file the step may offer first (the upsell's: the main purchase's card). */
  cardOnFile?: StoredCardOnFile;
  /** See `ProductPlansOptions.leadQuestionWaits`. */
  leadQuestionWaits?: boolean;
}

/**
 * The plans of the product (fetched), the plan this step charges (the multi-profile step's
 * `PURCHASED_PLAN` first), the add-ons chosen on an order-bump step (`ORDER_BUMPS`, priced by
 * their catalogue plans), and the payment-method cards offered for the whole order (card, Pix,
 * boleto; Mozambique per brand config; the card on file first when the request has one; only
 * the ways every add-on can be paid with).
 * `order` prices a plan for the whole order (the plan plus the add-ons).
 */
export function usePaymentOptions(request: PaymentOptionsRequest) {
  const { page, isMozambique } = useCheckout();
  const plans = useProductPlans({
    planTypes: request.planTypes,
    priceMode: request.priceMode,
    leadQuestionWaits: request.leadQuestionWaits,
  });
  // What earlier steps of the flow chose (a multi-profile plan, add-ons, a plan picked for the
  // buyer), read from the browser's session once hydrated: the server renders its plans
  // without them, and the first browser render must match that HTML.
  const purchasedPlanId = useSessionValue('PURCHASED_PLAN');
  const storedBumps = useSessionValue('ORDER_BUMPS');
  const storedPlanId = useSessionValue('defaultSelectedPlan');
  const plan = plans.data
    ? selectPlan(plans.data, {
        purchasedPlanId,
        planId: request.planId,
        oferta: page.query.oferta,
        storedPlanId: storedPlanId ?? null,
      })
    : undefined;
  const bumpPricing = useMemo(
    () =>
      plans.data
        ? pricedOrderBumps(storedBumps, plans.data, plan?.id)
        : { bumps: [] as PricedOrderBump[], dropped: [] },
    [plans.data, storedBumps, plan?.id],
  );
  const bumps = bumpPricing.bumps;
  useEffect(() => {
    if (bumpPricing.dropped.length > 0)
      logger.warning('ORDER_BUMP_DROPPED: chosen add-ons whose plan the product does not offer', {
        context: { stepId: page.step.id, planIds: bumpPricing.dropped.map((bump) => bump.planId) },
      });
  }, [bumpPricing.dropped, page.step.id]);
  const order = useCallback((base: Plan) => withOrderBumps(base, bumps), [bumps]);
  // The tag manager's begin_checkout: the payment step shows its plan.
  useEffect(() => {
    if (plan) checkoutAnalytics.beginCheckout(page, withOrderBumps(plan, bumps));
  }, [plan, bumps, page]);
  // Pix is paid on the step the `pix` outcome leads to (QR code, copy, status): without one
  // the buyer could never see the code, so Pix is not offered.
  // The `pix-enabled` feature flag (per brand or product) can switch Pix off without a deploy.
  const flags = useFeatureFlags();
  const offersPix = Boolean(page.step.nextStepIds.pix) && isPixEnabled(flags);
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
            attendant: page.seller !== 'performance',
            cardOnFile: request.cardOnFile,
          })
            .filter((option) => option.kind !== 'pix' || offersPix)
            // One payment covers the whole order: only ways every add-on can be paid with.
            .filter((option) =>
              bumps.every((bump) =>
                acceptsKind(
                  plans.data?.plans.find((candidate) => candidate.id === bump.planId),
                  option.kind,
                ),
              ),
            )
        : [],
    [
      plans.data,
      plan,
      request.allowedMethods,
      request.cardOnFile,
      isMozambique,
      page.brand,
      page.staging,
      page.environment,
      page.seller,
      offersPix,
      bumps,
    ],
  );
  return { plans, plan, options, bumps, order };
}

/** Whether a plan can be paid this way (bank-slip spelled either way). */
function acceptsKind(plan: Plan | undefined, kind: PaymentMethodOption['kind']): boolean {
  if (!plan) return false;
  const methods: readonly string[] = plan.paymentMethods;
  if (kind === 'bankslip') return methods.includes('bankslip') || methods.includes('bank-slip');
  if (kind === 'card-on-file') return methods.includes('credit-card');
  return methods.includes(kind);
}
