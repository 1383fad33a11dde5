import { useCallback } from 'react';
import type { BankslipDetails, PixDetails, Plan, TrialSchedule } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { safeRedirectPath } from '@/checkout/purchase/accessHref';
import { updatePurchaseLedger } from '@/checkout/purchase/purchaseLedger';
import { writeSession } from '@/checkout/sessionStore';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { purchaseIdFor } from '@/lib/payment/purchase';

/** The parts of a payment answer (v1, v2 or a renewal's) that decide where the buyer goes next. */
export interface FinishedPayment {
  paymentId: string;
  status: string;
  /** The purchase token, when the answer has one (renewals have none). */
  token?: string;
  /** The answer's redirect-on-success path, when it gives one (renewals give none). */
  redirect?: string;
  route: 'pix' | 'bankslip' | null;
  pix?: PixDetails;
  bankslip?: BankslipDetails;
  /** The free trial a card payment started (v2 answers): nothing charged now. */
  trial?: TrialSchedule;
}

/** What an account screen paid for: the record and what the buyer saw charged. */
export interface AccountPurchase {
  /** The invoice, subscription or purchase to recover the payment was made for. */
  recordId: string;
  productCode: string;
  planId: string;
  /** What the buyer bought, in their words (the plan's name, the invoice's description). */
  planName: string;
  /** Amount charged, minor units. */
  amount: number;
  currency: Plan['currency'];
  method: Extract<StoredPurchase['method'], 'credit-card' | 'pix' | 'bankslip'>;
  installments: number;
}

/**
 * How an account form's choice is recorded with the purchase: its method (a card, Pix or
 * boleto; the card's data stays out) and installments.
 */
export function paidWith(choice: PaymentChoice): Pick<AccountPurchase, 'method' | 'installments'> {
  if (choice.type === 'credit-card' || choice.type === 'default-credit-card')
    return { method: 'credit-card', installments: choice.installments };
  return { method: choice.type === 'pix' ? 'pix' : 'bankslip', installments: 1 };
}

/** The outcomes of the account templates' `journey.outcomes` a payment answer leaves by. */
export type AccountOutcome = 'approved' | 'pix' | 'bankslip' | 'pending';

/**
 * The outcome an accepted account payment leaves its step by: a Pix code to pay (`pix`), a
 * boleto issued (`bankslip`), a payment still being confirmed (`pending`), or paid
 * (`approved`).
 */
export function accountOutcome(payment: FinishedPayment): AccountOutcome {
  if (payment.route === 'pix' && payment.pix) return 'pix';
  if (payment.route === 'bankslip' && payment.bankslip) return 'bankslip';
  if (payment.status !== 'approved') return 'pending';
  return 'approved';
}

/**
 * What an account screen (recovery, invoice, upgrade, renewal) does once the backend accepted a
 * payment: it records the purchase as `dataPurchase` (the record's id as `recordId`, no card
 * data; `paid` only when approved) and leaves by the outcome the answer is (template.json
 * `journey.outcomes`, followed by `goNext`):
 * - `pix`: stores `dataPix` (the code, its expiry, the amount) for the flow's Pix step;
 * - `bankslip`: stores `dataBoleto`, the boleto the answer issued; the screen after it links to
 *   that boleto and to nothing from the URL;
 * - `pending`: a card still being confirmed, with `paymentId` in the query for the processing
 *   step;
 * - `approved`: paid, with the purchase token in the query like the payment step.
 * The screens after read the record's id from the stored purchase, so a reload keeps them.
 */
export function useFinishAccountPayment(): (
  payment: FinishedPayment,
  purchase: AccountPurchase,
) => Promise<void> {
  const { setPurchaseToken } = useCheckout();
  const { goNext } = useStepNavigation();
  return useCallback(
    async (payment, purchase) => {
      const outcome = accountOutcome(payment);
      const redirect = safeRedirectPath(payment.redirect);
      const stored: StoredPurchase = {
        ...purchase,
        reference: payment.paymentId,
        paid: outcome === 'approved',
        ...(redirect ? { redirect } : {}),
        ...(payment.trial ? { trial: payment.trial } : {}),
      };
      writeSession('dataPurchase', stored);
      // Every tab of the buyer learns the record is paid and shows its receipt, not the form.
      if (stored.paid)
        updatePurchaseLedger(purchaseIdFor({ kind: 'record', recordId: purchase.recordId }), {
          paid: stored,
          pix: undefined,
        });
      if (outcome === 'pix' && payment.pix) {
        writeSession('dataPix', {
          paymentId: payment.paymentId,
          brCode: payment.pix.brCode,
          expiresAt: payment.pix.expiresAt,
          amount: purchase.amount,
          ...(payment.token ? { token: payment.token } : {}),
        });
        await goNext({ outcome });
        return;
      }
      if (payment.token) setPurchaseToken(payment.token);
      if (outcome === 'bankslip' && payment.bankslip) {
        writeSession('dataBoleto', {
          paymentId: payment.paymentId,
          url: payment.bankslip.url,
          digitableLine: payment.bankslip.digitableLine,
          dueDate: payment.bankslip.dueDate,
        });
        await goNext({ outcome });
        return;
      }
      if (outcome === 'pending') {
        await goNext({ outcome, query: { paymentId: payment.paymentId } });
        return;
      }
      await goNext({ outcome, ...(payment.token ? { query: { token: payment.token } } : {}) });
    },
    [setPurchaseToken, goNext],
  );
}
