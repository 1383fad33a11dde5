/**
 * The plans of each product the studio opens, from its brand's `catalogue.json`: what the
 * form's plan picker offers (`x-studio-picker: "plan"`, docs/studio.md). Server-only. A
 * catalogue that is missing or does not parse offers nothing: the picker then keeps the id the
 * file has, and the save's check names the problem.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CataloguePlan, StudioProductFile } from '@/studio/studioTypes';

function plansOf(catalogue: unknown, code: string): CataloguePlan[] {
  const products = (catalogue as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return [];
  const product = products.find(
    (entry): entry is { plans?: unknown } =>
      typeof entry === 'object' && entry !== null && (entry as { code?: unknown }).code === code,
  );
  if (!Array.isArray(product?.plans)) return [];
  return product.plans.flatMap((plan: unknown) => {
    const { id, name } = (plan ?? {}) as { id?: unknown; name?: unknown };
    return typeof id === 'string' ? [{ id, name: typeof name === 'string' ? name : id }] : [];
  });
}

/** The catalogue's plans of every product file, by file. */
export function cataloguePlans(
  root: string,
  products: readonly StudioProductFile[],
): Record<string, CataloguePlan[]> {
  const catalogues = new Map<string, unknown>();
  const catalogueOf = (brand: string): unknown => {
    if (!catalogues.has(brand)) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(
          readFileSync(
            join(/*turbopackIgnore: true*/ root, 'brands', brand, 'catalogue.json'),
            'utf8',
          ),
        );
      } catch {
        // No catalogue, or not JSON: nothing to offer.
      }
      catalogues.set(brand, parsed);
    }
    return catalogues.get(brand);
  };
  return Object.fromEntries(
    products.map((product) => [product.file, plansOf(catalogueOf(product.brand), product.code)]),
  );
}
