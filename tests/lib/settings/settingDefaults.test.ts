/**
 * A whole-number setting's default is written once, in its declaration
 * (lib/settings/settingDefinitions.ts): the code that reads the setting uses that value, so a
 * changed declaration changes what the product does, and README's default cell is derived from it.
 */
import { SETTING_DEFINITIONS } from '@/lib/settings/settingDefinitions';
import type { IntegerSettingName, SettingDefinition } from '@/lib/settings/settingDefinitions';
import { apiTimeoutMs } from '@/checkout/api/apiClient';
import { defaultFlagPollIntervalMs } from '@/platform/flags/featureFlags';
import { proxySettingsFromEnv } from '@/edge/backendProxy';
import { paymentAttemptLimitsFromEnv } from '@/edge/paymentAttemptLimiter';
import { trustedProxyHops } from '@/edge/clientAddress';

function declaration(name: IntegerSettingName): SettingDefinition {
  return SETTING_DEFINITIONS.find((entry) => entry.name === name)!;
}

/** Runs `read` while the declaration of `name` says `value`, then puts the declaration back. */
function withDeclaredDefault<T>(name: IntegerSettingName, value: number, read: () => T): T {
  const entry = declaration(name) as { default?: number };
  const declared = entry.default;
  entry.default = value;
  try {
    return read();
  } finally {
    entry.default = declared;
  }
}

describe('declared setting defaults', () => {
  it.each([
    ['PAYMENT_ATTEMPTS_PER_LEAD', () => paymentAttemptLimitsFromEnv({}).perLead],
    ['PAYMENT_ATTEMPTS_PER_ADDRESS', () => paymentAttemptLimitsFromEnv({}).perAddress],
    ['PAYMENT_ATTEMPTS_WINDOW_MS', () => paymentAttemptLimitsFromEnv({}).windowMs],
    ['CHECKOUT_API_TIMEOUT_MS', () => proxySettingsFromEnv({}).timeoutMs],
    ['CHECKOUT_API_MAX_REQUEST_BYTES', () => proxySettingsFromEnv({}).maxRequestBytes],
    ['CHECKOUT_API_MAX_ANSWER_BYTES', () => proxySettingsFromEnv({}).maxAnswerBytes],
    ['TRUSTED_PROXY_HOPS', () => trustedProxyHops({})],
  ] as Array<[IntegerSettingName, () => number]>)(
    'should make %s default to what its declaration says, and follow a changed declaration',
    (name, read) => {
      expect(read()).toBe(declaration(name).default);
      expect(withDeclaredDefault(name, 7, read)).toBe(7);
    },
  );

  it('should keep a value the declaration refuses out, taking the declared default', () => {
    expect(paymentAttemptLimitsFromEnv({ PAYMENT_ATTEMPTS_WINDOW_MS: '999' }).windowMs).toBe(
      declaration('PAYMENT_ATTEMPTS_WINDOW_MS').default,
    );
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '11' })).toBe(0);
    expect(proxySettingsFromEnv({ CHECKOUT_API_MAX_ANSWER_BYTES: '4096' }).maxAnswerBytes).toBe(
      4096,
    );
  });

  it("should show each whole-number default in README's cell as declared", () => {
    for (const entry of SETTING_DEFINITIONS as readonly SettingDefinition[]) {
      if (entry.default !== undefined)
        expect(entry.defaultText.split(' ')[0]).toBe(String(entry.default));
    }
  });

  it("should declare spec §9's time-outs as the browser's own fallbacks are", () => {
    expect(declaration('PAYMENT_TIMEOUT_MS').default).toBe(apiTimeoutMs);
    expect(declaration('FLAGS_POLL_INTERVAL_MS').default).toBe(defaultFlagPollIntervalMs);
  });
});
