import type { PaymentRequest, PaymentResponse } from '@/checkout/api/types';
import type { SendPayment } from '@/checkout/payment/createPaymentAttempts';
import { lazyModule } from '@/lib/lazyModule';
import { preloadPaymentProgress } from '@/checkout/payment/PaymentProgress';
import { preloadLeadDetails } from '@/checkout/payment/useLeadDetails';

// Paying (the body, the API client and axios, the captcha, the receipt in the session) is
// only needed once the buyer presses the pay button: it is loaded with `import()` so the
// payment page's first load stays small (issue 25, `npm run bench -- js`), and preloaded as
// soon as the buyer starts filling the form (`useFormEngagement`), so the press never waits.

/** The submit path of the payment form (`payOrder`). */
export const loadPayOrder = lazyModule(() => import('@/checkout/payment/payOrder'));

const loadPaymentCall = lazyModule(() => import('@/checkout/payment/createPaymentWithCaptcha'));

/** POST /api/v2/payment with the captcha (`createPaymentWithCaptcha`), loaded on first use. */
export const sendPayment: SendPayment<PaymentRequest, PaymentResponse> = async (
  body,
  idempotencyKey,
  purchaseId,
) =>
  (await loadPaymentCall()).createPaymentWithCaptcha(
    body,
    purchaseId ? { idempotencyKey, purchaseId } : idempotencyKey,
  );

/**
 * The receipt that replaces the form once the purchase is paid (`AlreadyPaidView`): loaded with
 * the pay path, so it is there when the payment answers (no empty step, no layout shift).
 */
export const loadAlreadyPaidView = lazyModule(() =>
  import('@/checkout/payment/AlreadyPaidView').then((module) => module.AlreadyPaidView),
);

/** Starts loading everything paying needs, so the pay button answers at once. */
export function preloadPayOrder(): void {
  void loadPayOrder().catch(() => undefined);
  void loadPaymentCall().catch(() => undefined);
  void loadAlreadyPaidView().catch(() => undefined);
  preloadPaymentProgress();
  preloadLeadDetails();
}
