/**
 * A generic slug rule for slugs no table can list one by one (spec §3 "Product-slug to
 * product-code mapping": for the wiseup business, a slug containing 'wiseup', other than the
 * number-one product, takes its second dash-part). It lives in the data of the brand that
 * needs it, which is what scopes it to that brand's business.
 *
 * @example { "contains": "wiseup", "except": ["wiseup-numberone"], "take": "second-dash-part" }
 *   maps 'wiseup-live' to 'Live' upper-cased and leaves 'wiseup-numberone' to the exact table.
 */
export interface ProductSlugPattern {
  /** The rule applies to a slug containing this text (case-insensitive). */
  contains: string;
  /** Slugs the rule never applies to (case-insensitive), e.g. the number-one product. */
  except?: readonly string[];
  /**
   * What the product is made of: 'second-dash-part' takes the second '-'-separated part
   * ('wiseup-live' → 'live'), upper-cased like any derived product key. A slug without a
   * second part is not matched by the rule.
   */
  take: 'second-dash-part';
}

/**
 * The slug → product data merged from every brand's configuration (spec §2 route parameter
 * 'product-slug', §3 mapping). `slugs` is the exact table (keys lower-case), e.g.
 * `{ "esa": "eumilitar-esa", "eear": "eumilitar-eear" }` for the Eu Militar slugs that get
 * the 'eumilitar-' prefix; `patterns` are tried in order when no exact entry exists.
 */
export interface ProductSlugTable {
  slugs: Readonly<Record<string, string>>;
  patterns?: readonly ProductSlugPattern[];
}

function takePart(slug: string, take: ProductSlugPattern['take']): string | undefined {
  switch (take) {
    case 'second-dash-part':
      return slug.split('-')[1] || undefined;
  }
}

/**
 * The product a 'product-slug' names (spec §3, §4): its exact entry in the table, verbatim;
 * else the first matching pattern's result; else the slug itself upper-cased, the same
 * fallback as an unmapped host key. Slugs are compared lower-case.
 */
export function productFromSlug(slug: string, table: ProductSlugTable): string {
  const key = slug.toLowerCase();
  const exact = table.slugs[key];
  if (exact !== undefined) return exact;
  for (const pattern of table.patterns ?? []) {
    if (!key.includes(pattern.contains.toLowerCase())) continue;
    if (pattern.except?.some((excluded) => excluded.toLowerCase() === key)) continue;
    const part = takePart(key, pattern.take);
    if (part !== undefined) return part.toUpperCase();
  }
  return key.toUpperCase();
}
