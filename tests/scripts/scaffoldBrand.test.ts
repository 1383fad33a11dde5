import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScaffoldError, scaffoldBrand } from '@/scripts/lib/scaffoldBrand';
import { validateConfigTree } from '@/scripts/lib/validateConfigTree';
import { contrastRatio } from '@/ui/contrastRatio';

describe('scaffoldBrand (npm run new-brand)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'trilha-new-brand-'));
  });

  it('should write a brand that passes npm run validate', () => {
    const written = scaffoldBrand(root, { id: 'acme-cursos', displayName: 'Acme Cursos' });
    expect(written).toEqual([
      'brands/acme-cursos/brand.json',
      'brands/acme-cursos/themes/light.json',
      'brands/acme-cursos/themes/dark.json',
      'brands/acme-cursos/catalogue.json',
      'brands/acme-cursos/products/ACMECURSOS.json',
      'public/brands/acme-cursos/logo.svg',
      'public/brands/acme-cursos/favicon.svg',
    ]);
    expect(validateConfigTree(root)).toEqual([]);
    const product = JSON.parse(
      readFileSync(join(root, 'brands/acme-cursos/products/ACMECURSOS.json'), 'utf8'),
    );
    expect(
      product.checkoutFlow.flows[0].steps.map((s: { templateId: string }) => s.templateId),
    ).toEqual(['lead', 'payment', 'success']);
    expect(readFileSync(join(root, 'public/brands/acme-cursos/logo.svg'), 'utf8')).toContain(
      'Acme Cursos',
    );
  });

  it('should scaffold a Mozambique variant with MT prices and the address form', () => {
    scaffoldBrand(root, { id: 'acme-mz', productCode: 'ACMEMZ', language: 'pt-MZ' });
    expect(validateConfigTree(root)).toEqual([]);
    const brand = JSON.parse(readFileSync(join(root, 'brands/acme-mz/brand.json'), 'utf8'));
    expect(brand.formMaxWidth).toBe(465);
    expect(brand.mozambiquePaymentMethods.creditcard.active).toBe(true);
    const catalogue = JSON.parse(readFileSync(join(root, 'brands/acme-mz/catalogue.json'), 'utf8'));
    expect(catalogue.products[0].plans[0].currency).toBe('MT');
  });

  it('should refuse an existing id and leave it untouched', () => {
    scaffoldBrand(root, { id: 'acme' });
    const before = readFileSync(join(root, 'brands/acme/brand.json'), 'utf8');
    expect(() => scaffoldBrand(root, { id: 'acme' })).toThrow(
      new ScaffoldError(
        'BRAND_EXISTS',
        "brand 'acme' already exists at brands/acme; choose another id",
      ),
    );
    expect(readFileSync(join(root, 'brands/acme/brand.json'), 'utf8')).toBe(before);
  });

  it.each(['Acme', 'acme_cursos', '1acme', 'acme--x', ''])(
    'should refuse the invalid id %p',
    (id) => {
      expect(() => scaffoldBrand(root, { id })).toThrow(/is not a valid brand id/);
      expect(existsSync(join(root, 'brands'))).toBe(false);
    },
  );

  it('should remove what it wrote when the result does not validate', () => {
    let caught: unknown;
    try {
      scaffoldBrand(root, { id: 'acme', business: 'not-a-business' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScaffoldError);
    expect((caught as ScaffoldError).code).toBe('INVALID_RESULT');
    expect((caught as ScaffoldError).errors[0]?.file).toBe('brands/acme/brand.json');
    expect(existsSync(join(root, 'brands/acme'))).toBe(false);
    expect(existsSync(join(root, 'public/brands/acme'))).toBe(false);
  });
});

describe('scaffoldBrand themes', () => {
  it.each(['brand-156x', 'acme', 'amarelo-sol', 'verde-mata', 'roxo', 'z'])(
    'should generate themes for %p that pass the contrast rules',
    (id) => {
      const root = mkdtempSync(join(tmpdir(), 'trilha-new-brand-'));
      scaffoldBrand(root, { id });
      for (const mode of ['light', 'dark']) {
        const { colors } = JSON.parse(
          readFileSync(join(root, `brands/${id}/themes/${mode}.json`), 'utf8'),
        );
        expect(contrastRatio(colors.neutral.high, colors.neutral.low)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colors.neutral.pure, colors.neutral.low)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colors.primary.low, colors.primary.pure)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colors.primary.pure, colors.neutral.low)).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(colors.primary.medium, colors.neutral.low)).toBeGreaterThanOrEqual(3);
        expect(
          contrastRatio(colors.feedback.error.pure, colors.neutral.low),
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
