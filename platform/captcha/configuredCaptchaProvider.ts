import type { CaptchaProvider } from '@/platform/captcha/CaptchaProvider';
import { noopCaptchaProvider } from '@/platform/captcha/noopCaptchaProvider';
import { recaptchaCaptchaProvider } from '@/platform/captcha/recaptchaCaptchaProvider';
import { publicSetting } from '@/lib/settings/publicSettings';

/**
 * The configured captcha provider: `NEXT_PUBLIC_CAPTCHA_PROVIDER=recaptcha` with
 * `NEXT_PUBLIC_CAPTCHA_SITE_KEY` uses Google reCAPTCHA v3; anything else (the default) is the
 * no-op provider. Both settings are read at build time (Next inlines NEXT_PUBLIC_ values).
 */
export function configuredCaptchaProvider(
  env: { provider?: string; siteKey?: string } = {
    provider: publicSetting('NEXT_PUBLIC_CAPTCHA_PROVIDER'),
    siteKey: publicSetting('NEXT_PUBLIC_CAPTCHA_SITE_KEY'),
  },
): CaptchaProvider {
  if (env.provider === 'recaptcha' && env.siteKey) return recaptchaCaptchaProvider(env.siteKey);
  return noopCaptchaProvider;
}
