import { createPayment } from '@/checkout/api/checkoutApi';
import { withCaptcha } from '@/platform/captcha';

/**
 * POST /api/v2/payment with the configured captcha provider's `captchaToken` (none by
 * default), one token per idempotency key. Module-level so a retry of an attempt, whatever
 * re-rendered meanwhile, reuses its token.
 */
export const createPaymentWithCaptcha = withCaptcha(createPayment, 'payment');
