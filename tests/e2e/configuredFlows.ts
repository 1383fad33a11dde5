/**
 * Where templates are used by the flows configured under brands/ (browser tests reach a
 * template through a flow a buyer could follow).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ConfigStep {
  id: string;
  templateId: string;
}
interface ProductFile {
  code: string;
  checkoutFlow: { flows: Array<{ id: string; steps: ConfigStep[] }> };
}

/** One flow that uses a template: the product, the flow, its first step and the area. */
export interface TemplateUse {
  code: string;
  flowId: string;
  first: ConfigStep;
  mozambique: boolean;
}

/** The first flow under brands/ (folders and files in name order) that uses each template id. */
export function firstUses(): Map<string, TemplateUse> {
  const uses = new Map<string, TemplateUse>();
  for (const brand of readdirSync('brands').sort()) {
    const brandJson = JSON.parse(readFileSync(join('brands', brand, 'brand.json'), 'utf8')) as {
      language: string;
    };
    let files: string[] = [];
    try {
      files = readdirSync(join('brands', brand, 'products')).sort();
    } catch {
      continue;
    }
    for (const file of files) {
      const product = JSON.parse(
        readFileSync(join('brands', brand, 'products', file), 'utf8'),
      ) as ProductFile;
      for (const flow of product.checkoutFlow.flows) {
        for (const step of flow.steps) {
          if (uses.has(step.templateId)) continue;
          uses.set(step.templateId, {
            code: product.code,
            flowId: flow.id,
            first: flow.steps[0]!,
            mozambique: brandJson.language === 'pt-MZ',
          });
        }
      }
    }
  }
  return uses;
}
