import { GENERATED_BANNER } from './generatedBanner';
import type { TemplateSource } from './schemaSources';
import { camelCase } from './schemaIds';

const HEADER = `// ${GENERATED_BANNER}`;

function key(id: string): string {
  return /^[a-z][a-zA-Z0-9]*$/.test(id) ? id : `'${id}'`;
}

function literal(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The `frameOrigins` entry of a manifest line, or nothing when the template declares none. */
function frameOriginsOf(template: TemplateSource): string {
  const origins = template.manifest.frameOrigins;
  if (!Array.isArray(origins) || origins.length === 0) return '';
  return `, frameOrigins: [${origins.map((origin) => literal(String(origin))).join(', ')}]`;
}

/**
 * Builds `templateManifest.ts`: every registered template's id, route, title, description and
 * (when it declares them) `frameOrigins`, read from `templates/<id>/template.json`, plus the
 * sorted `templateIds`.
 */
export function buildTemplateManifestModule(templates: readonly TemplateSource[]): string {
  return [
    HEADER,
    "import type { TemplateId, TemplateManifest } from './types';",
    '',
    '/** One registered template as its `template.json` describes it. */',
    "export type TemplateManifestEntry = Omit<TemplateManifest, '$schema' | 'frameOrigins'> & {",
    '  frameOrigins?: readonly string[];',
    '};',
    '',
    '/** Every registered template by id, from `templates/<id>/template.json`. */',
    'export const templateManifest = {',
    ...templates.map(
      (template) =>
        `  ${key(template.id)}: { id: ${literal(template.id)}, route: ${literal(template.route)}, title: ${literal(template.title)}, description: ${literal(template.description)}${frameOriginsOf(template)} },`,
    ),
    '} as const satisfies Record<TemplateId, TemplateManifestEntry>;',
    '',
    '/** Ids of every registered template, sorted. */',
    `export const templateIds = [${templates.map((template) => literal(template.id)).join(', ')}] as const satisfies readonly TemplateId[];`,
    '',
  ].join('\n');
}

/**
 * Builds `templateRoutes.ts`: only each template's route, by id. The browser needs routes to
 * navigate, not the manifest's titles and descriptions, so buyer pages import this one.
 */
export function buildTemplateRoutesModule(templates: readonly TemplateSource[]): string {
  return [
    HEADER,
    "import type { TemplateId } from './types';",
    '',
    '/** The route of every registered template, by id (from `templates/<id>/template.json`). */',
    'export const templateRoutes = {',
    ...templates.map((template) => `  ${key(template.id)}: ${literal(template.route)},`),
    '} as const satisfies Record<TemplateId, string>;',
    '',
  ].join('\n');
}

/** Builds `templatePropsValidators.ts`: the generated props validator of each template, by id. */
export function buildTemplatePropsValidatorsModule(templates: readonly TemplateSource[]): string {
  const names = templates.map((template) => `validateProps_${camelCase(template.id)}`);
  return [
    HEADER,
    ...(names.length === 0 ? [] : [`import { ${names.join(', ')} } from './validators.js';`]),
    "import type { GeneratedValidator } from './validators.js';",
    "import type { PropsByTemplateId, TemplateId } from './types';",
    '',
    "/** The generated validator of each template's props, by template id. */",
    'export const templatePropsValidators: {',
    '  readonly [K in TemplateId]: GeneratedValidator<PropsByTemplateId[K]>;',
    '} = {',
    ...templates.map((template, index) => `  ${key(template.id)}: ${names[index]},`),
    '};',
    '',
  ].join('\n');
}

/**
 * Builds `templateComponents.ts`: a lazily loaded component for each template whose folder has
 * `<PascalId>Template.tsx` (each its own chunk, via `next/dynamic`). A template without a
 * component is absent from the map, and the renderer reports it as an error naming the id.
 */
export function buildTemplateComponentsModule(templates: readonly TemplateSource[]): string {
  const withComponent = templates.filter((template) => template.componentName !== undefined);
  return [
    HEADER,
    ...(withComponent.length === 0 ? [] : ["import dynamic from 'next/dynamic';"]),
    "import type { TemplateComponent } from '@/checkout/templateContract';",
    "import type { TemplateId } from './types';",
    '',
    '/** The component of each template that has one, loaded on demand. */',
    'export const templateComponents: Partial<Record<TemplateId, TemplateComponent>> = {',
    ...withComponent.map(
      (template) =>
        `  ${key(template.id)}: dynamic(() => import('@/templates/${template.id}/${template.componentName}').then((m) => m.${template.componentName})),`,
    ),
    '};',
    '',
  ].join('\n');
}
