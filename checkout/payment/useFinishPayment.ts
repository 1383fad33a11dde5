import { useCallback } from 'react';
import type { PaymentResponse } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { writeSession } from '@/checkout/sessionStore';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';

/**
 * The outcome (template.json `journey.outcomes`) a payment that was neither Pix nor boleto
 * leaves the step by: a card approved, M-Pesa approved on the phone, an order left with an
 * attendant.
 */
export type SettledOutcome = 'approved' | 'm-pesa' | 'in-person';

/** Goes on from an approved payment (see `useFinishPayment`). */
export type FinishPayment = (
  response: PaymentResponse,
  amount: number,
  settled?: SettledOutcome,
) => Promise<void>;

/**
 * What to do once the backend accepted a payment, whichever way it was paid; each way is an
 * outcome of the step (template.json `journey.outcomes`), followed inside the journey's flow:
 * - Pix: stores `dataPix` (payment id, BR Code, expiry, amount, token; no card data) and goes
 *   where the step's `pix` outcome leads (`nextStepIds.pix`: the flow's Pix step);
 * - boleto: keeps the purchase token, stores `dataBoleto` (the boleto the backend issued for
 *   this payment) and goes where the `bankslip` outcome leads; the success step links to the
 *   stored boleto, never to an address from the URL (anyone can write a link);
 * - otherwise keeps the purchase token and goes where `settled` leads, with `token` in the
 *   query.
 */
export function useFinishPayment(): FinishPayment {
  const { setPurchaseToken } = useCheckout();
  const { goNext } = useStepNavigation();

  return useCallback(
    async (response, amount, settled = 'approved') => {
      if (response.route === 'pix' && response.pix) {
        writeSession('dataPix', {
          paymentId: response.paymentId,
          brCode: response.pix.brCode,
          expiresAt: response.pix.expiresAt,
          amount,
          token: response.token,
        });
        await goNext({ outcome: 'pix' });
        return;
      }
      setPurchaseToken(response.token);
      if (response.route === 'bankslip' && response.bankslip) {
        writeSession('dataBoleto', {
          paymentId: response.paymentId,
          url: response.bankslip.url,
          digitableLine: response.bankslip.digitableLine,
          dueDate: response.bankslip.dueDate,
        });
        await goNext({ outcome: 'bankslip' });
        return;
      }
      await goNext({ outcome: settled, query: { token: response.token } });
    },
    [setPurchaseToken, goNext],
  );
}
