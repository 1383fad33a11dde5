import type { Seller, SellerParams, SellerQuery } from '@/schemas/generated/apiTypes';
import { contractRoute } from '@/sandbox/contractRoute';
import { HttpError } from '@/lib/http/httpError';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** Seller lookup (spec §7 GET /api/v1/seller/{source}) from sandbox/seed/sellers.json. */
export const sellerHandlers: Route<SandboxContext>[] = [
  contractRoute<SellerParams, SellerQuery>('getSeller', ({ params, query }, context) => {
    const source = params.source.toLowerCase();
    const sellerId = query.seller.toLowerCase();
    const { operation, product } = query;
    const record = context.seed.sellers.find(
      (item) =>
        item.seller === sellerId &&
        item.sources.includes(source) &&
        (operation === undefined || item.operation === operation) &&
        (product === undefined || item.products.length === 0 || item.products.includes(product)),
    );
    if (!record) {
      throw new HttpError(
        404,
        'seller_not_found',
        `No seller '${sellerId}' for source '${source}'${operation ? ` in operation ${operation}` : ''}${product ? ` selling ${product}` : ''}.`,
        'seller',
      );
    }
    const body: Seller = {
      name: record.name,
      isLiveEnabled: record.isLiveEnabled,
      account: record.account,
    };
    return { status: 200, body };
  }),
];
