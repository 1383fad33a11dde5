import type { PaymentResponse } from '@/checkout/api/types';
import type { PaymentChoice } from '@/checkout/payment/buildPaymentBody';
import type { StoredPurchase } from '@/checkout/sessionStore';
import { safeRedirectPath } from '@/checkout/purchase/accessHref';

// Its own module: only the pay paths (payOrder, the Pix step's payment) read it, so a payment
// page does not download it with its form.
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
