import type { PaymentRequest, PaymentResponse, Plan } from '@/checkout/api/types';
import { checkoutAnalytics } from '@/platform/analytics';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import type { CheckoutSession } from '@/checkout/CheckoutContext';
import { boughtAddOn } from '@/checkout/orderBump/withOrderBumps';
import type { PricedOrderBump } from '@/checkout/orderBump/withOrderBumps';
import { buildPaymentBody } from '@/checkout/payment/buildPaymentBody';
import { logPaymentFailure } from '@/checkout/payment/logPaymentFailure';
import { paymentChoice } from '@/checkout/payment/paymentChoice';
import { paymentFailureMessage } from '@/checkout/payment/paymentFailureMessage';
import { isInPersonMethod } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import { paymentAnswerExtras } from '@/checkout/payment/paymentAnswerExtras';
import type { FinishPayment } from '@/checkout/payment/useFinishPayment';
import { updatePurchaseLedger } from '@/checkout/purchase/purchaseLedger';
import { removeSession, writeSession } from '@/checkout/sessionStore';
import type { StoredPurchase } from '@/checkout/sessionStore';

/**
 * What the purchase ledger learns from an accepted payment: a paid purchase's receipt (other
 * tabs show it instead of their form), or the Pix code now waiting (the payment page says so
 * before offering another method).
 */
function recordInLedger(purchaseId: string, stored: StoredPurchase, response: PaymentResponse) {
  if (stored.paid) updatePurchaseLedger(purchaseId, { paid: stored, pix: undefined });
  else if (response.route === 'pix' && response.pix)
    updatePurchaseLedger(purchaseId, {
      pix: {
        paymentId: response.paymentId,
        amount: stored.amount,
        currency: stored.currency,
        expiresAt: response.pix.expiresAt,
      },
    });
}

/** An M-Pesa payment whose push waits for the buyer's answer on the phone. */
export interface PendingMpesa {
  paymentId: string;
  /** The number the push went to, masked by the backend. */
  phone: string;
  expiresAt: string;
  amount: number;
  currency: Plan['currency'];
  /** Records the purchase and goes on, once the payment is approved. */
  complete: () => Promise<void>;
}

/** Everything paying needs, read from the form once it is valid. */
export interface PayOrderInput {
  page: CheckoutPageProps;
  /** The buyer and the lead, as the checkout's session holds them now. */
  session: Pick<CheckoutSession, 'buyer' | 'leadId'>;
  chosen: PaymentMethodOption;
  values: PaymentValues;
  sendsDocument: boolean;
  orderBumps: readonly PricedOrderBump[];
  purchase: 'main' | 'upsell';
  productName?: string;
  /** The purchase the payment pays (lib/payment/purchase.ts), when the buyer has a lead. */
  purchaseId?: string;
  /** Sends the payment idempotently (`usePaymentSubmit`), naming the purchase. */
  submit: (body: PaymentRequest) => Promise<PaymentResponse>;
  /**
   * Takes a failure that is about the purchase, not this payment (paid already, paid in another
   * tab or being paid): true when the form's purchase guard shows it instead of a failure.
   */
  conflict?: (error: unknown) => boolean;
  finishPayment: FinishPayment;
  clearCvv: () => void;
  /** A definitive failure: the message the form announces. */
  failed: (message: string) => void;
  /** An M-Pesa push the buyer confirms on the phone: the form waits for it. */
  waitForMpesa: (pending: PendingMpesa) => void;
}

/**
 * Pays a valid payment form (`usePaymentFormSubmit`): builds the body (the add-ons included in
 * the amount), sends it, records the purchase in the session and goes on; an M-Pesa payment
 * waits for the buyer's phone first. Loaded with `import()` when the buyer is about to pay
 * (`preloadPayOrder`), so none of this is in the payment page's first-load JavaScript.
 */
