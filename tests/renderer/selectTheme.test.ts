import { selectTheme } from '@/renderer/selectTheme';
import type { BrandRegistry } from '@/renderer/brandRegistry';
import type { Brand, Theme } from '@/schemas/generated/types';

const theme = (mode: 'light' | 'dark', marker: string) =>
  ({ mode, fontFamily: marker }) as unknown as Theme;
const brand = (
  id: string,
  productCode: string,
  language: 'pt-BR' | 'pt-MZ',
  slugs: Record<string, string> = {},
) =>
  ({
    id,
    productCode,
    productCodes: [productCode],
    language,
    productSlugs: slugs,
  }) as unknown as Brand;

const brands = new Map<string, Brand>([
  ['curso', brand('curso', 'CURSO', 'pt-BR', { 'curso-intensivo': 'CURSO' })],
  ['curso-mz', brand('curso-mz', 'CURSO', 'pt-MZ')],
  ['outra', brand('outra', 'OUTRO', 'pt-BR', { promo: 'CURSO' })],
]);
const themes = new Map<string, Theme>([
  ['curso$light', theme('light', 'curso-light')],
  ['curso$dark', theme('dark', 'curso-dark')],
  ['curso-mz$light', theme('light', 'curso-mz-light')],
  ['outra$light', theme('light', 'outra-light')],
]);
const registry: Pick<BrandRegistry, 'themes' | 'brands' | 'brandForProduct'> = {
  brands,
  themes,
  brandForProduct: (code, area) => {
    const selling = [...brands.values()].filter((b) => b.productCode === code);
    return selling.find((b) => b.language === (area === 'MZ' ? 'pt-MZ' : 'pt-BR')) ?? selling[0];
  },
};

describe('selectTheme (spec §4 theme selection order)', () => {
  it.each([
    [
      'the custom dsBrand of the config',
      { designSystemId: 'outra$light' },
      'outra',
      'light',
      'designSystemId',
    ],
    [
      'the mode of the designSystemId',
      { designSystemId: 'curso$dark' },
      'curso',
      'dark',
      'designSystemId',
    ],
    [
      'a missing mode falling back to light',
      { designSystemId: 'curso$sepia' },
      'curso',
      'light',
      'designSystemId',
    ],
    [
      'the product slug when dsBrand has no theme',
      { designSystemId: 'nada$light', productSlug: 'promo' },
      'outra',
      'light',
      'slug',
    ],
    [
      'the product in the buyer area',
      { designSystemId: undefined, area: 'MZ' as const },
      'curso-mz',
      'light',
      'product-area',
    ],
    [
      'the product in Brazil',
      { designSystemId: undefined, area: 'BR' as const },
      'curso',
      'light',
      'product-area',
    ],
  ])('should choose %s', (_name, input, dsBrand, dsMode, source) => {
    const choice = selectTheme({
      registry,
      productCode: 'CURSO',
      area: 'BR',
      productSlug: undefined,
      ...input,
    });
    expect(choice).toMatchObject({ dsBrand, dsMode, source });
    expect(choice.theme).toBe(themes.get(`${dsBrand}$${dsMode}`));
  });

  it('should fall back to Brazil when the area has no brand of the product', () => {
    const choice = selectTheme({
      registry,
      designSystemId: undefined,
      productSlug: undefined,
      productCode: 'OUTRO',
      area: 'MZ',
    });
    expect(choice).toMatchObject({ dsBrand: 'outra', source: 'product-area' });
  });

  it('should use the built-in default theme when nothing applies', () => {
    const choice = selectTheme({
      registry,
      designSystemId: undefined,
      productSlug: undefined,
      productCode: 'NADA',
      area: 'BR',
    });
    expect(choice).toEqual({ dsBrand: 'trilha', dsMode: 'light', theme: null, source: 'default' });
  });
});
