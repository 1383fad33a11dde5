import { fillFirstAccess } from '@/checkout/purchase/fillFirstAccess';

/** What the success screens know when they build the access button's address. */
export interface AccessHrefInput {
  /** The brand's `firstAccess` URL for this environment (with `{token}`). */
  firstAccess: string;
  /** The purchase token, from the checkout context or the `token` query; null when unknown. */
  token: string | null;
  /**
   * The payment answer's `redirect` (a path on the product's site, see `safeRedirectPath`):
   * where the backend sends the buyer after this purchase. Undefined when it named none.
   */
  paymentRedirect?: string;
  /** Path on the product's site when no token is known (spec §2 default '/login'). */
  redirectOnSuccess: string;
}

/**
 * The payment answer's `redirect` when it is a path on the product's site ('/login',
 * '/primeiro-acesso?token=…'); undefined for an empty value, another site ('https://…',
 * '//host') or anything else, so an answer can never send the buyer off the product's site.
 */
export function safeRedirectPath(redirect: string | null | undefined): string | undefined {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return undefined;
  if (/[\\\s]/.test(redirect)) return undefined;
  return redirect;
}

/**
 * Where the access button leads: the brand's first-access link with the purchase token when
 * the token is known (the brand's link wins: it carries what the product's site needs, e.g.
 * the military-exam brand's `origin=checkout`); else the path the payment answer named
 * (`redirect`) on the first-access link's site; without either (e.g. a buyer who reopened the
 * page in another tab), the `redirectOnSuccess` path on the first-access link's own site, so
 * the button never carries an unfilled `{token}`.
 */
export function accessHref({
  firstAccess,
  token,
  paymentRedirect,
  redirectOnSuccess,
}: AccessHrefInput): string {
  const origin = new URL(firstAccess.split('{token}').join('')).origin;
  if (token) return fillFirstAccess(firstAccess, token);
  const redirect = safeRedirectPath(paymentRedirect);
  if (redirect) return new URL(redirect, origin).toString();
  return new URL(redirectOnSuccess, origin).toString();
}
