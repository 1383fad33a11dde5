/** What a captcha token is asked for: a payment or a subscription renewal (spec §7). */
export type CaptchaAction = 'payment' | 'renew';

/**
 * A captcha service the checkout asks for a token before a payment or a renewal; the token
 * goes into the call's `captchaToken`. `getToken` resolves undefined when the provider has
 * nothing to send (the no-op provider, a provider that failed to load): the call goes without.
 */
export interface CaptchaProvider {
  /** Stable id, the value of `NEXT_PUBLIC_CAPTCHA_PROVIDER` that selects it. */
  readonly id: string;
  getToken(action: CaptchaAction): Promise<string | undefined>;
}
