/**
 * The pictures the visual regression suite takes: every example of every template's props
 * schema (the examples the contract suites render), at a phone and a desktop width, drawn by
 * the studio preview (the production renderer, answers from the API's examples, nothing
 * charged) for the product of the first flow that uses the template.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { firstUses } from '../configuredFlows';

/** The widths every example is photographed at. */
export const VISUAL_WIDTHS = [375, 1280] as const;

/** One screenshot to compare. */
export interface VisualShot {
  /** File stem of the baseline: `<templateId>-<example index>-<width>`. */
  name: string;
  templateId: string;
  props: unknown;
  width: number;
  productCode: string;
  designSystemId: string | undefined;
}

/** The `designSystemId` of each product code under brands/. */
function designSystems(): Map<string, string | undefined> {
  const systems = new Map<string, string | undefined>();
  for (const brand of readdirSync('brands').sort()) {
    let files: string[] = [];
    try {
      files = readdirSync(join('brands', brand, 'products'));
    } catch {
      continue;
    }
    for (const file of files) {
      const product = JSON.parse(readFileSync(join('brands', brand, 'products', file), 'utf8')) as {
        code: string;
        designSystemId?: string;
      };
      systems.set(product.code, product.designSystemId);
    }
  }
  return systems;
}

function examplesOf(templateId: string): unknown[] {
  const schema = JSON.parse(
    readFileSync(join('templates', templateId, 'props.schema.json'), 'utf8'),
  ) as { examples?: unknown[] };
  return schema.examples ?? [];
}

/** Every shot, in template and example order. A template no flow uses is left to the contract suite. */
export function visualShots(): VisualShot[] {
  const uses = firstUses();
  const systems = designSystems();
  return Object.values(templateRegistry)
    .filter((entry) => entry.component !== undefined)
    .flatMap((entry) => {
      const use = uses.get(entry.id);
      if (!use) return [];
      return examplesOf(entry.id).flatMap((props, index) =>
        VISUAL_WIDTHS.map((width) => ({
          name: `${entry.id}-${index}-${width}`,
          templateId: entry.id,
          props,
          width,
          productCode: use.code,
          designSystemId: systems.get(use.code),
        })),
      );
    });
}
