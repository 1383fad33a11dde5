import { isInfrastructurePath } from '@/renderer/rules/isInfrastructurePath';
import { DEFAULT_SELLER, DEFAULT_SOURCE } from '@/renderer/rules/resolveSellerSource';

/** What decides whether the seller lookup runs. */
export interface ShouldFetchSellerInput {
  seller: string;
  source: string;
  pathname: string;
}

/**
 * Whether the page calls the seller lookup (GET /api/v1/seller/{source}, spec §7): only when
 * the seller is not 'performance', the path is not infrastructure and the source is not
 * 'direto' (spec §4 "Seller branch").
 */
export function shouldFetchSeller({ seller, source, pathname }: ShouldFetchSellerInput): boolean {
  return seller !== DEFAULT_SELLER && source !== DEFAULT_SOURCE && !isInfrastructurePath(pathname);
}
