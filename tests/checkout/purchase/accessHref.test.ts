import { accessHref, safeRedirectPath } from '@/checkout/purchase/accessHref';
import { fillFirstAccess } from '@/checkout/purchase/fillFirstAccess';

describe('fillFirstAccess', () => {
  it('should fill every {token} placeholder with the encoded token', () => {
    expect(fillFirstAccess('https://app.x.com/acesso?token={token}&again={token}', 'a b/c')).toBe(
      'https://app.x.com/acesso?token=a%20b%2Fc&again=a%20b%2Fc',
    );
  });
});

describe('accessHref', () => {
  const firstAccess = 'https://app.medvalida.com.br/primeiro-acesso?token={token}&origin=checkout';

  it('should use the first-access link with the purchase token', () => {
    expect(accessHref({ firstAccess, token: 'tok_123', redirectOnSuccess: '/login' })).toBe(
      'https://app.medvalida.com.br/primeiro-acesso?token=tok_123&origin=checkout',
    );
  });

  it('should fall back to the redirect path on the same site when no token is known', () => {
    expect(accessHref({ firstAccess, token: null, redirectOnSuccess: '/login' })).toBe(
      'https://app.medvalida.com.br/login',
    );
    expect(accessHref({ firstAccess, token: '', redirectOnSuccess: '/entrar' })).toBe(
      'https://app.medvalida.com.br/entrar',
    );
  });

  it("should keep the brand's first-access link (origin=checkout) over the payment answer's redirect when the token is known", () => {
    const militar = 'https://app.fardacerta.com.br/primeiro-acesso?token={token}&origin=checkout';
    expect(
      accessHref({
        firstAccess: militar,
        token: 'tok_123',
        paymentRedirect: '/primeiro-acesso?token=tok_123',
        redirectOnSuccess: '/login',
      }),
    ).toBe('https://app.fardacerta.com.br/primeiro-acesso?token=tok_123&origin=checkout');
    expect(
      accessHref({
        firstAccess,
        token: 'tok_123',
        paymentRedirect: '/login',
        redirectOnSuccess: '/x',
      }),
    ).toBe('https://app.medvalida.com.br/primeiro-acesso?token=tok_123&origin=checkout');
  });

  it("should lead where the payment answer's redirect says, on the product's site, when no token is known", () => {
    expect(
      accessHref({
        firstAccess,
        token: null,
        paymentRedirect: '/primeiro-acesso?token=abc',
        redirectOnSuccess: '/login',
      }),
    ).toBe('https://app.medvalida.com.br/primeiro-acesso?token=abc');
  });

  it('should ignore a redirect that is not a path of the site', () => {
    for (const paymentRedirect of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil',
      '',
      'login',
    ]) {
      expect(
        accessHref({ firstAccess, token: 'tok_123', paymentRedirect, redirectOnSuccess: '/login' }),
      ).toBe('https://app.medvalida.com.br/primeiro-acesso?token=tok_123&origin=checkout');
    }
  });
});

describe('safeRedirectPath', () => {
  it('should keep a path and refuse anything that could leave the site', () => {
    expect(safeRedirectPath('/login')).toBe('/login');
    expect(safeRedirectPath('/primeiro-acesso?token=a1')).toBe('/primeiro-acesso?token=a1');
    expect(safeRedirectPath(undefined)).toBeUndefined();
    expect(safeRedirectPath('https://evil.example')).toBeUndefined();
    expect(safeRedirectPath('//evil.example')).toBeUndefined();
    expect(safeRedirectPath('/\\evil.example')).toBeUndefined();
    expect(safeRedirectPath('/ok path')).toBeUndefined();
  });
});
