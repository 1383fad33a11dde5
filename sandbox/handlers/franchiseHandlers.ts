import type { FranchiseCity, FranchiseRegion, FranchiseUnit } from '@/checkout/api/types';
import { countryValues } from '@/sandbox/domainEnums';
import { HttpError } from '@/sandbox/httpError';
import { QueryReader } from '@/sandbox/queryReader';
import type { Route } from '@/sandbox/router';
import type { FranchiseBrandRecord } from '@/sandbox/sandboxSeed';
import type { SandboxContext } from '@/sandbox/sandboxContext';

function requireBrand(context: SandboxContext, q: QueryReader): FranchiseBrandRecord {
  const brand = q.required('brand', { maxLength: 60 });
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
  {
    method: 'GET',
    path: '/api/v1/franchises/regions',
    operationId: 'getFranchiseRegions',
    handle({ query }, context) {
      const q = new QueryReader(query);
      const record = requireBrand(context, q);
      const country = q.requiredEnum('country', countryValues);
      const body: FranchiseRegion[] = record.regions
        .filter((item) => item.country === country)
        .map((item) => ({ region: item.region, brand: record.brand, country: item.country }));
      return { status: 200, body };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/franchises/cities',
    operationId: 'getFranchiseCities',
    handle({ query }, context) {
      const q = new QueryReader(query);
      const record = requireBrand(context, q);
      const country = q.requiredEnum('country', countryValues);
      const region = q.optional('region', { maxLength: 60 });
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
  },
  {
    method: 'GET',
    path: '/api/v1/franchises/units',
    operationId: 'getFranchiseUnits',
    handle({ query }, context) {
      const q = new QueryReader(query);
      const record = requireBrand(context, q);
      const country = q.requiredEnum('country', countryValues);
      const region = q.optional('region', { maxLength: 60 });
      const city = q.optional('city', { maxLength: 80 });
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
  },
];
