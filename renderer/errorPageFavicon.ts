import type { IncomingMessage } from 'node:http';
import { getBrandRegistry } from '@/renderer/brandRegistry';
import { detectArea } from '@/renderer/rules/detectArea';
import { detectProduct } from '@/renderer/rules/detectProduct';
import { logger } from '@/checkout/logger';
import { FALLBACK_FAVICON } from '@/renderer/PageShell';

/**
 * The favicon of the generic error page: the brand's, found from the same host and query the
 * failed checkout had (the redirect keeps the query), else the neutral one. Never throws: the
 * error page must render whatever went wrong.
 */
export function errorPageFavicon(req: IncomingMessage, query: Record<string, string>): string {
  try {
    const registry = getBrandRegistry();
    const detected = detectProduct({
      host: req.headers.host ?? '',
      aliasesApply: false,
      query,
      productSlug: query['product-slug'],
      slugToProduct: registry.slugTable,
      hostToProduct: registry.hostToProduct,
      mdAliases: registry.mdAliases,
      defaultProduct: registry.defaultProduct,
    });
    if (!detected) return FALLBACK_FAVICON;
    return (
      registry.brandForProduct(detected.product, detectArea(query.lang))?.favicon ??
      FALLBACK_FAVICON
    );
  } catch (error) {
    logger.warning('ERROR_PAGE_FAVICON_FALLBACK: the brand of the error page could not be told', {
      error,
    });
    return FALLBACK_FAVICON;
  }
}
