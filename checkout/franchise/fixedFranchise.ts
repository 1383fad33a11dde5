import type { Country, FranchiseUnit } from '@/checkout/api/types';

/** The franchise brand whose checkout uses the fixed data of spec §7 instead of the calls. */
export const fixedFranchiseBrand = 'conquer-franquias';

/** The fixed franchise data of spec §7: city Curitiba in region PR, country BR, one unit. */
export interface FixedFranchise {
  region: string;
  city: string;
  country: Country;
  unit: FranchiseUnit;
}

/**
 * The fixed data of spec §7. The spec does not name the unit; this is the one the sandbox
 * serves for conquer-franquias (a step may name another with its `fixedUnit` prop).
 */
export const fixedFranchise: FixedFranchise = {
  region: 'PR',
  city: 'Curitiba',
  country: 'BR',
  unit: { salesforceId: 'a0B5g00000CQFCTB01', name: 'Conquer Franquias Curitiba' },
};

/**
 * Whether a step lists the fixed franchise instead of calling the franchise API: its
 * `useFixedFranchise` prop when set, else whether the brand is conquer-franquias.
 */
export function usesFixedFranchise(brand: string, flag: boolean | undefined): boolean {
  return flag ?? brand === fixedFranchiseBrand;
}
