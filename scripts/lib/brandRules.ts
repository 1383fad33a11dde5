/**
 * The rules a set of brands must keep that JSON Schema cannot say, checked by `npm run validate`
 * (and so by the studio's save and `npm run new-brand`) instead of only by the brand tests:
 * - a brand's checkout domains are served by its own host keys (the host's second dot-part);
 * - a product slug and a display name belong to one brand;
 * - every brand has a light and a dark theme, and its products are drawn in its own;
 * - a theme's text and focus colours keep WCAG AA contrast, and no two brands share a light
 *   primary colour;
 * - plans are priced in the currency of the brand's market (lib/payment/paymentMarket.ts), and
 *   each installment option adds up to the plan's amount;
 * - a Mozambique variant asks for the address, sends no Brazilian tax-invoice document, shows
 *   the 465px form and offers no installments.
 */
import path from 'node:path';
import { ColourFormatError, contrastRatio } from '@/ui/contrastRatio';
import { MARKET_CURRENCY, MARKET_NAME, paymentMarket } from '@/lib/payment/paymentMarket';
import type { ConfigIssue } from './configError';
import type { FileIssue } from './crossFileRules';
import type { ConfigFile } from './loadConfigTree';
import { isJsonObject } from './jsonValue';
import type { JsonObject } from './jsonValue';

/** The colour pairs text and focus rings are drawn with, and the contrast each needs (WCAG AA). */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<{
  what: string;
  foreground: readonly [string, string];
  background: readonly [string, string];
  minimum: number;
}> = [
  { what: 'texto', foreground: ['neutral', 'high'], background: ['neutral', 'low'], minimum: 4.5 },
  {
    what: 'texto dos botões',
    foreground: ['primary', 'low'],
    background: ['primary', 'pure'],
    minimum: 4.5,
  },
  {
    what: 'mensagens de erro',
    foreground: ['feedback.error', 'pure'],
    background: ['neutral', 'low'],
    minimum: 4.5,
  },
  {
    what: 'texto secundário',
    foreground: ['neutral', 'medium'],
    background: ['neutral', 'low'],
    minimum: 4.5,
  },
  {
    what: 'texto secundário e bordas de formulário',
    foreground: ['neutral', 'pure'],
    background: ['neutral', 'low'],
    minimum: 4.5,
  },
  {
    what: 'anel de foco',
    foreground: ['primary', 'pure'],
    background: ['neutral', 'low'],
    minimum: 3,
  },
  {
    what: 'anel de foco',
    foreground: ['primary', 'medium'],
    background: ['neutral', 'low'],
    minimum: 3,
  },
];

/** Width of a Mozambique variant's form (spec §2). */
const MOZAMBIQUE_FORM_WIDTH = 465;

interface Folder {
  id: string;
  brand?: ConfigFile;
  catalogue?: ConfigFile;
  themes: Map<string, ConfigFile>;
  products: ConfigFile[];
}

function dataOf(file: ConfigFile | undefined): JsonObject | undefined {
  const data = file?.document?.data;
  return isJsonObject(data) ? data : undefined;
}

function at(object: JsonObject | undefined, ...keys: string[]): unknown {
  let value: unknown = object;
  for (const key of keys) value = isJsonObject(value) ? value[key] : undefined;
  return value;
}

function folders(files: readonly ConfigFile[]): Folder[] {
  const byId = new Map<string, Folder>();
  for (const file of files) {
    const match = /^brands\/([^/]+)\/(.+)$/.exec(file.file);
    if (match === null) continue;
    const [, id = '', rest = ''] = match;
    const folder: Folder = byId.get(id) ?? { id, themes: new Map(), products: [] };
    byId.set(id, folder);
    if (rest === 'brand.json') folder.brand = file;
    else if (rest === 'catalogue.json') folder.catalogue = file;
    else if (/^themes\/[^/]+\.json$/.test(rest))
      folder.themes.set(path.posix.basename(rest, '.json'), file);
    else if (/^products\/[^/]+\.json$/.test(rest)) folder.products.push(file);
  }
  return [...byId.values()];
}

