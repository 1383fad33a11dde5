import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { detectProduct } from '@/renderer/rules/detectProduct';
import { productFromSlug, type ProductSlugTable } from '@/renderer/rules/productFromSlug';
import { loadBrands, validateErrors } from './brandFiles';

// Host, slug and /md data merged from every brand.json, the way the renderer reads them.
const brands = loadBrands();
const hostToProduct: Record<string, string> = {};
const slugs: Record<string, string> = {};
const mdAliases: Record<string, string> = {};
const slugOwners = new Map<string, string[]>();
for (const { brand } of brands) {
  for (const host of brand.hosts) hostToProduct[host] ??= brand.productCode;
  for (const [slug, code] of Object.entries(brand.productSlugs ?? {})) {
    slugs[slug] = code;
    slugOwners.set(slug, [...(slugOwners.get(slug) ?? []), brand.id]);
  }
  Object.assign(mdAliases, brand.mdAliases ?? {});
}
const slugTable: ProductSlugTable = {
  slugs,
  patterns: brands.flatMap(({ brand }) => brand.productSlugPatterns ?? []),
};
const configuredCodes = new Set(brands.flatMap(({ products }) => Object.keys(products)));
const productConfigOf = (code: string) =>
  brands.find(({ products }) => code in products)?.products[code];

describe('product slugs', () => {
  // Spec §3: the Eu Militar slugs get the prefix 'eumilitar-'. Product codes are upper-case
  // and compared exactly (brand schema, catalogue, configs), so 'eumilitar-esa' is EUMILITAR-ESA.
  const militarySlugs = [
    'blackfriday',
    'eear',
    'ema',
    'emfa',
    'emfax',
    'emmq',
    'empa',
    'esa-6-months',
    'esa',
    'esaeear',
    'espcex',
  ];
  it.each(militarySlugs)("should map the military slug %s to 'eumilitar-' and the slug", (slug) => {
    expect(productFromSlug(slug, slugTable)).toBe(`EUMILITAR-${slug.toUpperCase()}`);
    expect(productFromSlug(slug.toUpperCase(), slugTable)).toBe(`EUMILITAR-${slug.toUpperCase()}`);
    expect(slugOwners.get(slug)).toEqual(['farda-certa']);
  });

  it.each(militarySlugs)('should sell the product of the military slug %s', (slug) => {
    const code = `EUMILITAR-${slug.toUpperCase()}`;
    const owner = brands.find(({ brand }) => brand.id === 'farda-certa');
    expect(owner?.brand.productCodes).toContain(code);
    expect(productConfigOf(code)?.code).toBe(code);
    expect(owner?.catalogue?.products.some((product) => product.code === code)).toBe(true);
  });

  // Spec §3: for the wiseup business a slug containing 'wiseup', other than the number-one
  // product, takes its second dash-part.
  it.each([
    ['wiseup-live', 'LIVE'],
    ['wiseup-exec', 'EXEC'],
    ['WiseUp-Live', 'LIVE'],
    ['wiseup-numberone', 'NUMBERONE'],
    ['wiseup-online', 'WUP'],
  ])('should map the English-course slug %s to %s', (slug, code) => {
    expect(productFromSlug(slug, slugTable)).toBe(code);
  });

  it('should name only products that have a config, whatever slug names them', () => {
    const named = [
      ...Object.values(slugs),
      ...['wiseup-live', 'wiseup-exec', 'wiseup-numberone'].map((slug) =>
        productFromSlug(slug, slugTable),
      ),
    ];
    expect(named.filter((code) => !configuredCodes.has(code))).toEqual([]);
  });

  it('should give every slug to one brand only (validate)', () => {
    expect(validateErrors('duplicate-slug')).toEqual([]);
  });
});

describe('product detection from the brand data', () => {
  it.each(brands.map(({ brand }) => brand))(
    'should serve $productCode on the production host of $id',
    (brand) => {
      const detected = detectProduct({
        host: brand.links.production.domain,
        aliasesApply: templateRegistry.lead.productAliases,
        query: {},
        slugToProduct: slugTable,
        hostToProduct,
        mdAliases,
        defaultProduct: undefined,
      });
      expect(detected).toEqual({ product: brand.productCode, source: 'host' });
    },
  );

  it.each<{ host: string; query: Record<string, string>; product: string }>([
    { host: 'localhost:3000', query: { product: 'wiseup' }, product: 'EXEC' },
    { host: 'localhost:3000', query: { product: 'escolaconquer' }, product: 'CONQUERFRANQUIAS' },
    { host: 'checkout.falamaisingles.com.br', query: {}, product: 'EXEC' },
    { host: 'checkout.escolaalicerce.com.br', query: {}, product: 'CONQUERFRANQUIAS' },
  ])('should read $host $query as $product on /md (spec §4)', ({ host, query, product }) => {
    const detected = detectProduct({
      host,
      aliasesApply: templateRegistry.md.productAliases,
      query,
      slugToProduct: slugTable,
      hostToProduct,
      mdAliases,
      defaultProduct: undefined,
    });
    expect(detected?.product).toBe(product);
  });

  it('should leave the English course host on WUP outside /md', () => {
    const detected = detectProduct({
      host: 'checkout.falamaisingles.com.br',
      aliasesApply: templateRegistry.lead.productAliases,
      query: {},
      slugToProduct: slugTable,
      hostToProduct,
      mdAliases,
      defaultProduct: undefined,
    });
    expect(detected?.product).toBe('WUP');
  });

  it('should make MS the product of a request that names none (spec §4), by one brand marked isDefault', () => {
    const defaults = brands
      .filter(({ brand }) => brand.isDefault)
      .map(({ brand }) => brand.productCode);
    expect(defaults).toEqual(['MS']);
  });

  it.each(Object.entries(mdAliases))('should open /md for the alias %s → %s', (_alias, code) => {
    const flows = productConfigOf(code)?.checkoutFlow.flows ?? [];
    const defaultFlow = flows.find((flow) => flow.id === 'default');
    expect(defaultFlow?.steps[0]?.templateId).toBe('md');
  });
});
