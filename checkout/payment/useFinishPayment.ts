import { useCallback } from 'react';
import type { PaymentResponse } from '@/checkout/api/types';
import { useCheckout } from '@/checkout/CheckoutContext';
import { writeSession } from '@/checkout/sessionStore';
import type { StoredPurchase } from '@/checkout/sessionStore';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import { safeRedirectPath } from '@/checkout/success/accessHref';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';

/**
 * What a purchase keeps of the payment answer besides its id: the answer's `redirect` (the
 * success screens' access button, when it is a path on the product's site), for a card, the
 * card on file the answer created (its first `paymentProfileIds`, the card's brand and last
 * four digits; never more of the card), which the upsell offers to pay with, and the free
 * trial the payment started (`trial`: nothing charged now, the first charge's date and amount).
 */
export function paymentAnswerExtras(
  response: Pick<PaymentResponse, 'redirect' | 'paymentProfileIds' | 'trial'>,
  choice: PaymentChoice,
): Pick<StoredPurchase, 'redirect' | 'cardOnFile' | 'trial'> {
  const redirect = safeRedirectPath(response.redirect);
  const profile = response.paymentProfileIds[0];
  const digits = choice.type === 'credit-card' ? choice.card.number.replace(/\D/g, '') : '';
  return {
    ...(redirect ? { redirect } : {}),
    ...(response.trial ? { trial: response.trial } : {}),
    ...(profile && choice.type === 'credit-card' && digits.length >= 4
      ? {
          cardOnFile: {
            paymentProfileId: profile,
            brand: choice.card.brand,
            last4: digits.slice(-4),
          },
        }
      : {}),
  };
}

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
