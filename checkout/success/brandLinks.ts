import type { Brand } from '@/schemas/generated/types';

/** The links of one environment of a brand (domain, firstAccess, terms, politics). */
export type BrandEnvironmentLinks = Brand['links']['production'];

/**
 * The brand's links for where the checkout runs (spec §3 "links per environment"): the
 * homolog links while the staging ('Homologação') flag is set, else those of the detected
 * environment (test or production).
 */
export function brandLinks(
  brand: Pick<Brand, 'links'>,
  environment: 'test' | 'production',
  staging: boolean,
): BrandEnvironmentLinks {
  return staging ? brand.links.homolog : brand.links[environment];
}
