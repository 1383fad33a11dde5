import type { CaptchaProvider } from '@/platform/captcha/CaptchaProvider';

/** The default provider: no captcha, so payments and renewals carry no `captchaToken`. */
export const noopCaptchaProvider: CaptchaProvider = {
  id: 'none',
  getToken: () => Promise.resolve(undefined),
};
