import type { Area } from '@/renderer/rules/detectArea';

/** The `operation` query value of the seller lookup (spec §4 "The operation is MZ or BR"). */
export type SellerOperation = 'MZ' | 'BR';

/** The seller lookup's operation for an area (spec §4, §7 GET /api/v1/seller/{source}). */
export function sellerOperation(area: Area): SellerOperation {
  return area === 'MZ' ? 'MZ' : 'BR';
}
