import type { Seller } from '@/checkout/api/types';
import { sellerOperationValues } from '@/sandbox/domainEnums';
import { HttpError } from '@/sandbox/httpError';
import { QueryReader } from '@/sandbox/queryReader';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';

const idPattern = {
  maxLength: 80,
  pattern: /^[A-Za-z0-9._-]+$/,
  reason: "must be letters, digits, '.', '_' or '-'",
};

/** Seller lookup (spec §7 GET /api/v1/seller/{source}) from sandbox/seed/sellers.json. */
export const sellerHandlers: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/v1/seller/{source}',
    operationId: 'getSeller',
    handle({ params, query }, context) {
      const source = (params.source ?? '').toLowerCase();
      if (!idPattern.pattern.test(source) || source.length > 80) {
        throw new HttpError(
          400,
          'invalid_path',
          `Source '${source}' ${idPattern.reason}.`,
          'source',
        );
      }
      const q = new QueryReader(query);
      const sellerId = q.required('seller', idPattern).toLowerCase();
      const operation = q.optionalEnum('operation', sellerOperationValues);
      const product = q.optional('product', { maxLength: 40 });
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
    },
  },
];
