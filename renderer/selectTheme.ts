import type { BrandRegistry } from '@/renderer/brandRegistry';
import type { Theme } from '@/schemas/generated/types';

/** What the theme choice reads. */
export interface SelectThemeInput {
  registry: Pick<BrandRegistry, 'themes' | 'brands' | 'brandForProduct'>;
  /** The product config's `designSystemId`, '<brand>$<mode>' (the "custom dsBrand"). */
  designSystemId: string | undefined;
  productSlug: string | undefined;
  productCode: string;
  area: 'BR' | 'MZ';
}

/** The chosen theme and where it came from; `theme` is null for the built-in default theme. */
export interface ThemeChoice {
  dsBrand: string;
  dsMode: string;
  theme: Theme | null;
  source: 'designSystemId' | 'slug' | 'product-area' | 'brazil' | 'default';
}

/** The built-in theme's id, used when no brand theme applies. */
export const DEFAULT_DS_BRAND = 'trilha';

/**
 * Chooses the theme in the order of spec §4: the custom dsBrand (the config's
 * designSystemId, split on '$' into brand and mode), then the brand of the product slug,
 * then the brand of the product in the buyer's area, then the product's Brazilian brand,
 * then the built-in default theme. The mode is the designSystemId's, else 'light'.
 */
export function selectTheme({
  registry,
  designSystemId,
  productSlug,
  productCode,
  area,
}: SelectThemeInput): ThemeChoice {
  const [customBrand, customMode] = (designSystemId ?? '').split('$');
  const mode = customMode || 'light';
  const pick = (
    brandId: string | undefined,
    source: ThemeChoice['source'],
  ): ThemeChoice | undefined => {
    if (!brandId) return undefined;
    const theme =
      registry.themes.get(`${brandId}$${mode}`) ?? registry.themes.get(`${brandId}$light`);
    return theme ? { dsBrand: brandId, dsMode: theme.mode, theme, source } : undefined;
  };
  const slugBrand = productSlug
    ? [...registry.brands.values()].find((b) =>
        Object.keys(b.productSlugs ?? {}).some(
          (slug) => slug.toLowerCase() === productSlug.toLowerCase(),
        ),
      )?.id
    : undefined;
  return (
    pick(customBrand, 'designSystemId') ??
    pick(slugBrand, 'slug') ??
    pick(registry.brandForProduct(productCode, area)?.id, 'product-area') ??
    pick(registry.brandForProduct(productCode, 'BR')?.id, 'brazil') ?? {
      dsBrand: DEFAULT_DS_BRAND,
      dsMode: mode,
      theme: null,
      source: 'default',
    }
  );
}
