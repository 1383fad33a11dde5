import { matchRoute, type RouteTable } from '@/renderer/rules/matchRoute';
import { normalizePathname } from '@/renderer/rules/normalizePathname';

/** A pathname read as an optional product-slug prefix and the checkout path after it. */
export interface SlugPath {
  /** The 'product-slug' route parameter (spec §2), when the path starts with one. */
  productSlug: string | undefined;
  /** The path of the step, without the slug: '/revalida/a' → '/a'. */
  pathname: string;
  /** What the step links keep in front of their routes: '/revalida', or ''. */
  routePrefix: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/i;

/**
 * Reads the 'product-slug' route parameter of spec §2 from the path: `/<product-slug>/<route>`
 * (e.g. '/revalida/' followed by a route) shows `<route>` for the product of that slug, as `?product-slug=`
 * does. A path that is itself a registered route keeps its meaning (a dynamic route such as
 * '/a/[id]' is never read as a slug); a lone '/<slug>' is the slug's entry, like '/'.
 */
export function splitProductSlug(pathname: string, routeTable: RouteTable): SlugPath {
  const path = normalizePathname(pathname);
  const none = { productSlug: undefined, pathname: path, routePrefix: '' };
  if (path === '/' || matchRoute(path, routeTable)) return none;
  const [, first = '', ...rest] = path.split('/');
  if (!SLUG.test(first)) return none;
  const remainder = rest.length === 0 ? '/' : `/${rest.join('/')}`;
  if (remainder !== '/' && !matchRoute(remainder, routeTable)) return none;
  return { productSlug: first, pathname: remainder, routePrefix: `/${first}` };
}
