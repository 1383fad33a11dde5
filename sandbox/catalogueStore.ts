import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ProductConfig } from '@/schemas/generated/apiTypes';
import type {
  CatalogueFile,
  CataloguePlan,
  CatalogueProduct,
  ProductConfigFile,
} from '@/sandbox/catalogueTypes';
import type { ConfigValidator, ConfigValidators } from '@/sandbox/configValidators';
import { HttpError } from '@/lib/http/httpError';
import { setting } from '@/lib/settings/settings';

/** A configuration file the sandbox refused to serve, with the reason. */
export interface ConfigProblem {
  /** Path relative to the working directory, e.g. `brands/medvalida/products/MS.json`. */
  file: string;
  message: string;
}

/** A plan found by id or code, with the product it belongs to. */
export interface PlanMatch {
  product: CatalogueProduct;
  plan: CataloguePlan;
}

/**
 * Read access to the product configs and catalogues under `brands/`. Files are re-read when
 * they change on disk (checked at most once per refresh interval). A file that fails
 * validation is refused: asking for a product it defines answers 500 `invalid_config` naming
 * the file and the first errors, while every other product keeps working.
 */
export interface CatalogueStore {
  /** The product config (file content minus `$schema`), or undefined when unknown. */
  productConfig(code: string): ProductConfig | undefined;
  /** The catalogue entry of a product, or undefined when unknown. */
  catalogueProduct(code: string): CatalogueProduct | undefined;
  /** The plan with this id (or plan code) in any catalogue. */
  findPlan(idOrCode: string): PlanMatch | undefined;
  /** Every catalogue product, sorted by code. */
  products(): CatalogueProduct[];
  /** Every refused file with its reason. */
  problems(): ConfigProblem[];
}

/** Options of {@link createCatalogueStore}. */
export interface CatalogueStoreOptions {
  /** Root of the brand folders; default `BRANDS_DIR` or `brands`. */
  brandsDir?: string;
  /** Validators to check files with; null skips schema validation (shape checks remain). */
  validators: ConfigValidators | null;
  /** How often to look for changed files, ms; default 1000. */
  refreshIntervalMs?: number;
}

interface Snapshot {
  signature: string;
  configs: Map<string, ProductConfig>;
  catalogue: Map<string, CatalogueProduct>;
  refused: Map<string, ConfigProblem>;
  problems: ConfigProblem[];
}

