import fs from 'node:fs';
import path from 'node:path';
import type { ConfigIssue } from './configError';
import type { ConfigFile } from './loadConfigTree';
import { checkProductFlows } from './flowRules';
import type { TemplateRoutes } from './flowRules';
import { isJsonObject } from './jsonValue';
import type { JsonObject } from './jsonValue';
import { suggestionHint } from './didYouMean';
import { paymentMarket } from '@/lib/payment/paymentMarket';

/** A problem found by a cross-file rule, with the file it belongs to. */
export interface FileIssue {
  file: string;
  issue: ConfigIssue;
}

/** What the cross-file rules look at besides the parsed files. */
export interface CrossFileContext {
  /** Root of the tree: holds `brands/` and `public/`. */
  rootDir: string;
  templates: TemplateRoutes;
}

interface BrandFolder {
  id: string;
  brand: ConfigFile | undefined;
  catalogue: ConfigFile | undefined;
  themes: Map<string, ConfigFile>;
  products: Map<string, ConfigFile>;
}

function dataOf(file: ConfigFile | undefined): JsonObject | undefined {
  const data = file?.document?.data;
  return isJsonObject(data) ? data : undefined;
}

function stringsAt(object: JsonObject | undefined, key: string): Array<[number, string]> {
  const value = object?.[key];
  if (!Array.isArray(value)) return [];
  return value.flatMap(
    (item, index): Array<[number, string]> => (typeof item === 'string' ? [[index, item]] : []),
  );
}

function brandFolders(files: readonly ConfigFile[]): Map<string, BrandFolder> {
  const folders = new Map<string, BrandFolder>();
  for (const file of files) {
    const match = /^brands\/([^/]+)\/(.+)$/.exec(file.file);
    if (match === null) continue;
    const [, id = '', rest = ''] = match;
    let folder = folders.get(id);
    if (folder === undefined) {
      folder = {
        id,
        brand: undefined,
        catalogue: undefined,
        themes: new Map(),
        products: new Map(),
      };
      folders.set(id, folder);
    }
    if (rest === 'brand.json') folder.brand = file;
    else if (rest === 'catalogue.json') folder.catalogue = file;
    else if (/^themes\/[^/]+\.json$/.test(rest))
      folder.themes.set(path.posix.basename(rest, '.json'), file);
    else if (/^products\/[^/]+\.json$/.test(rest))
      folder.products.set(path.posix.basename(rest, '.json'), file);
  }
  return folders;
}

function catalogueProducts(folder: BrandFolder): Array<[number, JsonObject]> {
  const products = dataOf(folder.catalogue)?.products;
  if (!Array.isArray(products)) return [];
  return products.flatMap(
    (product, index): Array<[number, JsonObject]> =>
      isJsonObject(product) ? [[index, product]] : [],
  );
}

/**
 * The rules that span files, which JSON Schema cannot say: ids equal file and folder names;
 * every product code a brand names has a product config and a catalogue entry (and every
 * product config is listed by its brand); `designSystemId` names an existing theme; logo,
 * favicon, other images and step videos (file, captions, poster) exist under `public/`; host
 * keys, product codes and plan ids are unique across brands; plan ids named by a catalogue or a step exist; the flow rules of every
 * product config (flowRules.ts).
 */
