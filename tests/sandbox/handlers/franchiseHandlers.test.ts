import {
  getFranchiseCities,
  getFranchiseRegions,
  getFranchiseUnits,
} from '@/checkout/api/checkoutApi';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

describe('franchiseHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  it('should answer the fixed conquer-franquias data of spec §7', async () => {
    const query = { brand: 'conquer-franquias', country: 'BR' } as const;
    await expect(getFranchiseRegions(query, running.client)).resolves.toEqual([
      { region: 'PR', brand: 'conquer-franquias', country: 'BR' },
    ]);
    await expect(getFranchiseCities({ ...query, region: 'PR' }, running.client)).resolves.toEqual([
      { city: 'Curitiba', brand: 'conquer-franquias', country: 'BR', region: 'PR' },
    ]);
    const units = await getFranchiseUnits(
      { ...query, region: 'PR', city: 'Curitiba' },
      running.client,
    );
    expect(units).toHaveLength(1);
    expect(units[0]).toEqual({
      salesforceId: 'a0B5g00000CQFCTB01',
      name: 'Conquer Franquias Curitiba',
    });
  });

  it('should filter seeded cities and units by region and city, ignoring case and accents', async () => {
    const cities = await getFranchiseCities(
      { brand: 'conquer', country: 'BR', region: 'sp' },
      running.client,
    );
    expect(cities.map((item) => item.city)).toEqual(['São Paulo', 'Campinas']);
    const units = await getFranchiseUnits(
      { brand: 'conquer', country: 'BR', city: 'sao paulo' },
      running.client,
    );
    expect(units.map((item) => item.name)).toEqual(['Conquer Paulista', 'Conquer Pinheiros']);
  });

  it('should keep countries apart', async () => {
    const regions = await getFranchiseRegions({ brand: 'wiseup', country: 'MZ' }, running.client);
    expect(regions).toEqual([{ region: 'MP', brand: 'wiseup', country: 'MZ' }]);
  });

  it('should answer 404 for a brand without franchises and 400 for a missing or unknown country', async () => {
    await expectApiError(getFranchiseRegions({ brand: 'nobody', country: 'BR' }, running.client), {
      status: 404,
      code: 'franchise_brand_not_found',
      field: 'brand',
    });
    await expectApiError(
      getFranchiseCities({ brand: 'conquer', country: '' as never }, running.client),
      {
        status: 400,
        code: 'missing_parameter',
        field: 'country',
      },
    );
    await expectApiError(
      getFranchiseUnits({ brand: 'conquer', country: 'AR' as never }, running.client),
      {
        status: 400,
        code: 'invalid_parameter',
        field: 'country',
      },
    );
  });
});
