import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { PaymentRequest, PaymentResponse } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { logger } from '@/platform/logger';
import type { PricedOrderBump } from '@/checkout/orderBump/withOrderBumps';
import { loadPayOrder, sendPayment } from '@/checkout/payment/loadPayOrder';
import type { PendingMpesa } from '@/checkout/payment/payOrder';
import type { PaymentMethodOption } from '@/checkout/payment/paymentMethodOptions';
import type { PaymentValues } from '@/checkout/payment/paymentValues';
import { useFinishPayment } from '@/checkout/payment/useFinishPayment';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import type { PurchaseGuard } from '@/checkout/purchase/usePurchaseGuard';
import type { FieldForm } from '@/checkout/useFieldForm';
import { messages } from '@/lib/validation/messages';

export type { PendingMpesa } from '@/checkout/payment/payOrder';

const chooseMethodMessage = 'Selecione uma forma de pagamento.';

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
  /** The purchase's guard: names the purchase, and takes the API's 409 answers about it. */
  guard?: Pick<PurchaseGuard, 'currentId' | 'settleConflict'>;
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
  guard,
}: PaymentFormSubmitInput) {
  // The buyer and the lead are read when paying: they never change what the form shows.
  const { page, readCheckoutSession } = useCheckout();
  const finishPayment = useFinishPayment();
  const { submit, paying, phase } = usePaymentSubmit<PaymentRequest, PaymentResponse>(sendPayment);
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
      const { payOrder } = await loadPayOrder();
      const purchaseId = guard?.currentId();
      await payOrder({
        page,
        session: readCheckoutSession(),
        chosen,
        values,
        sendsDocument,
        orderBumps,
        purchase,
        productName,
        purchaseId,
        submit: (body) => submit(body, purchaseId),
        conflict: guard?.settleConflict,
        finishPayment,
        clearCvv,
        failed: (message) => {
          focusFailure.current = true;
          setFailure(message);
        },
        waitForMpesa: setMpesa,
      });
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
