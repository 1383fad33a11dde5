import type { CaptchaAction, CaptchaProvider } from '@/platform/captcha/CaptchaProvider';
import { configuredCaptchaProvider } from '@/platform/captcha/configuredCaptchaProvider';

/**
 * Wraps a payment or renewal call (`(body, idempotencyKey) => answer`) so its body carries the
 * provider's `captchaToken`. One token per attempt: a retry with the same idempotency key
 * sends the same token, so the backend sees the very same body and charges once.
 */
export function withCaptcha<B extends object, R>(
  send: (body: B & { captchaToken?: string }, idempotencyKey: string) => Promise<R>,
  action: CaptchaAction,
  provider: CaptchaProvider = configuredCaptchaProvider(),
): (body: B, idempotencyKey: string) => Promise<R> {
  const tokens = new Map<string, string | undefined>();
  return async (body, idempotencyKey) => {
    if (!tokens.has(idempotencyKey)) {
      tokens.set(idempotencyKey, await provider.getToken(action));
    }
    const captchaToken = tokens.get(idempotencyKey);
    return send(captchaToken ? { ...body, captchaToken } : body, idempotencyKey);
  };
}
