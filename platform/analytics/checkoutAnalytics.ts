/**
 * The analytics facade the checkout's steps call (never `window.dataLayer` directly): GA4
 * ecommerce events for the product's tag manager, sent only when the product configures one
 * (`gtm`). Each event is built from the plan and the order only, never from buyer data.
 */
import { pushEcommerceEvent } from '@/platform/analytics/dataLayer';
import {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  purchaseEvent,
} from '@/platform/analytics/ecommerceEvents';
import type { OrderLine } from '@/platform/analytics/ecommerceEvents';

/** What the facade reads of the page (the checkout's page props have these fields). */
export interface AnalyticsPage {
  checkoutGTM: string | null;
  productTitle: string;
  business: string;
}

/** A plan (or a stored purchase) as an order line. */
export interface PlanLike {
  id: string;
  name: string;
  amount: number;
  currency: string;
}

function lineOf(page: AnalyticsPage, plan: PlanLike): OrderLine {
  return {
    planId: plan.id,
    name: plan.name ? `${page.productTitle} - ${plan.name}` : page.productTitle,
    amount: plan.amount,
    currency: plan.currency,
    brand: page.business,
  };
}

const begun = new Set<string>();
const purchased = new Set<string>();

/** The checkout's analytics events. */
export const checkoutAnalytics = {
  /** The payment step is shown with its plan (once per plan and page load). */
  beginCheckout(page: AnalyticsPage, plan: PlanLike): void {
    if (!page.checkoutGTM || begun.has(plan.id)) return;
    begun.add(plan.id);
    pushEcommerceEvent(beginCheckoutEvent(lineOf(page, plan)));
  },
  /** The buyer sends the payment with this way of paying. */
  addPaymentInfo(page: AnalyticsPage, plan: PlanLike, paymentKind: string, amount?: number): void {
    if (!page.checkoutGTM) return;
    pushEcommerceEvent(
      addPaymentInfoEvent(lineOf(page, { ...plan, amount: amount ?? plan.amount }), paymentKind),
    );
  },
  /** The order is placed (once per payment id). */
  purchase(
    page: AnalyticsPage,
    order: {
      reference: string;
      planId: string;
      planName: string;
      amount: number;
      currency: string;
      method: string;
    },
  ): void {
    if (!page.checkoutGTM || purchased.has(order.reference)) return;
    purchased.add(order.reference);
    pushEcommerceEvent(
      purchaseEvent(
        lineOf(page, {
          id: order.planId,
          name: order.planName,
          amount: order.amount,
          currency: order.currency,
        }),
        order.reference,
        order.method,
      ),
    );
  },
};