export function checkCrossFileRules(
  files: readonly ConfigFile[],
  context: CrossFileContext,
): FileIssue[] {
  const found: FileIssue[] = [];
  const report = (file: ConfigFile | string, issue: ConfigIssue): void => {
    found.push({ file: typeof file === 'string' ? file : file.file, issue });
  };
  const assetMissing = (assetPath: string): boolean => {
    const absolute = path.join(context.rootDir, 'public', ...assetPath.split('/'));
    return !(fs.existsSync(absolute) && fs.statSync(absolute).isFile());
  };
  const checkAsset = (file: ConfigFile, pointer: string, value: unknown): void => {
    if (typeof value !== 'string' || !value.startsWith('/') || value.includes('..')) return;
    if (assetMissing(value)) {
      report(file, {
        code: 'missing-asset',
        pointer,
        message: `o arquivo 'public${value}' não existe`,
      });
    }
  };

  const folders = brandFolders(files);
  const hostOwner = new Map<string, string>();
  const productOwner = new Map<string, string>();
  const planOwner = new Map<string, string>();
  let defaultBrand: string | undefined;

  for (const folder of folders.values()) {
    const brand = dataOf(folder.brand);
    const brandFile = folder.brand;
    const catalogueFile = `brands/${folder.id}/catalogue.json`;
    const listedCodes = new Set(stringsAt(brand, 'productCodes').map(([, code]) => code));
    const cataloguedCodes = new Map<string, JsonObject>();
    for (const [, product] of catalogueProducts(folder)) {
      if (typeof product.code === 'string' && !cataloguedCodes.has(product.code))
        cataloguedCodes.set(product.code, product);
    }
    const planIds = new Set<string>();
    const planAmounts = new Map<string, unknown>();
    for (const product of cataloguedCodes.values()) {
      if (!Array.isArray(product.plans)) continue;
      for (const plan of product.plans)
        if (isJsonObject(plan) && typeof plan.id === 'string') {
          planIds.add(plan.id);
          planAmounts.set(plan.id, plan.amount);
        }
    }

    // brand.json
    if (brandFile !== undefined && brand !== undefined) {
      if (typeof brand.id === 'string' && brand.id !== folder.id) {
        report(brandFile, {
          code: 'id-mismatch',
          pointer: '/id',
          message: `o id da marca '${brand.id}' deve ser igual ao nome da pasta '${folder.id}'`,
        });
      }
      if (brand.isDefault === true) {
        if (defaultBrand !== undefined) {
          report(brandFile, {
            code: 'duplicate-default-brand',
            pointer: '/isDefault',
            message: `a marca '${defaultBrand}' já é a marca padrão; só uma marca define isDefault`,
          });
        } else defaultBrand = folder.id;
      }
      for (const [index, host] of stringsAt(brand, 'hosts')) {
        const owner = hostOwner.get(host);
        if (owner !== undefined && owner !== folder.id) {
          report(brandFile, {
            code: 'duplicate-host',
            pointer: `/hosts/${index}`,
            message: `o host '${host}' também é servido pela marca '${owner}'; um host pertence a uma só marca`,
          });
        } else hostOwner.set(host, folder.id);
      }
      for (const [index, code] of stringsAt(brand, 'productCodes')) {
        if (!folder.products.has(code)) {
          report(brandFile, {
            code: 'missing-product-config',
            pointer: `/productCodes/${index}`,
            message: `o produto '${code}' não tem arquivo de configuração: crie brands/${folder.id}/products/${code}.json`,
          });
        }
        if (folder.catalogue === undefined) {
          report(brandFile, {
            code: 'missing-catalogue-entry',
            pointer: `/productCodes/${index}`,
            message: `o produto '${code}' não está no catálogo: ${catalogueFile} não existe`,
          });
        } else if (dataOf(folder.catalogue) !== undefined && !cataloguedCodes.has(code)) {
          report(brandFile, {
            code: 'missing-catalogue-entry',
            pointer: `/productCodes/${index}`,
            message: `o produto '${code}' não tem entrada em ${catalogueFile}`,
          });
        }
      }
      const unlisted = (pointer: string, code: string, what: string): void => {
        const hint = suggestionHint(code, [...listedCodes]);
        report(brandFile, {
          code: 'unlisted-product',
          pointer,
          message: `${what} '${code}', que não está em productCodes${hint} (${[...listedCodes].join(', ')})`,
        });
      };
      if (typeof brand.productCode === 'string' && !listedCodes.has(brand.productCode)) {
        unlisted('/productCode', brand.productCode, 'productCode nomeia');
      }
      if (isJsonObject(brand.productSlugs)) {
        for (const [slug, code] of Object.entries(brand.productSlugs)) {
          if (typeof code === 'string' && !listedCodes.has(code))
            unlisted(`/productSlugs/${slug}`, code, `o slug '${slug}' nomeia o produto`);
        }
      }
      const stepsNumber = typeof brand.stepsNumber === 'number' ? brand.stepsNumber : undefined;
      for (const key of ['payment', 'pix']) {
        const section = brand[key];
        const currentStep = isJsonObject(section) ? section.currentStep : undefined;
        if (
          stepsNumber !== undefined &&
          typeof currentStep === 'number' &&
          currentStep > stepsNumber
        ) {
          report(brandFile, {
            code: 'step-out-of-range',
            pointer: `/${key}/currentStep`,
            message: `${key}.currentStep ${currentStep} passa de stepsNumber ${stepsNumber}`,
          });
        }
      }
      checkAsset(brandFile, '/logo/file', isJsonObject(brand.logo) ? brand.logo.file : undefined);
      checkAsset(brandFile, '/favicon', brand.favicon);
      checkAsset(brandFile, '/loadingImage', brand.loadingImage);
      checkAsset(
        brandFile,
        '/multiProfile/cardThumbnailFile',
        isJsonObject(brand.multiProfile) ? brand.multiProfile.cardThumbnailFile : undefined,
      );
    }

    // themes/<mode>.json
    for (const [mode, themeFile] of folder.themes) {
      const theme = dataOf(themeFile);
      if (mode !== 'light' && mode !== 'dark') {
        report(themeFile, {
          code: 'id-mismatch',
          pointer: '',
          message: `o arquivo de tema '${mode}.json' deve ter o nome do seu modo: light.json ou dark.json`,
        });
      } else if (theme !== undefined && typeof theme.mode === 'string' && theme.mode !== mode) {
        report(themeFile, {
          code: 'id-mismatch',
          pointer: '/mode',
          message: `o modo '${theme.mode}' deve ser igual ao nome do arquivo '${mode}'`,
        });
      }
    }

    // catalogue.json
    if (folder.catalogue !== undefined) {
      const seenCodes = new Map<string, number>();
      for (const [index, product] of catalogueProducts(folder)) {
        if (typeof product.code !== 'string') continue;
        const earlier = seenCodes.get(product.code);
        if (earlier !== undefined) {
          report(folder.catalogue, {
            code: 'duplicate-product-code',
            pointer: `/products/${index}/code`,
            message: `o produto '${product.code}' já está listado em /products/${earlier}`,
          });
          continue;
        }
        seenCodes.set(product.code, index);
        if (brand !== undefined && !listedCodes.has(product.code)) {
          report(folder.catalogue, {
            code: 'unlisted-product',
            pointer: `/products/${index}/code`,
            message: `o produto '${product.code}' não está em productCodes de brands/${folder.id}/brand.json`,
          });
        }
        const ownPlans = new Set<string>();
        if (Array.isArray(product.plans)) {
          product.plans.forEach((plan, planIndex) => {
            if (!isJsonObject(plan) || typeof plan.id !== 'string') return;
            ownPlans.add(plan.id);
            const owner = planOwner.get(plan.id);
            if (owner !== undefined) {
              report(folder.catalogue ?? catalogueFile, {
                code: 'duplicate-plan-id',
                pointer: `/products/${index}/plans/${planIndex}/id`,
                message: `o id de plano '${plan.id}' já é usado em ${owner}; ids de plano são únicos entre os catálogos`,
              });
            } else planOwner.set(plan.id, `${catalogueFile} (produto ${String(product.code)})`);
          });
        }
        if (isJsonObject(product.planIds)) {
          for (const [key, planId] of Object.entries(product.planIds)) {
            if (typeof planId === 'string' && !ownPlans.has(planId)) {
              const hint = suggestionHint(planId, [...ownPlans]);
              report(folder.catalogue, {
                code: 'unknown-plan-id',
                pointer: `/products/${index}/planIds/${key}`,
                message: `o id de plano '${planId}' não é um plano do produto '${product.code}'${hint} (planos: ${[...ownPlans].join(', ')})`,
              });
            }
          }
        }
      }
    }

    // products/<CODE>.json
    for (const [code, productFile] of folder.products) {
      const product = dataOf(productFile);
      if (product === undefined) continue;
      if (product.code === undefined) {
        report(productFile, {
          code: 'missing-property',
          pointer: '',
          message: `falta 'code': o arquivo de configuração de um produto declara o código do produto, '${code}'`,
        });
      } else if (product.code !== code) {
        report(productFile, {
          code: 'id-mismatch',
          pointer: '/code',
          message: `o código '${String(product.code)}' deve ser igual ao nome do arquivo '${code}'`,
        });
      }
      if (brandFile === undefined) {
        report(productFile, {
          code: 'unlisted-product',
          pointer: '',
          message: `brands/${folder.id} não tem brand.json, então nenhuma marca vende o produto '${code}'`,
        });
      } else if (brand !== undefined && !listedCodes.has(code)) {
        report(productFile, {
          code: 'unlisted-product',
          pointer: '/code',
          message: `o produto '${code}' não está em productCodes de brands/${folder.id}/brand.json`,
        });
      }
      const owner = productOwner.get(code);
      if (owner !== undefined) {
        report(productFile, {
          code: 'duplicate-product-code',
          pointer: '/code',
          message: `o produto '${code}' também é configurado pela marca '${owner}'; um código de produto pertence a uma só marca`,
        });
      } else productOwner.set(code, folder.id);

      const designSystemId = product.designSystemId;
      if (typeof designSystemId === 'string' && designSystemId.includes('$')) {
        const [dsBrand = '', mode = ''] = designSystemId.split('$');
        const themes = folders.get(dsBrand)?.themes;
        if (themes === undefined || !themes.has(mode)) {
          const available =
            themes === undefined
              ? 'essa pasta de marca não existe'
              : `temas de ${dsBrand}: ${[...themes.keys()].join(', ') || 'nenhum'}`;
          report(productFile, {
            code: 'unknown-theme',
            pointer: '/designSystemId',
            message: `designSystemId '${designSystemId}' nomeia brands/${dsBrand}/themes/${mode}.json, que não existe (${available})`,
          });
        }
      }

      const market = paymentMarket(
        typeof brand?.language === 'string' ? brand.language : undefined,
      );
      for (const issue of checkProductFlows(product, context.templates, { market }))
        report(productFile, issue);

      const checkoutFlow = product.checkoutFlow;
      const flows =
        isJsonObject(checkoutFlow) && Array.isArray(checkoutFlow.flows) ? checkoutFlow.flows : [];
      flows.forEach((flow, flowIndex) => {
        if (!isJsonObject(flow) || !Array.isArray(flow.steps)) return;
        flow.steps.forEach((step, stepIndex) => {
          const props = isJsonObject(step) ? step.props : undefined;
          if (!isJsonObject(props)) return;
          const base = `/checkoutFlow/flows/${flowIndex}/steps/${stepIndex}/props`;
          const media = props.media;
          if (isJsonObject(media)) {
            checkAsset(productFile, `${base}/media/logo`, media.logo);
            checkAsset(productFile, `${base}/media/favicon`, media.favicon);
          }
          for (const key of ['imageFile', 'cardThumbnailFile'])
            checkAsset(productFile, `${base}/${key}`, props[key]);
          const video = props.video;
          if (isJsonObject(video)) {
            // A YouTube or Vimeo address does not start with '/' and is not a file to look for.
            for (const key of ['url', 'captions', 'poster'])
              checkAsset(productFile, `${base}/video/${key}`, video[key]);
          }
          const checkPlanId = (pointer: string, planId: unknown) => {
            if (typeof planId !== 'string' || folder.catalogue === undefined) return false;
            if (planIds.has(planId)) return true;
            const hint = suggestionHint(planId, [...planIds]);
            report(productFile, {
              code: 'unknown-plan-id',
              pointer,
              message: `o id de plano '${planId}' não é um plano de ${catalogueFile}${hint}`,
            });
            return false;
          };
          checkPlanId(`${base}/planId`, props.planId);
          // Plans named inside lists: a multi-profile step's `profilePlans`, an order bump's `bumps`.
          for (const list of ['profilePlans', 'bumps']) {
            const entries = props[list];
            if (!Array.isArray(entries)) continue;
            entries.forEach((entry, index) => {
              if (!isJsonObject(entry)) return;
              const pointer = `${base}/${list}/${index}`;
              const known = checkPlanId(`${pointer}/planId`, entry.planId);
              if (list !== 'bumps') return;
              checkAsset(productFile, `${pointer}/image`, entry.image);
              const amount = known ? planAmounts.get(entry.planId as string) : undefined;
              if (typeof amount === 'number' && entry.price !== amount) {
                report(productFile, {
                  code: 'price-mismatch',
                  pointer: `${pointer}/price`,
                  message: `o preço ${String(entry.price)} difere do valor ${amount} do plano '${String(entry.planId)}' em ${catalogueFile}: o comprador veria um preço e pagaria outro`,
                });
              }
            });
          }
        });
      });
    }
  }

  for (const file of files) {
    const match = /^templates\/([^/]+)\/template\.json$/.exec(file.file);
    const data = dataOf(file);
    if (
      match !== null &&
      data !== undefined &&
      typeof data.id === 'string' &&
      data.id !== match[1]
    ) {
      report(file, {
        code: 'id-mismatch',
        pointer: '/id',
        message: `o id do template '${data.id}' deve ser igual ao nome da pasta '${match[1]}'`,
      });
    }
  }
  return found;
}
