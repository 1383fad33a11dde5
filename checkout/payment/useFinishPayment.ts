import { useCallback } from 'react';
import type { PaymentResponse } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { writeSession } from '@/checkout/sessionStore';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';

/**
 * What to do once the backend accepted a payment, whichever way it was paid:
 * - Pix: stores `dataPix` (payment id, BR Code, expiry, amount, token; no card data) and goes
 *   where the step's `pix` outcome leads (`nextStepIds.pix`: the flow's Pix step);
 * - boleto: keeps the purchase token and goes to the next step with `boleto` (the printable
 *   boleto's URL) and `route=bankslip` in the query, which the success step reads;
 * - card: keeps the purchase token and goes to the next step with `token` in the query.
 */
export function useFinishPayment(): (response: PaymentResponse, amount: number) => Promise<void> {
  const { setPurchaseToken } = useCheckout();
  const { goNext } = useStepNavigation();

  return useCallback(
    async (response, amount) => {
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
        await goNext({ outcome: 'bankslip', query: { boleto: response.bankslip.url, route: 'bankslip' } });
        return;
      }
      await goNext({ query: { token: response.token } });
    },
    [setPurchaseToken, goNext],
  );
}
