// The shape of a template route (`/payment/[id]`): its dynamic segments and the Next.js page
// that serves it. Shared by the checkout's navigation and `npm run generate`'s route pages.

/** A dynamic segment of a route (`[id]` of `/payment/[id]`), its name captured. */
export const ROUTE_PARAM = /\[([^\]/]+)\]/g;

/** The names of a route's dynamic segments, in order: `['id']` for `/payment/[id]`. */
export function routeParamNames(route: string): string[] {
  return [...route.matchAll(ROUTE_PARAM)].map((match) => match[1]!);
}

/**
 * Whether a route has dynamic segments (`/payment/[id]`). A route without any is a page of its
 * own (`pages/<route>.tsx`, written by `npm run generate`); one with them is served by the
 * catch-all checkout page, `pages/[[...path]].tsx`.
 */
export function routeHasParams(route: string): boolean {
  return routeParamNames(route).length > 0;
}

/** The Next.js page that serves every route with parameters (and the product-slug prefixes). */
export const CATCH_ALL_PAGE = '/[[...path]]';

/**
 * The Next.js page that serves a route: the route itself when it has no parameters (its own
 * `pages/<route>.tsx`), else the catch-all checkout page.
 */
export function pageOfRoute(route: string): string {
  return routeHasParams(route) ? CATCH_ALL_PAGE : route;
}
