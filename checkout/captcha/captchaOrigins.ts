/**
 * The origins the configured captcha provider loads scripts, frames and calls from, for the
 * page's Content-Security-Policy: none for the default no-op provider; Google's for reCAPTCHA
 * v3 (`NEXT_PUBLIC_CAPTCHA_PROVIDER=recaptcha`).
 */
export function captchaOrigins(
  provider: string | undefined = process.env.NEXT_PUBLIC_CAPTCHA_PROVIDER,
): string[] {
  return provider === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
}
