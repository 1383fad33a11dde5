/**
 * The origins the configured captcha provider loads scripts, frames and calls from, for the
 * page's Content-Security-Policy: none for the default no-op provider; Google's for reCAPTCHA
 * v3 (`NEXT_PUBLIC_CAPTCHA_PROVIDER=recaptcha`).
 */
import { publicSetting } from '@/lib/settings/publicSettings';
export function captchaOrigins(
  provider: string | undefined = publicSetting('NEXT_PUBLIC_CAPTCHA_PROVIDER'),
): string[] {
  return provider === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
}
