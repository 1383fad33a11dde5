import type { IncomingMessage } from 'node:http';
import { getBrandRegistry } from '@/renderer/brandRegistry';
import { detectArea } from '@/renderer/rules/detectArea';
import { detectProduct } from '@/renderer/rules/detectProduct';
import { selectTheme } from '@/renderer/selectTheme';
import { logger } from '@/platform/logger';
import { FALLBACK_FAVICON } from '@/renderer/pageHead';
import type { Theme } from '@/schemas/generated/types';

/** What the generic error page shows of the brand of the checkout that failed. */
export interface ErrorPageBrand {
  /** The brand's favicon, else the neutral one. */
  favicon: string;
  /** The brand's logo and its width, when the brand is known. */
  logo: { file: string; width: number; alt: string } | null;
  /** The brand's theme (colours, font), when it has one; null for the built-in theme. */
  theme: { id: string; tokens: Theme } | null;
}

const NEUTRAL: ErrorPageBrand = { favicon: FALLBACK_FAVICON, logo: null, theme: null };

/**
 * The brand of the generic error page: found from the same host and query the failed checkout
 * had (the redirect keeps the query), with its favicon, logo and theme (chosen as the checkout
 * chooses it, without the product config the failure may have been about); the neutral page
 * when no brand can be told. Never throws: the error page must render whatever went wrong.
 */
export function errorPageBrand(
  req: IncomingMessage,
  query: Record<string, string>,
): ErrorPageBrand {
  try {
    const registry = getBrandRegistry();
    const productSlug = query['product-slug'];
    const detected = detectProduct({
      host: req.headers.host ?? '',
      aliasesApply: false,
      query,
      productSlug,
      slugToProduct: registry.slugTable,
      hostToProduct: registry.hostToProduct,
      mdAliases: registry.mdAliases,
      defaultProduct: registry.defaultProduct,
    });
    if (!detected) return NEUTRAL;
    const area = detectArea(query.lang);
    const brand = registry.brandForProduct(detected.product, area);
    if (!brand) return NEUTRAL;
    const choice = selectTheme({
      registry,
      designSystemId: undefined,
      productSlug,
      productCode: detected.product,
      area,
    });
    return {
      favicon: brand.favicon ?? FALLBACK_FAVICON,
      logo: { file: brand.logo.file, width: brand.logo.width, alt: brand.displayName },
      theme: choice.theme
        ? { id: `${choice.dsBrand}-${choice.dsMode}`, tokens: choice.theme }
        : null,
    };
  } catch (error) {
    logger.warning('ERROR_PAGE_BRAND_FALLBACK: the brand of the error page could not be told', {
      error,
    });
    return NEUTRAL;
  }
}
