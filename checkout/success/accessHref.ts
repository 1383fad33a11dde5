import { fillFirstAccess } from '@/checkout/success/fillFirstAccess';

/** What the success screens know when they build the access button's address. */
export interface AccessHrefInput {
  /** The brand's `firstAccess` URL for this environment (with `{token}`). */
  firstAccess: string;
  /** The purchase token, from the checkout context or the `token` query; null when unknown. */
  token: string | null;
  /** Path on the product's site when no token is known (spec §2 default '/login'). */
  redirectOnSuccess: string;
}

/**
 * Where the access button leads: the first-access link with the purchase token; without a
 * token (e.g. a buyer who reopened the page in another tab), the `redirectOnSuccess` path on
 * the first-access link's own site, so the button never carries an unfilled `{token}`.
 */
export function accessHref({ firstAccess, token, redirectOnSuccess }: AccessHrefInput): string {
  if (token) return fillFirstAccess(firstAccess, token);
  const origin = new URL(firstAccess.split('{token}').join('')).origin;
  return new URL(redirectOnSuccess, origin).toString();
}
