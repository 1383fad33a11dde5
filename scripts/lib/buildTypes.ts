import { compile } from 'json-schema-to-typescript';
import type { JSONSchema } from 'json-schema-to-typescript';
import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import { buildStepBranches } from './buildStepSchema';
import { EDITOR_KEYWORDS, STUDIO_KEYWORDS } from './editorKeywords';
import { GENERATED_BANNER } from './generatedBanner';
import { pascalCase, schemaIdOf, STEP_SCHEMA_PATH } from './schemaIds';
import { ToolError } from './toolError';
import type { SchemaSources } from './schemaSources';
import { propsTypeName } from './validatorExports';

/** The banner json-schema-to-typescript output starts with. */
export const TYPES_BANNER = `/* ${GENERATED_BANNER} Types derived from the JSON Schemas by json-schema-to-typescript. */`;

/** Type names of the hand-written schemas, by file. */
const ROOT_TYPE_NAMES: Record<string, string> = {
  'schemas/brand.schema.json': 'Brand',
  'schemas/catalogue.schema.json': 'Catalogue',
  'schemas/common-props.schema.json': 'CommonProps',
  'schemas/enums.schema.json': 'Enums',
  'schemas/product-config.schema.json': 'ProductConfig',
  'schemas/template.schema.json': 'TemplateManifest',
  'schemas/theme.schema.json': 'Theme',
};

/** Keywords that do not shape a TypeScript type (or that json-schema-to-typescript misreads). */
const DROPPED_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$comment',
  '$defs',
  'definitions',
  'examples',
  'default',
  'if',
  'then',
  'else',
  'discriminator',
  'unevaluatedProperties',
  'propertyNames',
  'title',
  ...EDITOR_KEYWORDS,
  ...STUDIO_KEYWORDS,
]);

/** One type to generate: a schema and the name it gets. */
export interface TypeUnit {
  name: string;
  /** `$id` of the document the schema sits in: relative `$ref`s resolve against it. */
  baseId: string;
  schema: JsonObject;
  /** Names the oneOf branches (used for the step union: `LeadStep | PaymentStep | ...`). */
  branchNames?: string[];
}

function rootTypeName(file: string): string {
  return ROOT_TYPE_NAMES[file] ?? pascalCase(file.replace(/^schemas\/|\.schema\.json$/g, ''));
}

function isLibraryOnly(schema: JsonObject): boolean {
  return !('type' in schema) && !('properties' in schema) && !('oneOf' in schema);
}

/**
 * Rewrites one schema into what json-schema-to-typescript should see: every `$ref` becomes a
 * `tsType` naming the generated type of its target (so each type is declared once, by name),
 * nested titles are dropped (they would become stray named types), and an `allOf` closed by
 * `unevaluatedProperties: false` becomes an intersection with a closed object.
 */
export function toTypeSchema(
  node: JsonObject,
  baseId: string,
  names: ReadonlyMap<string, string>,
): JsonObject {
  const ref = node.$ref;
  const out: JsonObject = {};
  if (typeof ref === 'string') {
    const target = new URL(ref, baseId).href;
    const name = names.get(target);
    if (name === undefined) {
      throw new ToolError(
        'unresolved-ref',
        `$ref '${ref}' names no known schema or $defs entry`,
        baseId,
      );
    }
    out.tsType = name;
  }
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.has(key) || key === '$ref') continue;
    if (key === 'properties' && isJsonObject(value)) {
      const properties: JsonObject = {};
      for (const [property, schema] of Object.entries(value)) {
        properties[property] = isJsonObject(schema) ? toTypeSchema(schema, baseId, names) : schema;
      }
      out.properties = properties;
    } else if (
      (key === 'items' || key === 'additionalProperties' || key === 'not') &&
      isJsonObject(value)
    ) {
      out[key] = toTypeSchema(value, baseId, names);
    } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      out[key] = value.map((item) =>
        isJsonObject(item) ? toTypeSchema(item, baseId, names) : item,
      );
    } else {
      out[key] = value;
    }
  }
  if (node.unevaluatedProperties === false && Array.isArray(out.allOf) && 'properties' in out) {
    const own: JsonObject = {
      type: 'object',
      properties: out.properties ?? {},
      additionalProperties: false,
    };
    if (out.required !== undefined) own.required = out.required;
    const description = out.description;
    const intersection: JsonObject = { allOf: [...out.allOf, own] };
    if (description !== undefined) intersection.description = description;
    return intersection;
  }
  return out;
}

/** One type per hand-written schema, per `$defs` entry, per template props schema, and the step union. */
export function collectUnits(sources: SchemaSources, stepSchema: JsonObject): TypeUnit[] {
  const units: TypeUnit[] = [];
  const addDocument = (
    file: string,
    schema: JsonObject,
    rootName: string,
    defPrefix: string,
  ): void => {
    const baseId = schemaIdOf(file);
    const defs = schema.$defs;
    if (isJsonObject(defs)) {
      for (const [key, def] of Object.entries(defs)) {
        if (isJsonObject(def))
          units.push({ name: `${defPrefix}${pascalCase(key)}`, baseId, schema: def });
      }
    }
    if (!isLibraryOnly(schema)) units.push({ name: rootName, baseId, schema });
  };
  for (const source of sources.schemas) {
    addDocument(source.file, source.schema, rootTypeName(source.file), '');
  }
  for (const template of sources.templates) {
    const name = propsTypeName(template.id);
    addDocument(template.propsFile, template.propsSchema, name, name);
  }
  // The step type is the union of one closed object per template (the step schema itself
  // chooses props by if/then, which types cannot express).
  const stepUnion: JsonObject = {
    description: stepSchema.description ?? 'Um passo de um fluxo.',
    oneOf: buildStepBranches(sources.templates),
  };
  units.push({
    name: 'Step',
    baseId: schemaIdOf(STEP_SCHEMA_PATH),
    schema: stepUnion,
    branchNames: sources.templates.map((template) => `${pascalCase(template.id)}Step`),
  });
  return units;
}

