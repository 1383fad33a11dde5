/**
 * Scaffolds a new brand as configuration alone (issue 6 `npm run new-brand`): brand.json,
 * light and dark themes, a product whose default flow is lead → payment → success, its
 * catalogue, and a placeholder SVG logo and favicon. The result is validated with the same
 * rules as `npm run validate`; when anything is wrong, what was written is removed again.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from '@/ui/contrastRatio';
import { validateConfigTree } from './validateConfigTree';
import type { ConfigError } from './configError';

/** What the buyer-facing brand is called and sells. */
export interface ScaffoldBrandOptions {
  /** kebab-case brand id: folder name and design-system brand. */
  id: string;
  displayName?: string;
  /** Product code (upper-case letters, digits, dashes); default: the id upper-cased. */
  productCode?: string;
  /**
   * Business key of spec §3; default 'atrinca', the business of tenant brands (a named brand's
   * key, such as 'performan-c', would make the new brand a second copy of that brand).
   */
  business?: string;
  language?: 'pt-BR' | 'pt-MZ';
}

/** Why a scaffold was refused. */
export class ScaffoldError extends Error {
  constructor(
    readonly code: 'INVALID_ID' | 'BRAND_EXISTS' | 'INVALID_CODE' | 'IN_USE' | 'INVALID_RESULT',
    message: string,
    readonly errors: ConfigError[] = [],
  ) {
    super(message);
  }
}

const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;

