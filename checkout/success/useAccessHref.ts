import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { useBuyerPurchase } from '@/checkout/purchase/useBuyerPurchase';
import { accessHref } from '@/checkout/purchase/accessHref';
import { brandLinks } from '@/checkout/success/brandLinks';

/**
 * The access button's address on a success screen: the brand's first-access link for this
 * environment with the purchase token (from the checkout context, else the `token` query the
 * payment step adds); else the path the payment answer named (`redirect`, kept with the
 * buyer's purchase, so a reload keeps it) on the product's site; else the
 * `redirectOnSuccess` path (the step's prop, else the context's, '/login' by default).
 */
export function useAccessHref(redirectOnSuccess: string | undefined): string {
  const { page } = useCheckout();
  const purchaseToken = useCheckoutSession((session) => session.purchaseToken);
  const contextRedirect = useCheckoutSession((session) => session.redirectOnSuccess);
  const purchase = useBuyerPurchase();
  const links = brandLinks(page.brand, page.environment, page.staging);
  return accessHref({
    firstAccess: links.firstAccess,
    token: purchaseToken ?? page.query.token ?? null,
    paymentRedirect: purchase?.redirect,
    redirectOnSuccess: redirectOnSuccess ?? contextRedirect,
  });
}