/** See the module comment. */
export function checkBrandRules(files: readonly ConfigFile[]): FileIssue[] {
  const found: FileIssue[] = [];
  const report = (file: ConfigFile, issue: ConfigIssue) => found.push({ file: file.file, issue });
  const slugOwner = new Map<string, string>();
  const nameOwner = new Map<string, string>();
  const primaryOwner = new Map<string, string>();

  for (const folder of folders(files)) {
    const brandFile = folder.brand;
    const brand = dataOf(brandFile);
    const market = paymentMarket(typeof brand?.language === 'string' ? brand.language : undefined);
    const mozambique = market === 'MZ';

    if (brandFile !== undefined && brand !== undefined) {
      const hosts = Array.isArray(brand.hosts) ? brand.hosts : [];
      if (isJsonObject(brand.links)) {
        for (const [env, link] of Object.entries(brand.links)) {
          const domain = at(isJsonObject(link) ? link : undefined, 'domain');
          if (typeof domain !== 'string') continue;
          const key = domain.split('.')[1];
          if (key !== undefined && !hosts.includes(key)) {
            report(brandFile, {
              code: 'host-mismatch',
              pointer: `/links/${env}/domain`,
              message: `o domínio '${domain}' tem a chave de host '${key}', que não está em hosts (${hosts.join(', ')}): o checkout desse domínio não encontraria o produto desta marca; acrescente '${key}' a hosts ou corrija o domínio`,
            });
          }
        }
      }
      if (isJsonObject(brand.productSlugs)) {
        for (const slug of Object.keys(brand.productSlugs)) {
          const owner = slugOwner.get(slug.toLowerCase());
          if (owner !== undefined && owner !== folder.id) {
            report(brandFile, {
              code: 'duplicate-slug',
              pointer: `/productSlugs/${slug.replace(/~/g, '~0').replace(/\//g, '~1')}`,
              target: 'key',
              message: `o slug '${slug}' também é da marca '${owner}'; um slug pertence a uma só marca`,
            });
          } else slugOwner.set(slug.toLowerCase(), folder.id);
        }
      }
      if (typeof brand.displayName === 'string') {
        const owner = nameOwner.get(brand.displayName);
        if (owner !== undefined) {
          report(brandFile, {
            code: 'duplicate-display-name',
            pointer: '/displayName',
            message: `o nome '${brand.displayName}' já é o da marca '${owner}'; cada marca tem o seu nome`,
          });
        } else nameOwner.set(brand.displayName, folder.id);
      }
      const missing = ['light', 'dark'].filter((mode) => !folder.themes.has(mode));
      if (missing.length > 0) {
        report(brandFile, {
          code: 'missing-theme',
          pointer: '',
          message: `a marca '${folder.id}' não tem ${missing.map((mode) => `brands/${folder.id}/themes/${mode}.json`).join(' nem ')}: toda marca tem um tema claro e um escuro`,
        });
      }
      if (mozambique) {
        if (brand.sendsTaxInvoiceDocument === true) {
          report(brandFile, {
            code: 'mozambique-rule',
            pointer: '/sendsTaxInvoiceDocument',
            message:
              'uma variante de Moçambique não pede o documento da nota fiscal brasileira: use "sendsTaxInvoiceDocument": false',
          });
        }
        if (brand.formMaxWidth !== MOZAMBIQUE_FORM_WIDTH) {
          report(brandFile, {
            code: 'mozambique-rule',
            pointer: brand.formMaxWidth === undefined ? '' : '/formMaxWidth',
            message: `uma variante de Moçambique mostra o formulário com ${MOZAMBIQUE_FORM_WIDTH}px: use "formMaxWidth": ${MOZAMBIQUE_FORM_WIDTH}`,
          });
        }
      }
    }

    for (const [mode, themeFile] of folder.themes) {
      const colours = at(dataOf(themeFile), 'colors');
      if (!isJsonObject(colours)) continue;
      const colour = ([group, tone]: readonly [string, string]) =>
        at(colours, ...group.split('.'), tone);
      for (const pair of THEME_CONTRAST_PAIRS) {
        const foreground = colour(pair.foreground);
        const background = colour(pair.background);
        if (typeof foreground !== 'string' || typeof background !== 'string') continue;
        let ratio: number;
        try {
          ratio = contrastRatio(foreground, background);
        } catch (error) {
          if (error instanceof ColourFormatError) continue;
          throw error;
        }
        if (ratio >= pair.minimum) continue;
        const name = (path: readonly [string, string]) => `${path[0]}.${path[1]}`;
        report(themeFile, {
          code: 'low-contrast',
          pointer: `/colors/${pair.foreground[0].replace('.', '/')}/${pair.foreground[1]}`,
          message: `${pair.what}: ${name(pair.foreground)} ${foreground} sobre ${name(pair.background)} ${background} tem contraste ${ratio.toFixed(2)}:1, abaixo de ${pair.minimum}:1 (WCAG AA); escureça ou clareie uma das duas cores`,
        });
      }
      const primary = at(colours, 'primary', 'pure');
      if (mode === 'light' && typeof primary === 'string') {
        const owner = primaryOwner.get(primary.toLowerCase());
        if (owner !== undefined && owner !== folder.id) {
          report(themeFile, {
            code: 'shared-primary-colour',
            pointer: '/colors/primary/pure',
            message: `a cor primária ${primary} já é a do tema claro da marca '${owner}'; cada marca tem uma cor própria, para que o comprador veja em que marca está`,
          });
        } else primaryOwner.set(primary.toLowerCase(), folder.id);
      }
    }

    for (const productFile of folder.products) {
      const product = dataOf(productFile);
      if (product === undefined) continue;
      const designSystemId = product.designSystemId;
      if (typeof designSystemId === 'string' && designSystemId.includes('$')) {
        const [dsBrand] = designSystemId.split('$');
        if (dsBrand !== folder.id) {
          report(productFile, {
            code: 'foreign-theme',
            pointer: '/designSystemId',
            message: `designSystemId '${designSystemId}' desenha o produto com o tema da marca '${dsBrand}'; um produto de '${folder.id}' usa o tema da sua marca ('${folder.id}$light')`,
          });
        }
      }
      if (!mozambique || brand === undefined) continue;
      if (product.hasAddressForm !== true) {
        report(productFile, {
          code: 'mozambique-rule',
          pointer: product.hasAddressForm === undefined ? '' : '/hasAddressForm',
          message:
            'um produto de uma variante de Moçambique pede o endereço: use "hasAddressForm": true',
        });
      }
      const flows = at(product, 'checkoutFlow', 'flows');
      if (!Array.isArray(flows)) continue;
      flows.forEach((flow, flowIndex) => {
        const steps = at(isJsonObject(flow) ? flow : undefined, 'steps');
        if (!Array.isArray(steps)) return;
        steps.forEach((step, stepIndex) => {
          if (!isJsonObject(step) || step.templateId !== 'payment') return;
          if (at(step, 'props', 'installments', 'enabled') === false) return;
          report(productFile, {
            code: 'mozambique-rule',
            pointer: `/checkoutFlow/flows/${flowIndex}/steps/${stepIndex}/props`,
            message:
              'em Moçambique não há parcelamento (spec §9): o passo de pagamento declara "installments": { "enabled": false }',
          });
        });
      });
    }

    const products = at(dataOf(folder.catalogue), 'products');
    if (folder.catalogue === undefined || !Array.isArray(products) || brand === undefined) continue;
    const catalogue = folder.catalogue;
    products.forEach((entry, productIndex) => {
      const plans = at(isJsonObject(entry) ? entry : undefined, 'plans');
      if (!Array.isArray(plans)) return;
      plans.forEach((plan, planIndex) => {
        if (!isJsonObject(plan)) return;
        const base = `/products/${productIndex}/plans/${planIndex}`;
        const id = String(plan.id);
        if (typeof plan.currency === 'string' && plan.currency !== MARKET_CURRENCY[market]) {
          report(catalogue, {
            code: 'currency-mismatch',
            pointer: `${base}/currency`,
            message: `o plano '${id}' está em ${plan.currency}, mas a marca vende em ${MARKET_NAME[market]}: use "currency": "${MARKET_CURRENCY[market]}"`,
          });
        }
        if (!Array.isArray(plan.installments)) return;
        plan.installments.forEach((option, optionIndex) => {
          if (!isJsonObject(option)) return;
          const { id: count, value, tax, totalValue } = option;
          if (typeof count !== 'number' || typeof totalValue !== 'number') return;
          const pointer = `${base}/installments/${optionIndex}`;
          if (mozambique && count !== 1) {
            report(catalogue, {
              code: 'mozambique-rule',
              pointer: `${pointer}/id`,
              message: `em Moçambique não há parcelamento (spec §9): o plano '${id}' oferece só a opção de 1 parcela`,
            });
          }
          if (
            typeof plan.amount === 'number' &&
            typeof tax === 'number' &&
            totalValue !== plan.amount + tax
          ) {
            report(catalogue, {
              code: 'installment-mismatch',
              pointer: `${pointer}/totalValue`,
              message: `o total ${totalValue} das ${count} parcelas do plano '${id}' difere do valor do plano ${plan.amount} mais os juros ${tax}: o comprador leria um total e pagaria outro`,
            });
          } else if (tax === 0 && typeof value === 'number' && value * count !== totalValue) {
            report(catalogue, {
              code: 'installment-mismatch',
              pointer: `${pointer}/value`,
              message: `${count} parcelas de ${value} somam ${value * count}, não o total ${totalValue} do plano '${id}'`,
            });
          }
        });
      });
    });
  }
  return found;
}
