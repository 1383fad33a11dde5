import fs from 'node:fs';
import path from 'node:path';
import { CATCH_ALL_PAGE, routeHasParams } from '@/lib/routes/routeShape';
import { GENERATED_BANNER } from './generatedBanner';
import { ToolError } from './toolError';
import type { TemplateSource } from './schemaSources';

/** The first line of every generated route page: how `npm run generate` knows its own pages. */
export const ROUTE_PAGE_HEADER = `// ${GENERATED_BANNER}`;

/** The checkout page every route page serves (the catch-all, which serves every other path). */
const CHECKOUT_PAGE = `pages${CATCH_ALL_PAGE}.tsx`;

/** `pages/`-relative file of a static route: '/lead' → 'lead.tsx', '/payment/upsell' → 'payment/upsell.tsx'. */
export function routePageFile(route: string): string {
  return `${route.replace(/^\/+/, '')}.tsx`;
}

/** Whether a file under `pages/` was written by `npm run generate` (its first line says so). */
export function isGeneratedRoutePage(file: string): boolean {
  return fs.readFileSync(file, 'utf8').split('\n', 1)[0] === ROUTE_PAGE_HEADER;
}

/** Every generated route page under `pagesDir` (posix paths relative to it, sorted). */
export function listRoutePages(pagesDir: string): string[] {
  if (!fs.existsSync(pagesDir)) return [];
  return fs
    .readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.tsx'))
    .filter((name) => fs.statSync(path.join(pagesDir, name)).isFile())
    .filter((name) => isGeneratedRoutePage(path.join(pagesDir, name)))
    .sort();
}

function routePage(template: TemplateSource): string {
  return [
    ROUTE_PAGE_HEADER,
    '/**',
    ` * ${template.route}, the route of template '${template.id}': the checkout page of`,
    ` * \`${CHECKOUT_PAGE}\` in a file of its own, so Next.js matches it as a fixed path instead of`,
    ' * matching the catch-all pattern on every request (docs/operations.md, "Where /lead\'s server',
    ' * time goes").',
    ' */',
    `export { default, getServerSideProps } from '@/pages${CATCH_ALL_PAGE}';`,
    '',
  ].join('\n');
}

/**
 * The route pages `npm run generate` writes under `pages/`: one per template whose route has no
 * parameter, each re-exporting the catch-all checkout page (`pages/[[...path]].tsx`), which
 * keeps serving the routes with parameters (`/payment/[id]`) and the product-slug prefixes
 * (`/<slug>/lead`). Names are relative to `pagesDir`. A route under /api, or whose file exists
 * and was not generated (a page of the app, e.g. `pages/studio/index.tsx` for '/studio'), is
 * refused.
 */
export function buildRoutePages(
  templates: readonly TemplateSource[],
  pagesDir: string,
): { name: string; content: string }[] {
  return templates
    .filter((template) => !routeHasParams(template.route))
    .map((template) => {
      const name = routePageFile(template.route);
      if (name.startsWith('api/')) {
        throw new ToolError(
          'route-reserved',
          `route '${template.route}' is under /api, where Next.js serves API routes, not pages`,
          template.manifestFile,
        );
      }
      const taken = [name, name.replace(/\.tsx$/, '/index.tsx')]
        .map((file) => path.join(pagesDir, file))
        .find((file) => fs.existsSync(file) && !isGeneratedRoutePage(file));
      if (taken !== undefined) {
        throw new ToolError(
          'route-taken',
          `route '${template.route}' is already served by ${path.relative(path.dirname(pagesDir), taken).split(path.sep).join('/')}, which \`npm run generate\` did not write`,
          template.manifestFile,
        );
      }
      return { name, content: routePage(template) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
