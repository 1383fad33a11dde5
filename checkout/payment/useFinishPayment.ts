import { useCallback } from 'react';
import type { PaymentResponse } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { writeSession } from '@/checkout/sessionStore';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';

/**
 * What to do once the backend accepted a payment, whichever way it was paid:
 * - Pix: stores `dataPix` (payment id, BR Code, expiry, amount, token; no card data) and goes
 *   where the step's `pix` outcome leads (`nextStepIds.pix`: the flow's Pix step);
 * - boleto: keeps the purchase token, stores `dataBoleto` (the boleto the backend issued for
 *   this payment) and goes to the next step with `route=bankslip`; the success step links to
 *   the stored boleto, never to an address from the URL (anyone can write a link);
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
        writeSession('dataBoleto', {
          paymentId: response.paymentId,
          url: response.bankslip.url,
          digitableLine: response.bankslip.digitableLine,
          dueDate: response.bankslip.dueDate,
        });
        await goNext({ outcome: 'bankslip', query: { route: 'bankslip' } });
        return;
      }
      await goNext({ query: { token: response.token } });
    },
    [setPurchaseToken, goNext],
  );
}
