import { isApiError } from '@/checkout/api/ApiError';
import { messages } from '@/lib/validation/messages';
import {
  tooManyPaymentAttemptsCode,
  tooManyPaymentAttemptsMessage,
} from '@/lib/payment/tooManyPaymentAttempts';

/**
 * What a payment form tells the buyer after a definitive failure: 'Muitas tentativas de
 * pagamento…' when the card-testing limit refused the attempt (429 `too_many_payment_attempts`:
 * nothing was charged, and another card now would be refused too), else the spec's failed
 * payment message.
 */
export function paymentFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.code === tooManyPaymentAttemptsCode) {
    return tooManyPaymentAttemptsMessage;
  }
  return messages.general.paymentFailed;
}
