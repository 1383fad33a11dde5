import { fixedFranchise, usesFixedFranchise } from '@/checkout/franchise/fixedFranchise';
import { regionLabel } from '@/templates/select-school/regionLabel';
import { sandboxSeed } from '@/sandbox/sandboxSeed';

describe('fixedFranchise', () => {
  it('should be the fixed data of spec §7, as the sandbox serves it for conquer-franquias', () => {
    expect(fixedFranchise).toMatchObject({ region: 'PR', city: 'Curitiba', country: 'BR' });
    const seeded = sandboxSeed.franchises.find((item) => item.brand === 'conquer-franquias');
    expect(seeded?.units).toEqual([
      expect.objectContaining({
        ...fixedFranchise.unit,
        city: fixedFranchise.city,
        region: fixedFranchise.region,
        country: fixedFranchise.country,
      }),
    ]);
  });

  it('should apply to conquer-franquias unless the step says otherwise', () => {
    expect(usesFixedFranchise('conquer-franquias', undefined)).toBe(true);
    expect(usesFixedFranchise('conquer-franquias', false)).toBe(false);
    expect(usesFixedFranchise('conquer', undefined)).toBe(false);
    expect(usesFixedFranchise('conquer', true)).toBe(true);
  });
});

describe('regionLabel', () => {
  it('should name Brazilian states with their code and leave other regions as they are', () => {
    expect(regionLabel('PR', 'BR')).toBe('Paraná (PR)');
    expect(regionLabel('sp', 'BR')).toBe('São Paulo (SP)');
    expect(regionLabel('MP', 'MZ')).toBe('MP');
    expect(regionLabel('Norte', 'BR')).toBe('Norte');
  });
});
