import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { checkoutAnalytics } from '@/platform/analytics';
import { createPaymentWithCaptcha } from '@/checkout/payment/createPaymentWithCaptcha';
import type { PaymentRequest, PaymentResponse, Plan } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import { logPaymentFailure } from '@/checkout/payment/logPaymentFailure';
import { paymentFailureMessage } from '@/checkout/payment/paymentFailureMessage';
import { removeSession, writeSession } from '@/checkout/sessionStore';
import { buildPaymentBody } from '@/checkout/payment/buildPaymentBody';
import { paymentChoice } from '@/checkout/payment/paymentChoice';
import { isInPersonMethod } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import { paymentAnswerExtras, useFinishPayment } from '@/checkout/payment/useFinishPayment';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import type { FieldForm } from '@/checkout/useFieldForm';
import { messages } from '@/checkout/validation/messages';
import { boughtAddOn } from '@/checkout/orderBump/withOrderBumps';
import type { PricedOrderBump } from '@/checkout/orderBump/withOrderBumps';

const chooseMethodMessage = 'Selecione uma forma de pagamento.';

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

/** What the payment form's submit needs from the rest of the form. */
export interface PaymentFormSubmitInput {
  form: FieldForm<PaymentValues>;
  /** The open method card, if any. */
  chosen: PaymentMethodOption | undefined;
  /** Whether the tax-invoice document is sent with the payment. */
  sendsDocument: boolean;
  /** Saves what the form asks about the buyer (address, document) on the lead; false when it could not. */
  saveLeadDetails: (values: PaymentValues) => Promise<boolean>;
  /** Clears the CVV after a failed card payment. */
  clearCvv: () => void;
  /** The add-ons of the order (an order-bump step's), paid with the plan. */
  orderBumps?: readonly PricedOrderBump[];
  /** What the payment buys (see `PaymentFormProps.purchase`). */
  purchase?: 'main' | 'upsell';
  /** The product the payment is for, as the receipt names it; else the plan's name. */
  productName?: string;
}

/**
 * Submitting the payment form: checks a method is chosen and the fields are valid, saves the
 * address and the tax-invoice document on the lead, pays once per attempt (the add-ons included in the amount) (one Idempotency-Key per attempt and the button disabled
 * while paying, see `usePaymentSubmit`) and goes on; on failure announces the spec's message
 * and keeps every field except the CVV, which is cleared without being flagged; focus moves to
 * the message (`failureMessage`). A payment without a definitive answer (time-out, network
 * failure, 5xx) is confirmed before anything else happens (`phase`, see `usePaymentSubmit`):
 * approved, it goes on like any payment; failed, it shows the message above. An in-person
 * payment is recorded as pending (`isPaymentInPerson` in the session) and goes on; an M-Pesa
 * payment waits (`mpesa`) until the buyer confirms on the phone, then goes on, or comes back
 * with `mpesaFailed`.
 */
export function usePaymentFormSubmit({
  form,
  chosen,
  sendsDocument,
  saveLeadDetails,
  clearCvv,
  orderBumps = [],
  purchase = 'main',
  productName,
}: PaymentFormSubmitInput) {
  // The buyer and the lead are read when paying: they never change what the form shows.
  const { page, readCheckoutSession } = useCheckout();
  const finishPayment = useFinishPayment();
  const { submit, paying, phase } = usePaymentSubmit<PaymentRequest, PaymentResponse>(
    createPaymentWithCaptcha,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const attempting = useRef(false);
  const methodGroup = useRef<HTMLDivElement | null>(null);
  const failureMessage = useRef<HTMLDivElement | null>(null);
  const focusFailure = useRef(false);
  const { values } = form;

  // A failed payment puts the buyer on the message (announced and focused), not on a field.
  useEffect(() => {
    if (!failure || !focusFailure.current) return;
    focusFailure.current = false;
    failureMessage.current?.focus();
  }, [failure]);

  const [mpesa, setMpesa] = useState<PendingMpesa | null>(null);

  /** The M-Pesa push ended without a payment: back to the form with what happened. */
  const mpesaFailed = useCallback((message: string) => {
    setMpesa(null);
    focusFailure.current = true;
    setFailure(message);
  }, []);

  /** Drops the 'choose a method' message once the buyer opens a card. */
  const methodChanged = useCallback(() => {
    setFailure((current) => (current === chooseMethodMessage ? null : current));
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempting.current) return;
    if (!chosen) {
      setFailure(chooseMethodMessage);
      methodGroup.current?.querySelector('button')?.focus();
      return;
    }
    if (!form.validateAndFocus()) return;

    attempting.current = true;
    setWorking(true);
    setFailure(null);
    try {
      if (!(await saveLeadDetails(values))) {
        setFailure(messages.general.unexpected);
        return;
      }
      const choice = paymentChoice(chosen, values);
      if (!choice) return;
      const { buyer, leadId } = readCheckoutSession();
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
        // A declined card is the buyer's business; a fault on our side is reported.
        logPaymentFailure('PAYMENT', error, { stepId: page.step.id, method: chosen.kind });
        focusFailure.current = true;
        setFailure(paymentFailureMessage(error));
        if (chosen.kind === 'credit-card') clearCvv();
        return;
      }
      const inPerson = isInPersonMethod(choice.type);
      const complete = async () => {
        writeSession('isPaymentInPerson', inPerson);
        if (leadId) {
          writeSession(purchase === 'upsell' ? 'dataUpsell' : 'dataPurchase', {
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
          });
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
        setMpesa({
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
    } catch (error) {
      logger.error('PAYMENT_STEP_FAILED: the payment step could not go on', {
        error,
        context: { stepId: page.step.id },
      });
      setFailure(messages.general.unexpected);
    } finally {
      attempting.current = false;
      setWorking(false);
    }
  };

  return {
    onSubmit,
    failure,
    failureMessage,
    busy: paying || working,
    /** Where the payment stands (processing, being confirmed), for `PaymentProgress`. */
    phase,
    methodGroup,
    methodChanged,
    mpesa,
    mpesaFailed,
  };
}
