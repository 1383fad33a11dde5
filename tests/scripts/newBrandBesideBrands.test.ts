/**
 * `npm run new-brand` beside the real brands (a copy of brands/ and public/ in a temp
 * folder): README's own example must leave `validate`, the brand rules and the journey model
 * green, and a name another brand uses is refused before anything is written.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectProduct } from '@/renderer/rules/detectProduct';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { ScaffoldError, scaffoldBrand } from '@/scripts/lib/scaffoldBrand';
import { validateConfigTree } from '@/scripts/lib/validateConfigTree';
import { loadBrands } from '../brands/brandFiles';
import { isSpecBrand, SPEC_BRANDS } from '../brands/specBrandList';
import { planJourneys } from '../e2e/journeyPlan';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'trilha-new-brand-repo-'));
  cpSync(join(process.cwd(), 'brands'), join(root, 'brands'), { recursive: true });
  cpSync(join(process.cwd(), 'public'), join(root, 'public'), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What scaffoldBrand threw, or undefined. */
function refusal(run: () => unknown): ScaffoldError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ScaffoldError) return error;
    throw error;
  }
  return undefined;
}

describe("README's new-brand example beside the real brands", () => {
  beforeEach(() => {
    // npm run new-brand acme-cursos -- --name "Acme Cursos"
    scaffoldBrand(root, { id: 'acme-cursos', displayName: 'Acme Cursos' });
  });

  it('should pass validate, brand rules included', () => {
    expect(validateConfigTree(root)).toEqual([]);
  });

  it('should be a brand of its own: no second copy of a named brand of the spec', () => {
    const brands = loadBrands(join(root, 'brands'));
    const acme = brands.find(({ id }) => id === 'acme-cursos');
    expect(acme && isSpecBrand(acme.brand)).toBe(false);
    for (const { business } of SPEC_BRANDS) {
      const sharing = brands.filter(
        ({ brand }) => brand.language === 'pt-BR' && brand.business === business,
      );
      expect({ business, brands: sharing.length }).toEqual({ business, brands: 1 });
    }
  });

  it('should serve its product on the production domain it writes', () => {
    const brands = loadBrands(join(root, 'brands'));
    const hostToProduct: Record<string, string> = {};
    for (const { brand } of brands)
      for (const host of brand.hosts) hostToProduct[host] ??= brand.productCode;
    const acme = brands.find(({ id }) => id === 'acme-cursos')!.brand;
    expect(acme.links.production.domain).toBe('checkout.acme-cursos.com.br');
    expect(
      detectProduct({
        host: acme.links.production.domain,
        aliasesApply: templateRegistry.lead.productAliases,
        query: {},
        slugToProduct: { slugs: {}, patterns: [] },
        hostToProduct,
        mdAliases: {},
        defaultProduct: undefined,
      }),
    ).toEqual({ product: 'ACMECURSOS', source: 'host' });
  });

  it('should plan only the ways its payment page offers: the card and the boleto (a BRL product, no Pix step)', () => {
    const plan = planJourneys('ACMECURSOS', join(root, 'brands'));
    expect(plan.problems).toEqual([]);
    expect(plan.journeys.map((journey) => journey.name)).toEqual([
      'lead [next] → payment [approved] → success',
      'lead [next] → payment [bankslip] → success',
    ]);
  });
});

describe('new-brand and the names other brands use', () => {
  const untouched = (id: string) => {
    expect(existsSync(join(root, 'brands', id))).toBe(false);
    expect(existsSync(join(root, 'public', 'brands', id))).toBe(false);
  };

  it('should refuse the product code of a live product, naming its brand, before writing anything (h4dup --code MS)', () => {
    const error = refusal(() => scaffoldBrand(root, { id: 'h4dup', productCode: 'MS' }));
    expect(error?.code).toBe('IN_USE');
    expect(error?.message).toContain(
      "the product code 'MS' is already used by brand 'medvalida' (brands/medvalida)",
    );
    untouched('h4dup');
  });

  it.each([
    { what: 'host key', id: 'escolaalicerce', owner: 'alicerce' },
    { what: 'product slug', id: 'revalida', owner: 'medvalida' },
  ])('should refuse a $what in use ($id of $owner)', ({ what, id, owner }) => {
    const error = refusal(() => scaffoldBrand(root, { id }));
    expect(error?.code).toBe('IN_USE');
    expect(error?.message).toContain(`the ${what} '${id}' is already used by brand '${owner}'`);
    untouched(id);
  });

  it('should refuse a plan id in use', () => {
    const file = join(root, 'brands/medvalida/catalogue.json');
    const catalogue = JSON.parse(readFileSync(file, 'utf8'));
    catalogue.products[0].plans.push({ ...catalogue.products[0].plans[0], id: 'zeta-anual' });
    writeFileSync(file, JSON.stringify(catalogue));
    const error = refusal(() => scaffoldBrand(root, { id: 'zeta' }));
    expect(error?.message).toContain(
      "the plan id 'zeta-anual' is already used by brand 'medvalida'",
    );
    untouched('zeta');
  });
});
