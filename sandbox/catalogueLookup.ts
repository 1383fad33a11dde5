import type { CataloguePlan, CatalogueProduct } from '@/sandbox/catalogueTypes';
import { HttpError } from '@/lib/http/httpError';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** The catalogue entry of a product, or 404 `product_not_found`. */
export function requireCatalogueProduct(
  context: SandboxContext,
  code: string,
  field = 'code',
): CatalogueProduct {
  const product = context.catalogue.catalogueProduct(code);
  if (!product) {
    throw new HttpError(
      404,
      'product_not_found',
      `Product '${code}' is not in any catalogue.`,
      field,
    );
  }
  return product;
}

/** The plan of a product with this id or code, or `status` (404 or 422) `plan_not_found`. */
export function requirePlanOfProduct(
  product: CatalogueProduct,
  idOrCode: string,
  field: string,
  status: 404 | 422 = 404,
): CataloguePlan {
  const plan = product.plans.find((item) => item.id === idOrCode || item.code === idOrCode);
  if (!plan) {
    const known = product.plans.map((item) => item.id).join(', ');
    throw new HttpError(
      status,
      'plan_not_found',
      `Plan '${idOrCode}' is not a plan of product '${product.code}'; known: ${known}.`,
      field,
    );
  }
  return plan;
}
