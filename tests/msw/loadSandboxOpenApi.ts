import path from 'node:path';
import { createCatalogueStore } from '@/sandbox/catalogueStore';
import { generatedConfigValidators } from '@/sandbox/configValidators';
import { buildOpenApiDocument } from '@/sandbox/openapi';
import type { OpenApiDocument } from '@/sandbox/openapi';

const fixtureBrandsDir = path.join(__dirname, '..', 'sandbox', 'fixtures', 'brands');
const cache = new Map<string, Promise<OpenApiDocument>>();

/**
 * The sandbox's OpenAPI document, built over a brands folder (default: the sandbox test
 * fixtures, products CURSO and INGLESMZ), cached per folder for the test run.
 */
export function loadSandboxOpenApi(brandsDir: string = fixtureBrandsDir): Promise<OpenApiDocument> {
  const cached = cache.get(brandsDir);
  if (cached) return cached;
  const built = buildOpenApiDocument({
    catalogue: createCatalogueStore({ brandsDir, validators: generatedConfigValidators }),
  });
  cache.set(brandsDir, built);
  return built;
}
