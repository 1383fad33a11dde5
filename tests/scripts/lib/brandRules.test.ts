/**
 * The brand rules of `npm run validate` (scripts/lib/brandRules.ts): two scaffolded brands in a
 * temp folder pass them; each edit below breaks one, and validate names it at its file and line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigErrorCode } from '@/scripts/lib/configError';
import { scaffoldBrand } from '@/scripts/lib/scaffoldBrand';
import { validateConfigTree } from '@/scripts/lib/validateConfigTree';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'trilha-brand-rules-'));
  scaffoldBrand(root, { id: 'acme', displayName: 'Acme' });
  scaffoldBrand(root, { id: 'bravo', displayName: 'Bravo' });
  scaffoldBrand(root, { id: 'acme-mz', displayName: 'Acme MZ', language: 'pt-MZ' });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function edit(file: string, change: (data: Json) => void): void {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(data);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

const cases: Array<{ rule: ConfigErrorCode; file: string; change: (data: Json) => void }> = [
  {
    rule: 'host-mismatch',
    file: 'brands/acme/brand.json',
    change: (brand) => (brand.links.production.domain = 'checkout.acmecursos.com.br'),
  },
  {
    rule: 'duplicate-slug',
    file: 'brands/bravo/brand.json',
    change: (brand) => (brand.productSlugs = { ...brand.productSlugs, acme: 'BRAVO' }),
  },
  {
    rule: 'duplicate-display-name',
    file: 'brands/bravo/brand.json',
    change: (brand) => (brand.displayName = 'Acme'),
  },
  {
    rule: 'foreign-theme',
    file: 'brands/acme/products/ACME.json',
    change: (product) => (product.designSystemId = 'bravo$light'),
  },
  {
    rule: 'low-contrast',
    file: 'brands/acme/themes/light.json',
    change: (theme) => (theme.colors.neutral.high = '#eeeeee'),
  },
  {
    rule: 'shared-primary-colour',
    file: 'brands/bravo/themes/light.json',
    change: (theme) =>
      (theme.colors.primary.pure = JSON.parse(
        readFileSync(join(root, 'brands/acme/themes/light.json'), 'utf8'),
      ).colors.primary.pure),
  },
  {
    rule: 'currency-mismatch',
    file: 'brands/acme/catalogue.json',
    change: (catalogue) => (catalogue.products[0].plans[0].currency = 'MT'),
  },
  {
    rule: 'installment-mismatch',
    file: 'brands/acme/catalogue.json',
    change: (catalogue) => (catalogue.products[0].plans[0].installments[1].value = 9000),
  },
  {
    rule: 'mozambique-rule',
    file: 'brands/acme-mz/brand.json',
    change: (brand) => (brand.sendsTaxInvoiceDocument = true),
  },
  {
    rule: 'mozambique-rule',
    file: 'brands/acme-mz/products/ACMEMZ.json',
    change: (product) => (product.checkoutFlow.flows[0].steps[1].props = {}),
  },
];

describe('brand rules of npm run validate', () => {
  it('should pass scaffolded brands', () => {
    expect(validateConfigTree(root)).toEqual([]);
  });

  it.each(cases)('should report $rule in $file', ({ rule, file, change }) => {
    edit(file, change);
    expect(validateConfigTree(root)).toEqual([
      expect.objectContaining({
        code: rule,
        file,
        line: expect.any(Number),
        column: expect.any(Number),
        message: expect.any(String),
      }),
    ]);
  });

  it('should report a brand without its dark theme', () => {
    rmSync(join(root, 'brands/acme/themes/dark.json'));
    expect(validateConfigTree(root).map(({ code, file }) => ({ code, file }))).toEqual([
      { code: 'missing-theme', file: 'brands/acme/brand.json' },
    ]);
  });
});
