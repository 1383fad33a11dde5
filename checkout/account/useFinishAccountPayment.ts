import { useCallback } from 'react';
import type { BankslipDetails, PixDetails } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { writeSession } from '@/checkout/sessionStore';

/** The parts of a payment answer (v1 or v2) that decide where the buyer goes next. */
export interface FinishedPayment {
  paymentId: string;
  status: string;
  /** The purchase token, when the answer has one (renewals have none). */
  token?: string;
  route: 'pix' | 'bankslip' | null;
  pix?: PixDetails;
  bankslip?: BankslipDetails;
}

/**
 * What an account screen does once the backend accepted a payment:
 * - Pix: stores `dataPix` (no card data) and goes where the step's `pix` outcome leads (the
 *   flow's Pix step, which shows the code and waits for it to be paid);
 * - boleto: goes on with `boleto` (the printable boleto) and `route=bankslip` in the query;
 * - a card answered `pending` (still being confirmed): goes where the `pending` outcome leads
 *   (the processing screen) with `paymentId` in the query;
 * - otherwise keeps the purchase token and goes to the next step with `token`.
 * `query` adds what the next screen shows (e.g. the invoice id); steps without the outcome
 * go to their `defaultNextStepId`.
 */
export function useFinishAccountPayment(): (
  payment: FinishedPayment,
  amount: number,
  query?: Record<string, string>,
) => Promise<void> {
  const { setPurchaseToken } = useCheckout();
  const { goNext } = useStepNavigation();
  return useCallback(
    async (payment, amount, query = {}) => {
      if (payment.route === 'pix' && payment.pix) {
        writeSession('dataPix', {
          paymentId: payment.paymentId,
          brCode: payment.pix.brCode,
          expiresAt: payment.pix.expiresAt,
          amount,
          ...(payment.token ? { token: payment.token } : {}),
        });
        await goNext({ outcome: 'pix', query });
        return;
      }
      if (payment.token) setPurchaseToken(payment.token);
      if (payment.route === 'bankslip' && payment.bankslip) {
        await goNext({
          outcome: 'bankslip',
          query: { ...query, boleto: payment.bankslip.url, route: 'bankslip' },
        });
        return;
      }
      if (payment.status === 'pending') {
        await goNext({ outcome: 'pending', query: { ...query, paymentId: payment.paymentId } });
        return;
      }
      await goNext({ query: payment.token ? { ...query, token: payment.token } : query });
    },
    [setPurchaseToken, goNext],
  );
}