function hue(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** `hsl()` → `#rrggbb`. */
function hex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * The lightness nearest to `start` (moving away from the page colour) at which a colour of
 * this hue keeps `min` contrast against `against`: generated themes pass the same contrast
 * rules as hand-made ones (tests/brands/themeContrast.test.ts) whatever the hue.
 */
function legible(
  h: number,
  s: number,
  start: number,
  against: string,
  min: number,
  darker: boolean,
): string {
  let l = start;
  while (contrastRatio(hex(h, s, l), against) < min && l > 2 && l < 98) l += darker ? -2 : 2;
  return hex(h, s, l);
}

function theme(mode: 'light' | 'dark', h: number): Record<string, unknown> {
  const light = mode === 'light';
  const page = light ? '#ffffff' : '#121417';
  const scale = (hh: number, pure: number, high: number, medium: number, low: string) => ({
    // pure carries `low` text on buttons (4.5:1) and is the focus ring on the page (3:1).
    pure: legible(hh, 70, pure, low, 4.5, light),
    high: hex(hh, 70, high),
    medium: legible(hh, 55, medium, page, 3, light),
    low,
  });
  return {
    $schema: '../../../schemas/theme.schema.json',
    mode,
    colors: {
      // Light: a dark brand colour under white text; dark: a light one under near-black text.
      primary: light ? scale(h, 28, 18, 45, '#ffffff') : scale(h, 72, 85, 60, '#0b0d10'),
      secondary: light
        ? scale((h + 40) % 360, 30, 20, 55, '#fff6e5')
        : scale((h + 40) % 360, 70, 85, 55, '#1d1f24'),
      neutral: light
        ? { pure: '#5b6470', high: '#1b1f24', medium: '#5b6470', low: '#ffffff' }
        : { pure: '#b8c0ca', high: '#f2f4f6', medium: '#b8c0ca', low: '#121417' },
      feedback: {
        success: light
          ? { pure: '#1e7f45', high: '#11522b', medium: '#3fae6a', low: '#e3f5ea' }
          : { pure: '#6fd49a', high: '#b5ecca', medium: '#3fae6a', low: '#0f2a1a' },
        error: light
          ? { pure: '#c62828', high: '#8e1414', medium: '#e35d5d', low: '#fdecec' }
          : { pure: '#ff8a80', high: '#ffc4bf', medium: '#e35d5d', low: '#2e1212' },
        alert: light
          ? { pure: '#a15c00', high: '#6b3d00', medium: '#e09a32', low: '#fff3dc' }
          : { pure: '#ffc266', high: '#ffe0ad', medium: '#e09a32', low: '#2b1e08' },
      },
    },
    fontFamily: "'Inter', system-ui, sans-serif",
    spacing: {
      quarck: '4px',
      nano: '8px',
      xxxs: '16px',
      xxs: '24px',
      xs: '32px',
      sm: '40px',
      md: '48px',
      lg: '56px',
      xl: '64px',
      xxl: '80px',
      xxxl: '120px',
      huge: '160px',
      giant: '200px',
    },
    radii: { none: '0', sm: '4px', md: '8px', lg: '16px', xl: '24px', pill: '500px' },
    fontSizes: {
      xxxs: '12px',
      xxs: '14px',
      xs: '16px',
      sm: '20px',
      md: '24px',
      lg: '32px',
      xl: '40px',
      xxl: '48px',
      xxxl: '64px',
      display: '80px',
      giant: '98px',
    },
    fontWeights: { light: 300, regular: 400, semibold: 600, bold: 700 },
    opacity: { semiOpaque: 0.8, intense: 0.64, medium: 0.32, light: 0.16, semiTransparent: 0.08 },
    shadows: {
      level1: '0px 1px 2px rgba(0, 0, 0, 0.16)',
      level2: '0px 4px 8px rgba(0, 0, 0, 0.16)',
      level3: '0px 8px 24px rgba(0, 0, 0, 0.16)',
      level4: '0px 16px 32px rgba(0, 0, 0, 0.24)',
    },
  };
}

function titleCase(id: string): string {
  return id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The files of a new brand, by path relative to the repository root. */
export function brandFiles(options: Required<ScaffoldBrandOptions>): Record<string, string> {
  const { id, displayName, productCode: code, business, language } = options;
  const mz = language === 'pt-MZ';
  const h = hue(id);
  const primary = hex(h, 70, 28);
  const planId = `${code.toLowerCase()}-anual`;
  const links = (env: string) => ({
    domain: env === 'production' ? `checkout.${id}.com.br` : `checkout-${env}.${id}.com.br`,
    firstAccess: `https://app${env === 'production' ? '' : `-${env}`}.${id}.com.br/primeiro-acesso?token={token}`,
    terms: `https://${id}.com.br/termos-de-uso`,
    politics: `https://${id}.com.br/politica-de-privacidade`,
  });
  const brand: Record<string, unknown> = {
    $schema: '../../schemas/brand.schema.json',
    id,
    displayName,
    // The host key is the domains' second dot-part (checkout.<id>.com.br), which names the brand.
    hosts: [id],
    productSlugs: { [id]: code },
    productCodes: [code],
    dsProductId: id,
    business,
    productCode: code,
    productName: displayName,
    businessName: displayName,
    language,
    stepsNumber: 3,
    payment: { currentStep: 2 },
    pix: { currentStep: 2 },
    logo: { file: `/brands/${id}/logo.svg`, width: 110 },
    favicon: `/brands/${id}/favicon.svg`,
    formMaxWidth: mz ? 465 : 485,
    faqLink: `https://ajuda.${id}.com.br`,
    links: { test: links('test'), homolog: links('homolog'), production: links('production') },
    sendsTaxInvoiceDocument: !mz,
    success: {
      displayHeader: { default: true, bankslip: true },
      displayIcon: true,
      displayAccessButton: true,
    },
    upsell: {
      displayHeader: true,
      upsellVideoPresentation: false,
      displayUpsellThemeOnOfferCard: false,
    },
    showReferrerList: false,
  };
  if (mz) {
    const perEnv = { test: planId, homolog: planId, production: planId };
    brand.mozambiquePaymentMethods = {
      creditcard: { active: true, name: 'Cartão de crédito', planId: perEnv },
      debitcard: { active: true, name: 'Cartão de débito', planId: perEnv },
      boleto: { active: false, name: 'Boleto', planId: perEnv },
    };
  }
  const currency = mz ? 'MT' : 'R$';
  const installments = mz
    ? [{ id: 1, value: 114000, standardValue: 144000, tax: 0, totalValue: 114000 }]
    : [
        { id: 1, value: 114000, standardValue: 144000, tax: 0, totalValue: 114000 },
        { id: 12, value: 9500, standardValue: 12000, tax: 0, totalValue: 114000 },
      ];
  const catalogue = {
    $schema: '../../schemas/catalogue.schema.json',
    products: [
      {
        code,
        business,
        planIds: { anualProductId: planId },
        plans: [
          {
            id: planId,
            code: `${code}-ANUAL`,
            name: 'Plano Anual',
            type: 'yearly',
            currency,
            amount: 114000,
            standardAmount: 144000,
            installments,
            paymentMethods: mz ? ['credit-card'] : ['credit-card', 'pix', 'bankslip'],
            price: {
              productCyclePrice: mz ? 114000 : 9500,
              productFullPrice: 114000,
              productStandardCycle: mz ? 144000 : 12000,
              productStandardPrice: 144000,
            },
          },
        ],
      },
    ],
  };
  const product = {
    $schema: '../../../schemas/product-config.schema.json',
    code,
    title: displayName,
    business,
    designSystemId: `${id}$light`,
    hasAddressForm: mz,
    checkoutFlow: {
      flows: [
        {
          id: 'default',
          steps: [
            { id: 'lead', templateId: 'lead', defaultNextStepId: 'payment', props: {} },
            {
              id: 'payment',
              templateId: 'payment',
              defaultNextStepId: 'success',
              // Mozambique has no installments (spec §9); the methods follow the market.
              props: mz ? { installments: { enabled: false } } : {},
            },
            { id: 'success', templateId: 'success', props: {} },
          ],
        },
      ],
    },
  };
  const initial = displayName.charAt(0).toUpperCase();
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-label="${displayName}">
  <rect width="48" height="48" rx="12" fill="${primary}"/>
  <text x="24" y="33" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${initial}</text>
  <text x="58" y="32" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#1b1f24">${displayName}</text>
</svg>
`;
  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${primary}"/><text x="16" y="23" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${initial}</text></svg>
`;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    [`brands/${id}/brand.json`]: json(brand),
    [`brands/${id}/themes/light.json`]: json(theme('light', h)),
    [`brands/${id}/themes/dark.json`]: json(theme('dark', h)),
    [`brands/${id}/catalogue.json`]: json(catalogue),
    [`brands/${id}/products/${code}.json`]: json(product),
    [`public/brands/${id}/logo.svg`]: logo,
    [`public/brands/${id}/favicon.svg`]: favicon,
  };
}

/** What a brand already uses that a new one must not take: who has each name. */
interface NamesInUse {
  productCodes: Map<string, string>;
  planIds: Map<string, string>;
  hosts: Map<string, string>;
  slugs: Map<string, string>;
  displayNames: Map<string, string>;
}

function readJsonObject(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The product codes, plan ids, host keys, slugs and display names the brands under `rootDir` use. */
function namesInUse(rootDir: string): NamesInUse {
  const names: NamesInUse = {
    productCodes: new Map(),
    planIds: new Map(),
    hosts: new Map(),
    slugs: new Map(),
    displayNames: new Map(),
  };
  const brandsDir = join(rootDir, 'brands');
  if (!existsSync(brandsDir)) return names;
  const strings = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const owner = entry.name;
    const brand = readJsonObject(join(brandsDir, owner, 'brand.json'));
    for (const code of strings(brand?.productCodes)) names.productCodes.set(code, owner);
    if (typeof brand?.productCode === 'string') names.productCodes.set(brand.productCode, owner);
    for (const host of strings(brand?.hosts)) names.hosts.set(host, owner);
    const slugs = brand?.productSlugs;
    if (slugs !== null && typeof slugs === 'object')
      for (const slug of Object.keys(slugs)) names.slugs.set(slug.toLowerCase(), owner);
    if (typeof brand?.displayName === 'string') names.displayNames.set(brand.displayName, owner);
    const productsDir = join(brandsDir, owner, 'products');
    if (existsSync(productsDir))
      for (const file of readdirSync(productsDir))
        if (file.endsWith('.json')) names.productCodes.set(file.slice(0, -5), owner);
    const catalogue = readJsonObject(join(brandsDir, owner, 'catalogue.json'));
    for (const product of Array.isArray(catalogue?.products) ? catalogue.products : []) {
      if (product === null || typeof product !== 'object') continue;
      const { code, plans } = product as { code?: unknown; plans?: unknown };
      if (typeof code === 'string') names.productCodes.set(code, owner);
      for (const plan of Array.isArray(plans) ? plans : [])
        if (plan !== null && typeof plan === 'object' && typeof plan.id === 'string')
          names.planIds.set(plan.id, owner);
    }
  }
  return names;
}

/**
 * Refuses, before anything is written, a product code, plan id, host key, slug or display name
 * another brand already uses: the running server would otherwise serve the new brand in place
 * of a live product (or the other way round) until `validate` caught it.
 */
function refuseNamesInUse(rootDir: string, options: Required<ScaffoldBrandOptions>): void {
  const used = namesInUse(rootDir);
  const { id, productCode, displayName } = options;
  const planId = `${productCode.toLowerCase()}-anual`;
  const taken = [
    {
      what: 'product code',
      name: productCode,
      owner: used.productCodes.get(productCode),
      fix: 'choose another with --code',
    },
    {
      what: 'plan id',
      name: planId,
      owner: used.planIds.get(planId),
      fix: 'choose another product code with --code',
    },
    { what: 'host key', name: id, owner: used.hosts.get(id), fix: 'choose another brand id' },
    { what: 'product slug', name: id, owner: used.slugs.get(id), fix: 'choose another brand id' },
    {
      what: 'display name',
      name: displayName,
      owner: used.displayNames.get(displayName),
      fix: 'choose another with --name',
    },
  ].filter((entry) => entry.owner !== undefined);
  if (taken.length === 0) return;
  throw new ScaffoldError(
    'IN_USE',
    `nothing was written: ${taken
      .map(
        ({ what, name, owner, fix }) =>
          `the ${what} '${name}' is already used by brand '${owner}' (brands/${owner}); ${fix}`,
      )
      .join('; ')}`,
  );
}

function errorKey(error: ConfigError): string {
  return `${error.file}\u0000${error.pointer}\u0000${error.message}`;
}

/**
 * Writes a new brand under `rootDir` and validates it. Refuses an invalid or existing id, and a
 * product code, plan id, host key, slug or display name in use (`ScaffoldError`), before
 * writing anything; removes what it wrote when the tree has errors it did not have before.
 * Returns the paths written.
 */
export function scaffoldBrand(rootDir: string, options: ScaffoldBrandOptions): string[] {
  const { id } = options;
  if (!ID_PATTERN.test(id)) {
    throw new ScaffoldError(
      'INVALID_ID',
      `'${id}' is not a valid brand id: use lower-case letters, digits and single dashes, starting with a letter (e.g. 'acme-cursos')`,
    );
  }
  const brandDir = join(rootDir, 'brands', id);
  if (existsSync(brandDir)) {
    throw new ScaffoldError(
      'BRAND_EXISTS',
      `brand '${id}' already exists at brands/${id}; choose another id`,
    );
  }
  const productCode = options.productCode ?? id.replace(/-/g, '').toUpperCase();
  if (!CODE_PATTERN.test(productCode)) {
    throw new ScaffoldError(
      'INVALID_CODE',
      `'${productCode}' is not a valid product code: use upper-case letters, digits and dashes`,
    );
  }
  const resolved: Required<ScaffoldBrandOptions> = {
    id,
    displayName: options.displayName ?? titleCase(id),
    productCode,
    business: options.business ?? 'atrinca',
    language: options.language ?? 'pt-BR',
  };
  refuseNamesInUse(rootDir, resolved);
  const files = brandFiles(resolved);
  // The whole tree is checked (a clash lands on whichever brand is read second): what was
  // already wrong elsewhere is not the new brand's fault.
  const before = new Set(validateConfigTree(rootDir).map(errorKey));
  const publicDir = join(rootDir, 'public', 'brands', id);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(rootDir, path, '..'), { recursive: true });
    writeFileSync(join(rootDir, path), content);
  }
  const errors = validateConfigTree(rootDir).filter((error) => !before.has(errorKey(error)));
  if (errors.length) {
    rmSync(brandDir, { recursive: true, force: true });
    rmSync(publicDir, { recursive: true, force: true });
    throw new ScaffoldError('INVALID_RESULT', `the scaffold of '${id}' does not validate`, errors);
  }
  return Object.keys(files);
}
