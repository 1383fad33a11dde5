import type { Brand } from '@/schemas/generated/types';
import { loadBrandFolders, loadBrands } from './brandFiles';
import { SPEC_BRANDS } from './specBrandList';

const brands = loadBrands();
const brazilian = brands.filter(({ brand }) => brand.language === 'pt-BR');
const mozambican = brands.filter(({ brand }) => brand.language === 'pt-MZ');
const environments = ['test', 'homolog', 'production'] as const;

function brazilianBrandOf(business: Brand['business']): Brand {
  const found = brazilian.filter(({ brand }) => brand.business === business);
  if (found.length !== 1) {
    throw new Error(`expected one pt-BR brand of business '${business}', found ${found.length}`);
  }
  return found[0]!.brand;
}

describe('the brands of spec §1', () => {
  it.each(SPEC_BRANDS)('should include $brand ($business)', ({ business }) => {
    expect(brazilianBrandOf(business).business).toBe(business);
  });

  it.each(SPEC_BRANDS.filter((entry) => entry.taxInvoice !== undefined))(
    'should give $brand the tax-invoice flag of §3',
    ({ business, taxInvoice }) => {
      expect(brazilianBrandOf(business).sendsTaxInvoiceDocument).toBe(taxInvoice);
    },
  );

  it.each(mozambican.map(({ brand }) => brand))(
    'should never ask $id buyers in Mozambique for a Brazilian tax-invoice document',
    (brand) => {
      expect(brand.sendsTaxInvoiceDocument).toBe(false);
    },
  );

  it('should give every brand its own display name and host keys', () => {
    const names = brands.map(({ brand }) => brand.displayName);
    expect(new Set(names).size).toBe(names.length);
    const hosts = brands.flatMap(({ brand }) => brand.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

describe('brand themes', () => {
  it.each(
    loadBrandFolders().map((folder) => ({
      id: folder.id,
      modes: Object.keys(folder.themes).sort(),
    })),
  )('should give $id a light and a dark theme', ({ modes }) => {
    expect(modes).toEqual(['dark', 'light']);
  });

  it.each(
    loadBrandFolders().flatMap((folder) =>
      Object.entries(folder.products).map(([code, config]) => ({ id: folder.id, code, config })),
    ),
  )("should draw $code in $id's own theme", ({ id, config }) => {
    expect(config.designSystemId.split('$')[0]).toBe(id);
  });

  it('should make every brand visibly distinct: no two brands share a light primary colour', () => {
    const primaries = loadBrandFolders().map((folder) => folder.themes.light?.colors.primary.pure);
    expect(new Set(primaries).size).toBe(primaries.length);
  });
});

describe('the military-exam brand', () => {
  const military = brazilianBrandOf('eumilitar');

  it('should have 3 steps and a presentation video', () => {
    expect(military.stepsNumber).toBe(3);
    expect(military.videoId).toEqual(expect.any(String));
  });

  it.each(environments)(
    'should open the first access with the token and origin=checkout (%s)',
    (env) => {
      const url = new URL(military.links[env].firstAccess.replace('{token}', 'tok-123'));
      expect(url.searchParams.get('token')).toBe('tok-123');
      expect(url.searchParams.get('origin')).toBe('checkout');
    },
  );
});

describe('brand links', () => {
  it.each(brands.map(({ brand }) => brand))(
    'should give $id links in the three environments',
    (brand) => {
      for (const env of environments) {
        expect(brand.links[env].firstAccess).toContain('{token}');
        expect(brand.links[env].domain.split('.')[1]).toBe(brand.hosts[0]);
      }
    },
  );
});

describe('Mozambique variants', () => {
  it.each(mozambican.map(({ brand }) => brand))(
    'should give $id the Mozambique form width and its payment methods',
    (brand) => {
      expect(brand.formMaxWidth).toBe(465);
      expect(brand.mozambiquePaymentMethods).toBeDefined();
    },
  );

  it('should have one variant that takes card payment only (spec §9)', () => {
    const cardOnly = mozambican.filter(({ brand }) => {
      const methods = brand.mozambiquePaymentMethods;
      return methods?.creditcard.active && !methods.debitcard.active && !methods.boleto.active;
    });
    expect(cardOnly.map(({ brand }) => brand.id)).toHaveLength(1);
  });
});
