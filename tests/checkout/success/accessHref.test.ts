import { accessHref } from '@/checkout/success/accessHref';
import { fillFirstAccess } from '@/checkout/success/fillFirstAccess';

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
});
