/**
 * The brands the checkout serves, read from the `brands/` folder (data only: brand.json and
 * themes/<mode>.json of each brand) and validated with the generated validators. Server-only.
 * Cached, and reloaded when a file under the folder changes (checked at most once a second),
 * so a brand added with `npm run new-brand` or an edited brand file is served by a running
 * server within seconds; `BRANDS_DIR` points it at another tree (tests, the "brand from
 * configuration alone" proof).
 *
 * The renderer reaches brands only through this registry: it never imports a brand by name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { logger } from '@/platform/logger';
import { validateBrand, validateTheme } from '@/schemas/generated/validators';
import type { Brand, Theme } from '@/schemas/generated/types';
import type { ProductSlugPattern, ProductSlugTable } from '@/renderer/rules/productFromSlug';
import { setting } from '@/lib/settings/settings';

/** Everything the renderer needs to know about the brands, indexed for the request rules. */
export interface BrandRegistry {
  brands: ReadonlyMap<string, Brand>;
  /** Theme tokens by design-system id, `<brandId>$<mode>`. */
  themes: ReadonlyMap<string, Theme>;
  /** Host key (second dot-part of the host) → product code. */
  hostToProduct: Readonly<Record<string, string>>;
  /** Product slug data merged from every brand (exact slugs and slug patterns). */
  slugTable: ProductSlugTable;
  /** Spec §4 product aliases (the brands' `mdAliases`) merged from every brand: lower-case product key → product code. */
  mdAliases: Readonly<Record<string, string>>;
  /** The product of a request that names none: the `productCode` of the brand marked `isDefault`. */
  defaultProduct: string | undefined;
  /** The brand that sells a product code in an area (BR or MZ), if any. */
  brandForProduct: (productCode: string, area?: 'BR' | 'MZ') => Brand | undefined;
  /**
   * A hash of what was loaded (each brand and theme file's path under the folder and its
   * content): equal on every replica serving the same files, whatever their modification times;
   * /healthcheck reports it, so a deployment can see every replica serve the same brands.
   */
  version: string;
}

/** A brand or theme file that does not pass its schema: the registry refuses to start. */
export class BrandRegistryError extends Error {
  readonly code = 'BRAND_CONFIG_INVALID';
  constructor(
    readonly file: string,
    readonly pointer: string,
    detail: string,
  ) {
    super(`BRAND_CONFIG_INVALID: ${file} ${pointer || '/'}: ${detail}`);
  }
}

function readJson(file: string, version?: ReturnType<typeof createHash>, root?: string): unknown {
  const text = readFileSync(file, 'utf8');
  if (version && root) version.update(`${file.slice(root.length)}\n${text}\n`);
  return JSON.parse(text);
}

function firstError(
  errors: ReadonlyArray<{ instancePath?: string; message?: string }> | null | undefined,
) {
  const first = errors?.[0];
  return { pointer: first?.instancePath ?? '', message: first?.message ?? 'invalid' };
}

/**
 * A validated file without its `$schema`: the editor's pointer to the schema, of no use to a page
 * (every page would carry it in its data).
 */
function withoutSchemaPointer<T extends { $schema?: string }>(file: T): T {
  const { $schema: _pointer, ...rest } = file;
  return rest as T;
}

/** Reads and validates every brand under `dir`. Throws `BrandRegistryError` on the first bad file. */
export function loadBrandRegistry(dir: string): BrandRegistry {
  const brands = new Map<string, Brand>();
  const themes = new Map<string, Theme>();
  const hostToProduct: Record<string, string> = {};
  const slugs: Record<string, string> = {};
  const patterns: ProductSlugPattern[] = [];
  const mdAliases: Record<string, string> = {};
  let defaultProduct: string | undefined;
  const version = createHash('sha256');

  const entries = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
  for (const entry of entries
    .filter((e) => e.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const brandDir = join(dir, entry.name);
    const themesDir = join(brandDir, 'themes');
    if (existsSync(themesDir)) {
      for (const file of readdirSync(themesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const path = join(themesDir, file);
        const theme = readJson(path, version, dir);
        if (!validateTheme(theme)) {
          const { pointer, message } = firstError(validateTheme.errors);
          throw new BrandRegistryError(path, pointer, message);
        }
        themes.set(
          `${entry.name}$${file.replace(/\.json$/, '')}`,
          withoutSchemaPointer(theme as Theme),
        );
      }
    }
    const brandFile = join(brandDir, 'brand.json');
    if (!existsSync(brandFile)) continue;
    const brand = readJson(brandFile, version, dir);
    if (!validateBrand(brand)) {
      const { pointer, message } = firstError(validateBrand.errors);
      throw new BrandRegistryError(brandFile, pointer, message);
    }
    const valid = withoutSchemaPointer(brand as Brand);
    brands.set(valid.id, valid);
    for (const host of valid.hosts) hostToProduct[host.toLowerCase()] ??= valid.productCode;
    for (const [slug, code] of Object.entries(valid.productSlugs ?? {}))
      slugs[slug.toLowerCase()] = code;
    patterns.push(...(valid.productSlugPatterns ?? []));
    for (const [key, code] of Object.entries(valid.mdAliases ?? {}))
      mdAliases[key.toLowerCase()] = code;
    if (valid.isDefault) defaultProduct ??= valid.productCode;
  }

  const brandForProduct = (productCode: string, area?: 'BR' | 'MZ') => {
    const selling = [...brands.values()].filter(
      (b) => b.productCode === productCode || b.productCodes.includes(productCode),
    );
    const language = area === 'MZ' ? 'pt-MZ' : 'pt-BR';
    return selling.find((b) => b.language === language) ?? selling[0];
  };

  return {
    brands,
    themes,
    hostToProduct,
    slugTable: { slugs, patterns },
    mdAliases,
    defaultProduct,
    brandForProduct,
    version: version.digest('hex').slice(0, 16),
  };
}

/** How often (ms) a running server looks for changed brand files. */
const RELOAD_CHECK_MS = 1000;

/** Path, size and mtime of every file of the brand tree: changes whenever a file does. */
function treeSignature(dir: string): string {
  const parts: string[] = [];
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'products') walk(path);
      } else if (entry.name.endsWith('.json')) {
        const stat = statSync(path);
        parts.push(`${path}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return parts.join('|');
}

let cached:
  | { dir: string; signature: string; checkedAt: number; registry: BrandRegistry }
  | undefined;

/**
 * The process-wide registry for `BRANDS_DIR` (default `./brands`), loaded on first use and
 * reloaded when the brand files change. A change that does not validate keeps the last good
 * registry serving and logs the error with its file and pointer; only a first load throws.
 */
export function getBrandRegistry(): BrandRegistry {
  // Read at run time from the deployment's brands/ folder (or BRANDS_DIR), not bundled.
  const dir = resolve(/*turbopackIgnore: true*/ setting('BRANDS_DIR') ?? 'brands');
  const now = Date.now();
  if (cached && cached.dir === dir && now - cached.checkedAt < RELOAD_CHECK_MS)
    return cached.registry;
  const signature = treeSignature(dir);
  if (cached && cached.dir === dir && cached.signature === signature) {
    cached.checkedAt = now;
    return cached.registry;
  }
  try {
    cached = { dir, signature, checkedAt: now, registry: loadBrandRegistry(dir) };
  } catch (error) {
    if (!cached || cached.dir !== dir) throw error;
    logger.error(error instanceof Error ? error.message : String(error), { error });
    cached = { ...cached, signature, checkedAt: now };
  }
  return cached.registry;
}
