import { GENERATED_BANNER } from './generatedBanner';
import type { TemplateSource } from './schemaSources';
import { propsValidatorName, templateValidatorModule } from './buildSplitValidators';

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

/** The template's `journey` declaration as a TypeScript literal (see lib/journey/journeyModel.ts). */
function journeyOf(template: TemplateSource): string {
  return JSON.stringify(template.manifest.journey ?? { needs: [], outcomes: {} });
}

/**
 * Builds `templateManifest.ts`: every registered template's id, route, title, description,
 * journey declaration and (when it declares them) `frameOrigins`, read from
 * `templates/<id>/template.json`, plus the sorted `templateIds`.
 */
export function buildTemplateManifestModule(templates: readonly TemplateSource[]): string {
  return [
    HEADER,
    "import type { JourneyDeclaration } from '@/lib/journey/journeyModel';",
    "import type { TemplateId, TemplateManifest } from './types';",
    '',
    '/** One registered template as its `template.json` describes it. */',
    'export type TemplateManifestEntry = Omit<',
    '  TemplateManifest,',
    "  '$schema' | 'frameOrigins' | 'journey'",
    '> & {',
    '  frameOrigins?: readonly string[];',
    '  journey: JourneyDeclaration;',
    '};',
    '',
    '/** Every registered template by id, from `templates/<id>/template.json`. */',
    'export const templateManifest = {',
    ...templates.map(
      (template) =>
        `  ${key(template.id)}: { id: ${literal(template.id)}, route: ${literal(template.route)}, title: ${literal(template.title)}, description: ${literal(template.description)}, journey: ${journeyOf(template)}${frameOriginsOf(template)} },`,
    ),
    '} as const satisfies Record<TemplateId, TemplateManifestEntry>;',
    '',
    '/** Ids of every registered template, sorted. */',
    `export const templateIds = [${templates.map((template) => literal(template.id)).join(', ')}] as const satisfies readonly TemplateId[];`,
    '',
  ].join('\n');
}

/**
 * Builds `templateRoutes.ts`: the route of every registered template, by id. All the browser
 * needs of the manifest (the step navigation's links): the manifest itself, with every
 * template's journey declaration, costs every buyer page about 5 kB gzip (issue 25).
 */
export function buildTemplateRoutesModule(templates: readonly TemplateSource[]): string {
  return [
    HEADER,
    "import type { TemplateId } from './types';",
    '',
    '/** The route of every registered template, from `templates/<id>/template.json`. */',
    'export const templateRoutes = {',
    ...templates.map((template) => `  ${key(template.id)}: ${literal(template.route)},`),
    '} as const satisfies Record<TemplateId, string>;',
    '',
  ].join('\n');
}

/** The page-shell flags of a template manifest, each false unless `template.json` sets it. */
function shellOf(template: TemplateSource): Record<string, boolean> {
  const shell = template.manifest.shell;
  const flags = typeof shell === 'object' && shell !== null && !Array.isArray(shell) ? shell : {};
  return Object.fromEntries(
    SHELL_FLAGS.map((flag) => [flag, (flags as Record<string, unknown>)[flag] === true]),
  );
}

/** The `serverData` line of a registry entry, or none when the template declares no loader. */
function serverDataOf(template: TemplateSource): string[] {
  const names = template.manifest.serverData;
  if (!Array.isArray(names) || names.length === 0) return [];
  return [`    serverData: [${names.map((name) => literal(String(name))).join(', ')}],`];
}

/** What a template needs when a buyer arrives (its `journey.needs`), as a literal. */
function needsOf(template: TemplateSource): string {
  const journey = template.manifest.journey;
  const needs =
    typeof journey === 'object' && journey !== null && !Array.isArray(journey)
      ? (journey as Record<string, unknown>).needs
      : undefined;
  return JSON.stringify(Array.isArray(needs) ? needs : []);
}

/** The page-shell flags a template may declare (`schemas/template.schema.json` `shell`). */
export const SHELL_FLAGS = ['backButton', 'hideLogo', 'upsellStyle', 'hideSellerBanner'] as const;

/**
 * Builds `templateComponents.ts`, the browser's part of the registry: per template id (the key;
 * the entry does not repeat it) its journey needs, the server data it declares (when any) and
 * its lazily loaded component (its own chunk, via `next/dynamic`, by the module's default
 * export: naming each component here cost every buyer page 0.2 kB gzip, measured on /payment;
 * `undefined` while the folder has no `<PascalId>Template.tsx`).
 * The entry of id K is typed `TemplateComponentEntry<K>`, so a component whose props are
 * another template's does not compile. Routes, shell flags and validators stay out of it: a
 * buyer page carried them for all templates (about 2 kB gzip, issue 25) and used none.
 */
export function buildTemplateComponentsModule(templates: readonly TemplateSource[]): string {
  const withComponent = templates.some((template) => template.componentName !== undefined);
  return [
    HEADER,
    ...(withComponent ? ["import dynamic from 'next/dynamic';"] : []),
    "import type { TemplateComponents } from '@/checkout/templateContract';",
    '',
    '/** Every registered template by id: what the browser needs to render its steps. */',
    'export const templateComponents: TemplateComponents = {',
    ...templates.map((template) => {
      const component =
        template.componentName === undefined
          ? 'undefined'
          : `dynamic(() => import('@/templates/${template.id}/${template.componentName}'))`;
      return [
        `  ${key(template.id)}: {`,
        `    needs: ${needsOf(template)},`,
        ...serverDataOf(template),
        `    component: ${component},`,
        '  },',
      ].join('\n');
    }),
    '};',
    '',
  ].join('\n');
}

/**
 * Builds `templateRegistry.ts` (server and studio): each template's browser part from
 * `templateComponents.ts` plus its route, page-shell flags, whether product aliases apply on
 * its route and a lazily loaded props validator (its own chunk).
 */
export function buildTemplateRegistryModule(templates: readonly TemplateSource[]): string {
  return [
    HEADER,
    "import type { TemplateRegistry } from '@/checkout/templateContract';",
    "import { templateComponents } from './templateComponents';",
    '',
    '/** Every registered template by id: route, shell, props validator and component. */',
    'export const templateRegistry: TemplateRegistry = {',
    ...templates.map((template) => {
      const validator = propsValidatorName(template.id);
      return [
        `  ${key(template.id)}: {`,
        `    id: ${literal(template.id)},`,
        `    ...templateComponents[${literal(template.id)}],`,
        `    route: ${literal(template.route)},`,
        `    shell: ${JSON.stringify(shellOf(template))},`,
        `    productAliases: ${template.manifest.productAliases === true},`,
        `    loadPropsValidator: () => import('./${templateValidatorModule(template.id)}').then((m) => m.${validator}),`,
        '  },',
      ].join('\n');
    }),
    '};',
    '',
  ].join('\n');
}
