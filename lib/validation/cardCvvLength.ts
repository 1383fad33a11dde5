import type { CardBrand } from '@/lib/card/cardBrand';

/**
 * How many digits the security code of a brand has: 4 for American Express, 3 for every
 * other brand (and when the brand is not known yet).
 */
export function cardCvvLength(brand: CardBrand | undefined): 3 | 4 {
  return brand === 'american_express' ? 4 : 3;
}
