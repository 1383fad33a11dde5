import type { CaptchaProvider } from '@/platform/captcha/CaptchaProvider';
import { configuredCaptchaProvider } from '@/platform/captcha/configuredCaptchaProvider';
import { noopCaptchaProvider } from '@/platform/captcha/noopCaptchaProvider';
import { withCaptcha } from '@/platform/captcha/withCaptcha';

function countingProvider(): CaptchaProvider & { calls: string[] } {
  const calls: string[] = [];
  return {
    id: 'test',
    calls,
    getToken: (action) => {
      calls.push(action);
      return Promise.resolve(`token-${calls.length}`);
    },
  };
}

describe('withCaptcha', () => {
  it('should send the body unchanged with the no-op provider', async () => {
    const send = jest.fn(async (body: object) => body);
    const pay = withCaptcha(send, 'payment', noopCaptchaProvider);
    await expect(pay({ amount: 100 }, 'key-1')).resolves.toEqual({ amount: 100 });
  });

  it('should fill captchaToken from the provider, once per idempotency key', async () => {
    const provider = countingProvider();
    const send = jest.fn(
      async (body: { captchaToken?: string }, key: string) => `${key}:${body.captchaToken}`,
    );
    const pay = withCaptcha(send, 'renew', provider);
    await expect(pay({}, 'key-1')).resolves.toBe('key-1:token-1');
    await expect(pay({}, 'key-1')).resolves.toBe('key-1:token-1');
    await expect(pay({}, 'key-2')).resolves.toBe('key-2:token-2');
    expect(provider.calls).toEqual(['renew', 'renew']);
  });
});

describe('configuredCaptchaProvider', () => {
  it('should be the no-op provider unless reCAPTCHA and its site key are set', () => {
    expect(configuredCaptchaProvider({}).id).toBe('none');
    expect(configuredCaptchaProvider({ provider: 'recaptcha' }).id).toBe('none');
    expect(configuredCaptchaProvider({ provider: 'recaptcha', siteKey: 'site-key' }).id).toBe(
      'recaptcha',
    );
  });
});
