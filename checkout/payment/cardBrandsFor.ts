import { cardBrands } from '@/lib/card/cardBrand';
import type { CardBrandOption } from '@/lib/card/cardBrand';

/**
 * The card brands offered to a buyer of a country: every brand of spec §3 in Brazil; no Elo in
 * Mozambique, where Elo (a Brazilian scheme) is neither issued nor acquired.
 */
export function cardBrandsFor(area: 'BR' | 'MZ'): readonly CardBrandOption[] {
  return area === 'MZ' ? cardBrands.filter((brand) => brand.value !== 'elo') : cardBrands;
}
