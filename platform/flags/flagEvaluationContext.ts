/**
 * The OpenFeature evaluation context of a checkout page, the same on the server and in the
 * browser: what flag targeting may match on. `targetingKey` is the product code (some flag
 * services require one; no buyer data ever goes to the flag service).
 */
export interface FlagEvaluationContext {
  [attribute: string]: string;
  targetingKey: string;
  productCode: string;
  /** The brand's id (its folder under brands/). */
  brand: string;
  area: 'BR' | 'MZ';
  environment: 'test' | 'production';
}

/** What flag targeting reads of a checkout page (its props have these fields). */
export interface FlaggedPage {
  productCode: string;
  area: 'BR' | 'MZ';
  environment: 'test' | 'production';
  brand: { id: string };
}

/** The evaluation context of a page. */
export function flagEvaluationContext(page: FlaggedPage): FlagEvaluationContext {
  return {
    targetingKey: page.productCode,
    productCode: page.productCode,
    brand: page.brand.id,
    area: page.area,
    environment: page.environment,
  };
}
