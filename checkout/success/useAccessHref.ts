import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { accessHref } from '@/checkout/success/accessHref';
import { brandLinks } from '@/checkout/success/brandLinks';

/**
 * The access button's address on a success screen: the brand's first-access link for this
 * environment with the purchase token (from the checkout context, else the `token` query the
 * payment step adds), or the `redirectOnSuccess` path (the step's prop, else the context's,
 * '/login' by default) when no token is known.
 */
export function useAccessHref(redirectOnSuccess: string | undefined): string {
  const { page } = useCheckout();
  const purchaseToken = useCheckoutSession((session) => session.purchaseToken);
  const contextRedirect = useCheckoutSession((session) => session.redirectOnSuccess);
  const links = brandLinks(page.brand, page.environment, page.staging);
  return accessHref({
    firstAccess: links.firstAccess,
    token: purchaseToken ?? page.query.token ?? null,
    redirectOnSuccess: redirectOnSuccess ?? contextRedirect,
  });
}
