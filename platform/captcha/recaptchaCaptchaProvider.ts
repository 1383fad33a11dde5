import type { CaptchaAction, CaptchaProvider } from '@/platform/captcha/CaptchaProvider';
import { logger } from '@/platform/logger';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Origin of Google reCAPTCHA v3's script (next.config.js allows it when this provider is on). */
export const recaptchaScriptOrigin = 'https://www.google.com';

let loading: Promise<Grecaptcha | undefined> | undefined;

function load(siteKey: string): Promise<Grecaptcha | undefined> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = `${recaptchaScriptOrigin}/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!grecaptcha) return resolve(undefined);
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => resolve(undefined);
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Google reCAPTCHA v3 (invisible, scored): loads Google's script on the first token asked for
 * and executes the action. A script that does not load or fails is logged and gives no token,
 * so the payment still goes and the backend decides.
 */
export function recaptchaCaptchaProvider(siteKey: string): CaptchaProvider {
  return {
    id: 'recaptcha',
    async getToken(action: CaptchaAction) {
      try {
        const grecaptcha = await load(siteKey);
        return grecaptcha ? await grecaptcha.execute(siteKey, { action }) : undefined;
      } catch (error) {
        logger.warning('CAPTCHA_TOKEN_FAILED: reCAPTCHA gave no token', { error });
        return undefined;
      }
    },
  };
}
