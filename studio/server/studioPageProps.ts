/**
 * What the studio's pages receive from the server: the product configs it can open, the
 * template palette (title and description of each), the forms' display schemas, the brands
 * and their themes for the preview, and xyflow's stylesheet (global CSS cannot be imported by
 * one page of the pages router, and the studio must add nothing to the buyer pages' CSS).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateManifest } from '@/schemas/generated/templateManifest';
import { getBrandRegistry } from '@/renderer/brandRegistry';
import type { Brand, Theme } from '@/schemas/generated/types';
import { listProductFiles, studioRoot } from '@/studio/server/studioFiles';
import { cataloguePlans } from '@/studio/server/cataloguePlans';
import { loadFormSchemas } from '@/studio/server/formSchemas';
import { apiExamples, previewSession } from '@/studio/server/apiExamples';
import type { StudioPageProps, StudioPreviewProps } from '@/studio/studioTypes';

/** The studio page's props; `query` carries the deep link (product, flow, step). */
export function buildStudioPageProps(
  query: Record<string, string | string[] | undefined>,
): StudioPageProps {
  const one = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : null;
  };
  const templates = Object.values(templateManifest).map((entry) => ({
    id: entry.id,
    title: entry.title,
    description: entry.description,
    route: entry.route,
  }));
  const registry = getBrandRegistry();
  const products = listProductFiles();
  return {
    products,
    plans: cataloguePlans(studioRoot(), products),
    templates,
    formSchemas: loadFormSchemas(
      process.cwd(),
      templates.map((t) => t.id),
    ),
    themes: [...registry.themes.keys()].sort(),
    initial: { product: one('product'), flow: one('flow'), step: one('step') },
    graphCss: readFileSync(
      join(
        /*turbopackIgnore: true*/ process.cwd(),
        'node_modules',
        '@xyflow',
        'react',
        'dist',
        'style.css',
      ),
      'utf8',
    ),
  };
}

/**
 * The preview page's props: every brand and theme, so any draft can be drawn in any of them,
 * and the API's examples, which the preview answers instead of the API.
 */
export function buildStudioPreviewProps(): StudioPreviewProps {
  const registry = getBrandRegistry();
  const brands: Record<string, Brand> = Object.fromEntries(registry.brands);
  const themes: Record<string, Theme> = Object.fromEntries(registry.themes);
  return { brands, themes, apiExamples: apiExamples(), session: previewSession() };
}