interface ConfigFiles {
  productFiles: string[];
  catalogueFiles: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listConfigFiles(brandsDir: string): ConfigFiles {
  const files: ConfigFiles = { productFiles: [], catalogueFiles: [] };
  if (!existsSync(brandsDir)) return files;
  const brands = readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const brand of brands) {
    const productsDir = path.join(brandsDir, brand, 'products');
    if (existsSync(productsDir)) {
      readdirSync(productsDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .forEach((name) => files.productFiles.push(path.join(productsDir, name)));
    }
    const catalogueFile = path.join(brandsDir, brand, 'catalogue.json');
    if (existsSync(catalogueFile)) files.catalogueFiles.push(catalogueFile);
  }
  return files;
}

function signatureOf(files: ConfigFiles): string {
  return [...files.productFiles, ...files.catalogueFiles]
    .map((file) => {
      const stat = statSync(file);
      return `${file}:${stat.mtimeMs}:${stat.size}`;
    })
    .join('|');
}

function displayPath(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

function schemaErrors(validator: ConfigValidator, data: unknown): string | undefined {
  if (validator(data)) return undefined;
  const errors = validator.errors ?? [];
  const described = errors
    .slice(0, 3)
    .map(
      (error) =>
        `${error.instancePath === '' ? '/' : error.instancePath} ${error.message ?? 'is invalid'}`,
    );
  const more = errors.length > 3 ? `; and ${errors.length - 3} more` : '';
  return `does not match its schema: ${described.join('; ')}${more}`;
}

/** The shape the sandbox relies on, checked even when no schema validator is available. */
function productShapeError(data: unknown): string | undefined {
  if (!isRecord(data)) return 'must be a JSON object';
  if (data.code !== undefined && (typeof data.code !== 'string' || data.code === '')) {
    return '/code must be a non-empty string';
  }
  if (!isRecord(data.checkoutFlow) || !Array.isArray(data.checkoutFlow.flows)) {
    return '/checkoutFlow/flows must be an array';
  }
  return undefined;
}

function planShapeError(plan: unknown, pointer: string): string | undefined {
  if (!isRecord(plan)) return `${pointer} must be an object`;
  if (typeof plan.id !== 'string') return `${pointer}/id must be a string`;
  if (typeof plan.code !== 'string') return `${pointer}/code must be a string`;
  if (!Number.isInteger(plan.amount)) return `${pointer}/amount must be an integer (centavos)`;
  if (!Array.isArray(plan.paymentMethods)) return `${pointer}/paymentMethods must be an array`;
  if (!Array.isArray(plan.installments)) return `${pointer}/installments must be an array`;
  const badInstallment = plan.installments.findIndex(
    (item: unknown) =>
      !isRecord(item) ||
      !Number.isInteger(item.id) ||
      !Number.isInteger(item.value) ||
      !Number.isInteger(item.totalValue),
  );
  if (badInstallment >= 0) {
    return `${pointer}/installments/${badInstallment} must have integer id, value and totalValue`;
  }
  return undefined;
}

function catalogueShapeError(data: unknown): string | undefined {
  if (!isRecord(data) || !Array.isArray(data.products)) return '/products must be an array';
  for (const [index, product] of data.products.entries()) {
    const pointer = `/products/${index}`;
    if (!isRecord(product)) return `${pointer} must be an object`;
    if (typeof product.code !== 'string') return `${pointer}/code must be a string`;
    if (typeof product.business !== 'string') return `${pointer}/business must be a string`;
    if (!Array.isArray(product.plans)) return `${pointer}/plans must be an array`;
    for (const [planIndex, plan] of product.plans.entries()) {
      const error = planShapeError(plan, `${pointer}/plans/${planIndex}`);
      if (error) return error;
    }
  }
  return undefined;
}

function readJson(file: string): { data?: unknown; error?: string } {
  try {
    return { data: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    return {
      error: `is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Codes a (possibly invalid) catalogue declares, so a refusal can name them. */
function declaredCodes(data: unknown): string[] {
  if (!isRecord(data) || !Array.isArray(data.products)) return [];
  return data.products
    .map((product: unknown) =>
      isRecord(product) && typeof product.code === 'string' ? product.code : '',
    )
    .filter((code) => code !== '');
}

function loadSnapshot(
  files: ConfigFiles,
  signature: string,
  validators: ConfigValidators | null,
): Snapshot {
  const snapshot: Snapshot = {
    signature,
    configs: new Map(),
    catalogue: new Map(),
    refused: new Map(),
    problems: [],
  };
  const refuse = (file: string, message: string, codes: string[]): void => {
    const problem = { file: displayPath(file), message: `${displayPath(file)} ${message}` };
    snapshot.problems.push(problem);
    codes.forEach((code) => snapshot.refused.set(`config:${code}`, problem));
  };

  for (const file of files.productFiles) {
    const fallbackCode = path.basename(file, '.json');
    const { data, error } = readJson(file);
    const code = isRecord(data) && typeof data.code === 'string' ? data.code : fallbackCode;
    const problem =
      error ??
      productShapeError(data) ??
      (validators ? schemaErrors(validators.validateProductConfig, data) : undefined);
    if (problem) {
      refuse(file, problem, [code]);
      continue;
    }
    if (snapshot.configs.has(code)) {
      refuse(file, `defines product '${code}' a second time`, []);
      continue;
    }
    // Served as the file minus `$schema`, with the code the file name gives when it has none.
    const config: ProductConfigFile = { ...(data as ProductConfigFile), code };
    delete config.$schema;
    snapshot.configs.set(code, config);
  }

  for (const file of files.catalogueFiles) {
    const { data, error } = readJson(file);
    const problem =
      error ??
      catalogueShapeError(data) ??
      (validators ? schemaErrors(validators.validateCatalogue, data) : undefined);
    if (problem) {
      const refusal = { file: displayPath(file), message: `${displayPath(file)} ${problem}` };
      snapshot.problems.push(refusal);
      declaredCodes(data).forEach((code) => snapshot.refused.set(`catalogue:${code}`, refusal));
      continue;
    }
    for (const product of (data as CatalogueFile).products) {
      if (snapshot.catalogue.has(product.code)) {
        refuse(file, `lists product '${product.code}' that another catalogue already lists`, []);
        continue;
      }
      snapshot.catalogue.set(product.code, product);
    }
  }
  for (const problem of snapshot.problems) {
    console.error(`[sandbox] refused configuration: ${problem.message}`);
  }
  return snapshot;
}

function refusedError(kind: string, code: string, problem: ConfigProblem): HttpError {
  return new HttpError(
    500,
    'invalid_config',
    `The ${kind} of product '${code}' was refused: ${problem.message}`,
  );
}

/** Creates a catalogue store over `brandsDir` (see {@link CatalogueStore}). */
export function createCatalogueStore(options: CatalogueStoreOptions): CatalogueStore {
  const brandsDir = options.brandsDir ?? setting('BRANDS_DIR') ?? 'brands';
  const refreshIntervalMs = options.refreshIntervalMs ?? 1000;
  let snapshot: Snapshot | undefined;
  let checkedAt = 0;

  function current(): Snapshot {
    const now = Date.now();
    if (snapshot && now - checkedAt < refreshIntervalMs) return snapshot;
    checkedAt = now;
    const files = listConfigFiles(brandsDir);
    const signature = signatureOf(files);
    if (!snapshot || snapshot.signature !== signature) {
      snapshot = loadSnapshot(files, signature, options.validators);
    }
    return snapshot;
  }

  return {
    productConfig(code) {
      const data = current();
      const refused = data.refused.get(`config:${code}`);
      if (refused) throw refusedError('config', code, refused);
      return data.configs.get(code);
    },
    catalogueProduct(code) {
      const data = current();
      const refused = data.refused.get(`catalogue:${code}`);
      if (refused) throw refusedError('catalogue', code, refused);
      return data.catalogue.get(code);
    },
    findPlan(idOrCode) {
      for (const product of current().catalogue.values()) {
        const plan = product.plans.find((item) => item.id === idOrCode || item.code === idOrCode);
        if (plan) return { product, plan };
      }
      return undefined;
    },
    products() {
      return [...current().catalogue.values()].sort((a, b) => a.code.localeCompare(b.code));
    },
    problems() {
      return [...current().problems];
    },
  };
}
