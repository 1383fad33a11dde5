import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  getFranchiseCities,
  getFranchiseRegions,
  getFranchiseUnits,
} from '@/checkout/api/checkoutApi';
import type { Country, FranchiseCity, FranchiseRegion, FranchiseUnit } from '@/checkout/api/types';
import type { FixedFranchise } from '@/checkout/franchise/fixedFranchise';

/** Where the buyer is in the region → city → unit choice. */
export interface FranchiseSelection {
  region: string;
  city: string;
}

/** The three lists of the school choice, each a query (fixed data answers at once). */
export interface FranchiseOptions {
  regions: UseQueryResult<FranchiseRegion[]>;
  cities: UseQueryResult<FranchiseCity[]>;
  units: UseQueryResult<FranchiseUnit[]>;
}

/**
 * Loads the franchise regions of a brand, the cities of the chosen region and the units of
 * the chosen city through the API client (spec §7); with `fixed` data the calls are replaced
 * by it, as spec §7 asks for conquer-franquias.
 */
export function useFranchiseOptions(
  brand: string,
  country: Country,
  selection: FranchiseSelection,
  fixed: FixedFranchise | null,
): FranchiseOptions {
  const { region, city } = selection;
  const regions = useQuery({
    queryKey: ['franchise-regions', brand, country, fixed],
    queryFn: async () =>
      fixed
        ? [{ region: fixed.region, brand, country: fixed.country }]
        : getFranchiseRegions({ brand, country }),
    staleTime: 5 * 60_000,
  });
  const cities = useQuery({
    queryKey: ['franchise-cities', brand, country, region, fixed],
    queryFn: async () =>
      fixed
        ? [{ city: fixed.city, brand, country: fixed.country, region: fixed.region }]
        : getFranchiseCities({ brand, country, region }),
    enabled: region !== '',
    staleTime: 5 * 60_000,
  });
  const units = useQuery({
    queryKey: ['franchise-units', brand, country, region, city, fixed],
    queryFn: async () =>
      fixed ? [fixed.unit] : getFranchiseUnits({ brand, country, region, city }),
    enabled: region !== '' && city !== '',
    staleTime: 5 * 60_000,
  });
  return { regions, cities, units };
}
