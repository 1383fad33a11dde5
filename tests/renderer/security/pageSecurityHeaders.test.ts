import {
  applyPageSecurityHeaders,
  buildContentSecurityPolicy,
  isSecureRequest,
  nonceOfPolicy,
  pageSecurityHeaders,
} from '@/renderer/security/pageSecurityHeaders';
import { loadScriptInventory, scriptSources } from '@/renderer/security/scriptInventory';

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe('pageSecurityHeaders', () => {
  it('should build script-src from the inventory with the nonce and without unsafe-inline or unsafe-eval', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc123' });
    const scripts = directive(policy, 'script-src') ?? '';
    expect(scripts).toBe("script-src 'self' 'nonce-abc123'");
    expect(scripts).not.toContain('unsafe');
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('should report violations to our own endpoint: report-uri always, report-to over https', () => {
    const secure = pageSecurityHeaders({ nonce: 'n', secure: true });
    expect(directive(secure['Content-Security-Policy']!, 'report-uri')).toBe(
      'report-uri /api/csp-report',
    );
    expect(directive(secure['Content-Security-Policy']!, 'report-to')).toBe(
      'report-to csp-endpoint',
    );
    expect(secure['Reporting-Endpoints']).toBe('csp-endpoint="/api/csp-report"');
    const plain = pageSecurityHeaders({ nonce: 'n' });
    expect(directive(plain['Content-Security-Policy']!, 'report-uri')).toBe(
      'report-uri /api/csp-report',
    );
    expect(directive(plain['Content-Security-Policy']!, 'report-to')).toBeUndefined();
    expect(plain['Reporting-Endpoints']).toBeUndefined();
  });

  it('should tell https requests, direct or through a TLS proxy', () => {
    expect(isSecureRequest({ headers: { 'x-forwarded-proto': 'https' } })).toBe(true);
    expect(
      isSecureRequest({ headers: { 'x-forwarded-proto': 'http' }, socket: { encrypted: true } }),
    ).toBe(false);
    expect(isSecureRequest({ headers: {}, socket: { encrypted: true } })).toBe(true);
    expect(isSecureRequest({ headers: {} })).toBe(false);
    expect(isSecureRequest(undefined)).toBe(false);
  });

  it('should allow no frames unless the step references its declared origins', () => {
    expect(directive(buildContentSecurityPolicy({ nonce: 'n' }), 'frame-src')).toBe(
      "frame-src 'none'",
    );
    expect(
      directive(
        buildContentSecurityPolicy({ nonce: 'n', frameOrigins: ['https://player.vimeo.com'] }),
        'frame-src',
      ),
    ).toBe('frame-src https://player.vimeo.com');
  });

  it('should set HSTS, a restrictive Permissions-Policy and COOP', () => {
    const headers = pageSecurityHeaders({ nonce: 'n' });
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    for (const feature of ['payment', 'camera', 'microphone', 'geolocation', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(directive(headers['Content-Security-Policy']!, 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
    expect(directive(headers['Content-Security-Policy']!, 'object-src')).toBe("object-src 'none'");
  });

  it("should let only the studio's preview be framed, by its own origin", () => {
    expect(
      directive(
        buildContentSecurityPolicy({ nonce: 'n', frameAncestors: ["'self'"] }),
        'frame-ancestors',
      ),
    ).toBe("frame-ancestors 'self'");
    expect(
      directive(buildContentSecurityPolicy({ nonce: 'n', frameAncestors: [] }), 'frame-ancestors'),
    ).toBe("frame-ancestors 'none'");
  });

  it('should allow the external telemetry origins in connect-src', () => {
    const policy = buildContentSecurityPolicy({
      nonce: 'n',
      telemetryOrigins: ['https://o1.ingest.sentry.io', 'https://otlp.example.com'],
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://o1.ingest.sentry.io https://otlp.example.com",
    );
  });

  it('should set the headers with a fresh nonce per response, readable back from the policy', () => {
    const set = new Map<string, string>();
    const response = {
      setHeader: (name: string, value: string) => set.set(name, value),
      getHeader: () => undefined,
    };
    const first = applyPageSecurityHeaders(response);
    const firstPolicy = set.get('Content-Security-Policy');
    const second = applyPageSecurityHeaders(response, {
      frameOrigins: ['https://www.youtube-nocookie.com'],
    });
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOfPolicy(firstPolicy)).toBe(first);
    expect(nonceOfPolicy(set.get('Content-Security-Policy'))).toBe(second);
    expect(set.get('Content-Security-Policy')).toContain(
      'frame-src https://www.youtube-nocookie.com',
    );
    expect(nonceOfPolicy("script-src 'self'")).toBeUndefined();
  });
});

describe('scriptInventory', () => {
  it('should give every script a reason and add only what its entry says to script-src', () => {
    const inventory = loadScriptInventory();
    expect(inventory.length).toBeGreaterThan(0);
    for (const entry of inventory) expect(entry.why.length).toBeGreaterThan(20);
    expect(scriptSources(inventory, 'x')).toEqual(["'self'", "'nonce-x'"]);
  });

  it('should refuse an entry without a reason', () => {
    expect(() =>
      loadScriptInventory({ scripts: [{ id: 'a', kind: 'src', csp: "'self'", why: '' }] }),
    ).toThrow('SCRIPT_INVENTORY_INVALID: scripts[0]');
    expect(() => loadScriptInventory({})).toThrow('SCRIPT_INVENTORY_INVALID');
  });

  it('should list hashes of inline scripts allowed by hash', () => {
    const sources = scriptSources(
      [
        {
          id: 'h',
          kind: 'inline',
          hash: 'sha256-AAAA',
          csp: 'hash',
          why: 'an inline script allowed by its hash',
        },
      ],
      'n',
    );
    expect(sources).toEqual(["'sha256-AAAA'"]);
  });
});

describe('the captcha provider in the page CSP', () => {
  it('should allow Google only when reCAPTCHA is the provider', () => {
    const none = buildContentSecurityPolicy({ nonce: 'n', captchaOrigins: [] });
    expect(none).not.toContain('google');
    const recaptcha = buildContentSecurityPolicy({
      nonce: 'n',
      captchaOrigins: ['https://www.google.com', 'https://www.gstatic.com'],
    });
    expect(recaptcha).toMatch(
      /script-src [^;]*https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/,
    );
    expect(recaptcha).toMatch(/frame-src https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
    expect(recaptcha).toMatch(/connect-src 'self' https:\/\/www\.google\.com/);
  });
});