/** The generated type name of every schema and `$defs` entry, by absolute target URI. */
export function namesByTarget(
  units: readonly TypeUnit[],
  sources: SchemaSources,
): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Map<string, string>();
  const claim = (target: string, name: string): void => {
    const holder = taken.get(name);
    if (holder !== undefined && holder !== target) {
      throw new ToolError(
        'type-name-clash',
        `type name '${name}' is claimed by both ${holder} and ${target}; rename one $defs entry`,
      );
    }
    taken.set(name, target);
    names.set(target, name);
  };
  const documents: Array<{
    file: string;
    schema: JsonObject;
    rootName: string;
    defPrefix: string;
  }> = [
    ...sources.schemas.map((source) => ({
      file: source.file,
      schema: source.schema,
      rootName: rootTypeName(source.file),
      defPrefix: '',
    })),
    ...sources.templates.map((template) => ({
      file: template.propsFile,
      schema: template.propsSchema,
      rootName: propsTypeName(template.id),
      defPrefix: propsTypeName(template.id),
    })),
  ];
  for (const document of documents) {
    const id = schemaIdOf(document.file);
    claim(id, document.rootName);
    const defs = document.schema.$defs;
    if (isJsonObject(defs)) {
      for (const key of Object.keys(defs))
        claim(`${id}#/$defs/${key}`, `${document.defPrefix}${pascalCase(key)}`);
    }
  }
  claim(schemaIdOf(STEP_SCHEMA_PATH), 'Step');
  for (const unit of units) {
    if (!taken.has(unit.name))
      throw new ToolError('type-name-missing', `no target claims type name '${unit.name}'`);
  }
  return names;
}

/** Marks each template's props type with `TemplateBrand<'<id>'>` (see the emitted declaration). */
function brandPropsTypes(chunks: string[], sources: SchemaSources): void {
  for (const template of sources.templates) {
    const name = propsTypeName(template.id);
    const declaration = new RegExp(`export (type|interface) ${name}\\b( = )?`);
    const index = chunks.findIndex((chunk) => declaration.test(chunk));
    if (index === -1) continue;
    chunks[index] = chunks[index]!.replace(declaration, (_match, kind: string) =>
      kind === 'type'
        ? `export type ${name} = TemplateBrand<'${template.id}'> & `
        : `export interface ${name} extends TemplateBrand<'${template.id}'> `,
    );
  }
}

/**
 * Builds `types.ts`: one TypeScript type per schema and per `$defs` entry
 * (json-schema-to-typescript), the `Step` discriminated union on `templateId`, the
 * `TemplateId` union and `PropsByTemplateId`. Deterministic: same sources, same text.
 */
export async function buildTypes(sources: SchemaSources, stepSchema: JsonObject): Promise<string> {
  const units = collectUnits(sources, stepSchema);
  const names = namesByTarget(units, sources);
  const chunks: string[] = [];
  for (const [index, unit] of units.entries()) {
    const schema = toTypeSchema(unit.schema, unit.baseId, names);
    if (unit.branchNames !== undefined && Array.isArray(schema.oneOf)) {
      const branchNames = unit.branchNames;
      schema.oneOf = schema.oneOf.map(
        (branch, index): JsonValue =>
          isJsonObject(branch)
            ? { ...branch, title: branchNames[index] ?? `Step${index}` }
            : branch,
      );
    }
    schema.title = unit.name;
    const code = await compile(schema as JSONSchema, unit.name, {
      bannerComment: index === 0 ? TYPES_BANNER : '',
      format: false,
      additionalProperties: false,
      declareExternallyReferenced: true,
      unreachableDefinitions: false,
      ignoreMinAndMaxItems: true,
    });
    chunks.push(code.trim());
  }
  const ids = sources.templates.map((template) => template.id);
  brandPropsTypes(chunks, sources);
  chunks.push(
    [
      'declare const templateBrand: unique symbol;',
      '',
      '/**',
      ' * Type-only mark of the template a props type belongs to (never present in JSON): it makes',
      " * each template's props type distinct, so a component written for another template's props",
      ' * does not fit its registry entry.',
      ' */',
      'export interface TemplateBrand<K extends string> {',
      '  readonly [templateBrand]?: K;',
      '}',
    ].join('\n'),
  );
  chunks.push(
    [
      '/** Id of a registered template (a folder of `templates/`). */',
      `export type TemplateId = ${ids.length === 0 ? 'never' : ids.map((id) => `'${id}'`).join(' | ')};`,
    ].join('\n'),
    [
      '/** The props type of each template, by template id. */',
      'export interface PropsByTemplateId {',
      ...sources.templates.map((template) => `  '${template.id}': ${propsTypeName(template.id)};`),
      '}',
    ].join('\n'),
  );
  return `${chunks.join('\n\n')}\n`;
}
