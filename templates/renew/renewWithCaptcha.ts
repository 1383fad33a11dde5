import { renewSubscriptionV1, renewSubscriptionV2 } from '@/checkout/api/checkoutApi';
import type { PaymentAttemptKeys } from '@/checkout/api/checkoutApi';
import type { RenewResponse, RenewV1Request, RenewV2Request } from '@/checkout/api/types';
import { withCaptcha } from '@/platform/captcha';

/** A renewal body with the subscription it renews (the path's id, not sent in the body). */
export type RenewCall<B> = B & { subscriptionId: string };

/**
 * POST /api/v1/subscription/{id}/renew with the configured captcha provider's `captchaToken`
 * (none with the default no-op provider), one token per idempotency key. Module-level, like
 * `createPaymentWithCaptcha`, so a retry of an attempt reuses its token.
 */
export const renewV1WithCaptcha = withCaptcha(
  (
    { subscriptionId, ...body }: RenewCall<RenewV1Request>,
    key: PaymentAttemptKeys,
  ): Promise<RenewResponse> => renewSubscriptionV1(subscriptionId, body, key),
  'renew',
);

/** POST /api/v2/subscription/{id}/renew with the provider's `captchaToken` (see `renewV1WithCaptcha`). */
export const renewV2WithCaptcha = withCaptcha(
  (
    { subscriptionId, ...body }: RenewCall<RenewV2Request>,
    key: PaymentAttemptKeys,
  ): Promise<RenewResponse> => renewSubscriptionV2(subscriptionId, body, key),
  'renew',
);
