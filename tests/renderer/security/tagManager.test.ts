import { buildContentSecurityPolicy } from '@/renderer/security/pageSecurityHeaders';
import {
  tagManagerBase,
  tagManagerScriptUrl,
  tagManagerSources,
} from '@/renderer/security/tagManager';

function directive(policy: string, name: string): string | undefined {
  return policy.split('; ').find((part) => part.startsWith(`${name} `));
}

describe('the tag manager of a product', () => {
  it('should load the sandbox stand-in while the sandbox runs, Google with a real backend or when set', () => {
    expect(tagManagerBase({})).toBe('/api/sandbox/gtm');
    expect(tagManagerBase({ CHECKOUT_API_URL: 'https://api.example.com' })).toBe(
      'https://www.googletagmanager.com',
    );
    expect(tagManagerBase({ GTM_SCRIPT_ORIGIN: 'https://gtm.example.com/' })).toBe(
      'https://gtm.example.com',
    );
    expect(tagManagerScriptUrl('GTM-MDV4L1D', {})).toBe('/api/sandbox/gtm/gtm.js?id=GTM-MDV4L1D');
  });

  it('should load nothing for a product without a (valid) GTM id', () => {
    expect(tagManagerScriptUrl(null, {})).toBeUndefined();
    expect(tagManagerScriptUrl('GTM-"><script>', {})).toBeUndefined();
    expect(
      tagManagerSources(undefined, { GTM_SCRIPT_ORIGIN: 'https://www.googletagmanager.com' }),
    ).toEqual({ script: [], img: [], connect: [] });
  });

  it("should open the CSP to Google's tag origins only for a product with a GTM id", () => {
    const env = { GTM_SCRIPT_ORIGIN: 'https://www.googletagmanager.com' };
    const withGtm = buildContentSecurityPolicy({
      nonce: 'n',
      tagManager: tagManagerSources('GTM-ABC123', env),
    });
    expect(directive(withGtm, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(withGtm, 'script-src')).toContain("'nonce-n'");
    expect(directive(withGtm, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(withGtm, 'img-src')).toContain('https://*.googletagmanager.com');
    const without = buildContentSecurityPolicy({
      nonce: 'n',
      tagManager: tagManagerSources(null, env),
    });
    expect(without).not.toContain('google');
    const standIn = buildContentSecurityPolicy({
      nonce: 'n',
      tagManager: tagManagerSources('GTM-ABC123', {}),
    });
    expect(directive(standIn, 'connect-src')).toBe("connect-src 'self'");
  });
});
