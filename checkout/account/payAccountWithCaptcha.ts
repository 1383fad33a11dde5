import { payAccount } from '@/checkout/api/accountApi';
import { withCaptcha } from '@/platform/captcha';

/**
 * POST /api/v1/payment for an invoice or an upgrade with the configured captcha provider's
 * `captchaToken` (none with the default no-op provider), one token per idempotency key.
 */
export const payAccountWithCaptcha = withCaptcha(payAccount, 'payment');
