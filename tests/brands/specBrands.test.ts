import type { Brand } from '@/schemas/generated/types';
import { loadBrands, validateErrors } from './brandFiles';
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

  it('should never ask buyers in Mozambique for a Brazilian tax-invoice document (validate)', () => {
    expect(mozambican.length).toBeGreaterThanOrEqual(2);
    expect(validateErrors('mozambique-rule')).toEqual([]);
  });

  it('should give every brand its own display name, host keys and slugs (validate)', () => {
    expect(validateErrors('duplicate-display-name', 'duplicate-host', 'duplicate-slug')).toEqual(
      [],
    );
  });
});

describe('brand themes (validate)', () => {
  it('should give every brand a light and a dark theme, and draw its products in its own', () => {
    expect(validateErrors('missing-theme', 'foreign-theme')).toEqual([]);
  });

  it('should make every brand visibly distinct: no two brands share a light primary colour', () => {
    expect(validateErrors('shared-primary-colour')).toEqual([]);
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
      for (const env of environments) expect(brand.links[env].firstAccess).toContain('{token}');
    },
  );

  it("should serve each brand's domains by its own host keys (validate)", () => {
    expect(validateErrors('host-mismatch')).toEqual([]);
  });
});

describe('Mozambique variants', () => {
  it.each(mozambican.map(({ brand }) => brand))(
    'should give $id its payment methods (the form width: validate, mozambique-rule)',
    (brand) => {
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
