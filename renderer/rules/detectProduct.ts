import { isLocalHost } from '@/renderer/rules/isLocalHost';
import { productFromSlug, type ProductSlugTable } from '@/renderer/rules/productFromSlug';

/** Where the detected product came from, for logs and for the caller's next decisions. */
export type ProductSource = 'host' | 'slug' | 'query' | 'default';

/** The product of a request and where it was read (spec §4). */
export interface DetectedProduct {
  product: string;
  source: ProductSource;
}

/** What `detectProduct` reads: the request, plus the brand data it maps keys through. */
export interface DetectProductInput {
  /** The Host header, e.g. 'checkout.medvalida.com.br' or 'localhost:3000'. */
  host: string | undefined;
  /**
   * Whether the route's template applies product aliases (`productAliases` in its
   * `template.json`; spec §4).
   */
  aliasesApply: boolean;
  /** The cleaned query (see `cleanQuery`). */
  query: Readonly<Record<string, string>>;
  /** The 'product-slug' route parameter, when the route has one. */
  productSlug?: string;
  /** Slug → product data from the brand configurations (see `ProductSlugTable`). */
  slugToProduct: ProductSlugTable;
  /** Host key (the host's second dot-part, lower-case) → product, e.g. medvalida → the product of the brand whose host key it is. */
  hostToProduct: Readonly<Record<string, string>>;
  /**
   * Product aliases where `aliasesApply`, keyed by the lower-case product key before any
   * mapping (the brands' `mdAliases`).
   */
  mdAliases?: Readonly<Record<string, string>>;
  /** The product when nothing names one: the default brand's product (brand data). */
  defaultProduct: string | undefined;
}

/** The host's second dot-part, lower-case, without port: 'checkout.medvalida.com.br' → 'medvalida'. */
function hostKey(host: string | undefined): string | undefined {
  const hostname = host?.trim().toLowerCase().replace(/:\d+$/, '');
  return hostname?.split('.')[1] || undefined;
}

/**
 * The product of a request (spec §4 "Product is detected from the host (second dot part) or
 * from product-slug; on localhost from the product or slug query parameter", with the default
 * product and the route-bound aliases read from brand and template data).
 *
 * Precedence, first that gives a key:
 * 1. the 'product-slug' route parameter, through `slugToProduct` (source 'slug'): the route
 *    names one product, more precisely than a host shared by a brand's products;
 * 2. on localhost or 127.0.0.1 only: the `product` query parameter, verbatim, else the `slug`
 *    query parameter through `slugToProduct` (source 'query'); elsewhere these are ignored so a
 *    buyer cannot switch product by editing the URL;
 * 3. the host's second dot-part through `hostToProduct`, upper-cased when unmapped
 *    (source 'host');
 * 4. `defaultProduct` (source 'default'); `undefined` when no brand is the default.
 * Where aliases apply, the raw key (host part, slug or query value) is first looked up in
 * `mdAliases`, case-insensitively; an alias wins over every mapping and keeps the key's source.
 */
export function detectProduct(input: DetectProductInput): DetectedProduct | undefined {
  const { host, query, productSlug, slugToProduct, hostToProduct, mdAliases = {} } = input;
  const alias = (key: string): string | undefined =>
    input.aliasesApply ? mdAliases[key.toLowerCase()] : undefined;
  const fallback = input.defaultProduct
    ? { product: input.defaultProduct, source: 'default' as const }
    : undefined;

  if (productSlug) {
    return {
      product: alias(productSlug) ?? productFromSlug(productSlug, slugToProduct),
      source: 'slug',
    };
  }
  if (isLocalHost(host)) {
    if (query.product) return { product: alias(query.product) ?? query.product, source: 'query' };
    if (query.slug) {
      return {
        product: alias(query.slug) ?? productFromSlug(query.slug, slugToProduct),
        source: 'query',
      };
    }
    return fallback;
  }
  const key = hostKey(host);
  if (key) {
    return { product: alias(key) ?? hostToProduct[key] ?? key.toUpperCase(), source: 'host' };
  }
  return fallback;
}