export async function payOrder({
  page,
  session,
  chosen,
  values,
  sendsDocument,
  orderBumps,
  purchase,
  productName,
  purchaseId,
  submit,
  conflict,
  finishPayment,
  clearCvv,
  failed,
  waitForMpesa,
}: PayOrderInput): Promise<void> {
  const choice = paymentChoice(chosen, values);
  if (!choice) return;
  const { buyer, leadId } = session;
  const body = buildPaymentBody({
    buyer,
    leadId,
    business: page.business,
    productCode: page.productCode,
    seller: page.seller,
    source: page.source,
    plan: chosen.plan,
    choice,
    ...(sendsDocument ? { document: values.document } : {}),
    ...(orderBumps.length > 0 ? { orderBumps } : {}),
  });

  checkoutAnalytics.addPaymentInfo(page, chosen.plan, chosen.kind, body.amount);
  let response: PaymentResponse;
  try {
    response = await submit(body);
  } catch (error) {
    // Paid already, or being paid elsewhere: the purchase guard shows it; nothing failed.
    if (conflict?.(error)) return;
    // A declined card is the buyer's business; a fault on our side is reported.
    logPaymentFailure('PAYMENT', error, { stepId: page.step.id, method: chosen.kind });
    failed(paymentFailureMessage(error));
    if (chosen.kind === 'credit-card') clearCvv();
    return;
  }
  const inPerson = isInPersonMethod(choice.type);
  const complete = async () => {
    writeSession('isPaymentInPerson', inPerson);
    if (leadId) {
      const stored: StoredPurchase = {
        leadId,
        productCode: page.productCode,
        reference: response.paymentId,
        productName: productName ?? chosen.plan.name,
        planId: chosen.plan.id,
        planName: chosen.plan.name,
        // What the backend accepted in this payment (its amount includes them).
        ...(orderBumps.length > 0 ? { addOns: orderBumps.map(boughtAddOn) } : {}),
        amount: body.amount,
        currency: chosen.plan.currency,
        // The card on file is a card payment: recorded as one, with no card data.
        method: choice.type === 'default-credit-card' ? 'credit-card' : choice.type,
        installments: 'installments' in choice ? choice.installments : 1,
        // A card or M-Pesa payment answered without a Pix or a boleto is paid now (a
        // card that started a free trial owes nothing now).
        paid: !inPerson && response.route !== 'pix' && response.route !== 'bankslip',
        ...(inPerson ? { pending: true } : {}),
        ...paymentAnswerExtras(response, choice),
      };
      writeSession(purchase === 'upsell' ? 'dataUpsell' : 'dataPurchase', stored);
      // Every tab of the buyer learns it: paid (the receipt), or a Pix code waiting.
      if (purchaseId) recordInLedger(purchaseId, stored, response);
    }
    // Card, boleto, in-person and approved M-Pesa orders are placed now; a Pix order once
    // the Pix step sees it paid.
    if (choice.type !== 'pix')
      checkoutAnalytics.purchase(page, {
        reference: response.paymentId,
        planId: chosen.plan.id,
        planName: chosen.plan.name,
        amount: body.amount,
        currency: chosen.plan.currency,
        method: choice.type === 'default-credit-card' ? 'credit-card' : choice.type,
      });
    // The order is paid: what earlier steps chose must not be charged again by a later step.
    removeSession('PURCHASED_PLAN');
    removeSession('PURCHASED_PROFILES_AMOUNT');
    removeSession('ORDER_BUMPS');
    await finishPayment(
      response,
      body.amount,
      inPerson ? 'in-person' : choice.type === 'm-pesa' ? 'm-pesa' : 'approved',
    );
  };
  if (response.mpesa) {
    // The buyer confirms on the phone: the form waits (polling) before going on.
    waitForMpesa({
      paymentId: response.paymentId,
      phone: response.mpesa.phone,
      expiresAt: response.mpesa.expiresAt,
      amount: body.amount,
      currency: chosen.plan.currency,
      complete,
    });
    return;
  }
  await complete();
}
