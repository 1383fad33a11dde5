/**
 * Reads the real configuration under `brands/` for the brand tests: every folder with its
 * brand.json, themes, product configs and catalogue, parsed but not validated (the schema
 * tests and `npm run validate` do that; these tests check what the schemas cannot say).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand, Catalogue, ProductConfig, Theme } from '@/schemas/generated/types';
import type { ConfigError, ConfigErrorCode } from '@/scripts/lib/configError';
import { validateConfigTree } from '@/scripts/lib/validateConfigTree';

/** Root of the brand folders the tests read. */
export const BRANDS_DIR = join(process.cwd(), 'brands');

/** One folder under `brands/`, as files. */
export interface BrandFolder {
  id: string;
  /** Undefined when the folder has no brand.json. */
  brand: Brand | undefined;
  /** Theme by mode (file name without `.json`). */
  themes: Record<string, Theme>;
  /** Product config by code (file name without `.json`). */
  products: Record<string, ProductConfig>;
  catalogue: Catalogue | undefined;
  /** Paths of every file in the folder, relative to it, sorted. */
  files: string[];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function jsonFilesIn(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [name.replace(/\.json$/, ''), join(dir, name)]),
  );
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** Every brand folder under `brands/` (or `brandsDir`), sorted by id. */
export function loadBrandFolders(brandsDir: string = BRANDS_DIR): BrandFolder[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      const dir = join(brandsDir, id);
      const mapValues = <T>(files: Record<string, string>): Record<string, T> =>
        Object.fromEntries(Object.entries(files).map(([key, file]) => [key, readJson<T>(file)]));
      const brandFile = join(dir, 'brand.json');
      const catalogueFile = join(dir, 'catalogue.json');
      return {
        id,
        brand: existsSync(brandFile) ? readJson<Brand>(brandFile) : undefined,
        themes: mapValues<Theme>(jsonFilesIn(join(dir, 'themes'))),
        products: mapValues<ProductConfig>(jsonFilesIn(join(dir, 'products'))),
        catalogue: existsSync(catalogueFile) ? readJson<Catalogue>(catalogueFile) : undefined,
        files: filesUnder(dir),
      };
    });
}

/** The folders that have a brand.json, with it. */
export function loadBrands(brandsDir: string = BRANDS_DIR): Array<BrandFolder & { brand: Brand }> {
  return loadBrandFolders(brandsDir).filter(
    (folder): folder is BrandFolder & { brand: Brand } => folder.brand !== undefined,
  );
}

/** A product config as the backend serves it: the file without its editor-only `$schema`. */
export function servedConfig(config: ProductConfig): ProductConfig {
  const served = { ...config };
  delete served.$schema;
  return served;
}

let treeErrors: ConfigError[] | undefined;

/**
 * What `npm run validate` says about the real tree, limited to the rules named: the rules every
 * brand must keep live in validate (scripts/lib/brandRules.ts, crossFileRules.ts), where ops and
 * the studio see them with file, line and column; the brand tests assert through it.
 */
export function validateErrors(...codes: ConfigErrorCode[]): string[] {
  treeErrors ??= validateConfigTree(process.cwd());
  return treeErrors
    .filter((error) => codes.includes(error.code))
    .map((error) => `${error.file}:${error.line}:${error.column}  ${error.message}`);
}
