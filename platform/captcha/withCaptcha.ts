import type { CaptchaAction, CaptchaProvider } from '@/platform/captcha/CaptchaProvider';
import { configuredCaptchaProvider } from '@/platform/captcha/configuredCaptchaProvider';

/** What names a payment attempt: its idempotency key, alone or with the purchase it pays. */
export type AttemptKeys = string | { idempotencyKey: string };

/**
 * Wraps a payment or renewal call (`(body, attempt) => answer`) so its body carries the
 * provider's `captchaToken`. One token per attempt: a retry with the same idempotency key
 * sends the same token, so the backend sees the very same body and charges once.
 */
export function withCaptcha<B extends object, R, K extends AttemptKeys = string>(
  send: (body: B & { captchaToken?: string }, attempt: K) => Promise<R>,
  action: CaptchaAction,
  provider: CaptchaProvider = configuredCaptchaProvider(),
): (body: B, attempt: K) => Promise<R> {
  const tokens = new Map<string, string | undefined>();
  return async (body, attempt) => {
    const key = typeof attempt === 'string' ? attempt : attempt.idempotencyKey;
    if (!tokens.has(key)) {
      tokens.set(key, await provider.getToken(action));
    }
    const captchaToken = tokens.get(key);
    return send(captchaToken ? { ...body, captchaToken } : body, attempt);
  };
}
