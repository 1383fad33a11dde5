import type {
  FranchiseCitiesQuery,
  FranchiseCity,
  FranchiseRegion,
  FranchiseRegionsQuery,
  FranchiseUnit,
  FranchiseUnitsQuery,
} from '@/schemas/generated/apiTypes';
import { contractRoute } from '@/sandbox/contractRoute';
import { HttpError } from '@/lib/http/httpError';
import type { Route } from '@/sandbox/router';
import type { FranchiseBrandRecord } from '@/sandbox/sandboxSeed';
import type { SandboxContext } from '@/sandbox/sandboxContext';

function requireBrand(context: SandboxContext, brand: string): FranchiseBrandRecord {
  const record = context.seed.franchises.find((item) => item.brand === brand);
  if (!record) {
    const known = context.seed.franchises.map((item) => item.brand).join(', ');
    throw new HttpError(
      404,
      'franchise_brand_not_found',
      `No franchises for brand '${brand}'; known: ${known}.`,
      'brand',
    );
  }
  return record;
}

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;
}

/**
 * Franchise regions, cities and units (spec §7) from sandbox/seed/franchises.json; brand
 * `conquer-franquias` answers the fixed data of §7 (Curitiba, PR, BR, one unit).
 */
export const franchiseHandlers: Route<SandboxContext>[] = [
  contractRoute<Record<string, never>, FranchiseRegionsQuery>(
    'getFranchiseRegions',
    ({ query }, context) => {
      const record = requireBrand(context, query.brand);
      const { country } = query;
      const body: FranchiseRegion[] = record.regions
        .filter((item) => item.country === country)
        .map((item) => ({ region: item.region, brand: record.brand, country: item.country }));
      return { status: 200, body };
    },
  ),
  contractRoute<Record<string, never>, FranchiseCitiesQuery>(
    'getFranchiseCities',
    ({ query }, context) => {
      const record = requireBrand(context, query.brand);
      const { country, region } = query;
      const body: FranchiseCity[] = record.cities
        .filter(
          (item) =>
            item.country === country && (region === undefined || sameText(item.region, region)),
        )
        .map((item) => ({
          city: item.city,
          brand: record.brand,
          country: item.country,
          region: item.region,
        }));
      return { status: 200, body };
    },
  ),
  contractRoute<Record<string, never>, FranchiseUnitsQuery>(
    'getFranchiseUnits',
    ({ query }, context) => {
      const record = requireBrand(context, query.brand);
      const { country, region, city } = query;
      const body: FranchiseUnit[] = record.units
        .filter(
          (item) =>
            item.country === country &&
            (region === undefined || sameText(item.region, region)) &&
            (city === undefined || sameText(item.city, city)),
        )
        .map((item) => ({ salesforceId: item.salesforceId, name: item.name }));
      return { status: 200, body };
    },
  ),
];
