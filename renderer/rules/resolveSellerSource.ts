/** Seller, source and partner of a request, with the spec's defaults applied (spec §3, §4). */
export interface SellerSource {
  seller: string;
  source: string;
  partner?: string;
}

/** The seller when the query names none (spec §9). */
export const DEFAULT_SELLER = 'performance';
/** The seller of a partner link without a seller (spec §4, §6). */
export const PARTNER_SELLER = 'franchising';
/** The source when the query names none (spec §9). */
export const DEFAULT_SOURCE = 'direto';

/**
 * Who is selling and through which channel (spec §4 "Seller branch"): `seller` from the query,
 * else 'franchising' when a `partner` is given, else 'performance'; `source` is the last
 * dash-part of the `source` query value ('google-ads-cpc' → 'cpc'), else 'direto' (also when
 * that last part is empty, as in 'ads-'). Expects the cleaned query (see `cleanQuery`).
 */
export function resolveSellerSource(query: Readonly<Record<string, string>>): SellerSource {
  const partner = query.partner || undefined;
  const seller = query.seller || (partner ? PARTNER_SELLER : DEFAULT_SELLER);
  const source = query.source?.split('-').pop() || DEFAULT_SOURCE;
  return partner ? { seller, source, partner } : { seller, source };
}
