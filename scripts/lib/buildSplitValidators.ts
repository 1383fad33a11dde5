// The generated validators as one module per template and one per API resource, plus small
// indexes, so that adding or changing a template rewrites its own module and the index only
// (two template changes in parallel no longer conflict in one 18,000-line file). Each module is
// compiled by its own ajv, so its code (and ajv's numbering of functions and constants) depends
// only on the schemas it checks.
import type Ajv2020 from 'ajv/dist/2020';
import { _, strConcat } from 'ajv/dist/compile/codegen';
import N from 'ajv/dist/compile/names';
import type { KeywordCxt } from 'ajv';
import type { ApiSources } from './apiSources';
import { addApiSchemas } from './buildApiValidators';
import { buildApiValidatorsModule } from './buildApiValidators';
import { buildValidatorsModule } from './buildValidatorsModule';
import { createSchemaAjv } from './createSchemaAjv';
import { GENERATED_BANNER } from './generatedBanner';
import type { JsonObject } from './jsonValue';
import type { SchemaSources, TemplateSource } from './schemaSources';
import { camelCase, schemaIdOf } from './schemaIds';
import { addSharedValidatorKeyword, templateWithSharedRefs } from './sharedDefinitions';
import type { SharedDefinition } from './sharedDefinitions';
import { stripAnnotations } from './stripAnnotations';
import type { ValidatorExport } from './validatorExports';
import { propsTypeName } from './validatorExports';

/** One generated file: its path inside `schemas/generated/` and its text. */
export interface SplitFile {
  name: string;
  content: string;
}

/** Folder (inside `schemas/generated/`) of the platform and template validators. */
export const VALIDATORS_DIR = 'validators';
/** Folder (inside `schemas/generated/`) of the API validators, one module per resource. */
export const API_VALIDATORS_DIR = 'apiValidators';

/**
 * The keyword that stands, in the compiled step validator, for the step schema's templateId
 * enum and its if/then per template: it calls `templateStepErrors` of the template index, which
 * gives the same errors ajv would, so the step validator names no template.
 */
const TEMPLATE_STEP_KEYWORD = 'templateStep';

const HEADER = `// ${GENERATED_BANNER}`;

/** Export name of a template's props validator (`validateProps_upsellPayment`). */
export function propsValidatorName(templateId: string): string {
  return `validateProps_${camelCase(templateId)}`;
}

/** The module of a template's props validator, relative to `schemas/generated/`. */
export function templateValidatorModule(templateId: string): string {
  return `${VALIDATORS_DIR}/templates/${templateId}.js`;
}

function hasRequiredProps(template: TemplateSource): boolean {
  const required = template.propsSchema.required;
  return Array.isArray(required) && required.length > 0;
}

/** The step schema as the validators compile it: the template dispatch left to the index. */
function stepSchemaForCode(stepSchema: JsonObject): JsonObject {
  const { allOf: _conditions, ...rest } = stepSchema;
  const properties = { ...(rest.properties as JsonObject), templateId: { type: 'string' } };
  return { ...rest, properties, [TEMPLATE_STEP_KEYWORD]: true };
}

function addTemplateStepKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: TEMPLATE_STEP_KEYWORD,
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const check = gen.scopeValue('func', {
        ref: () => null,
        code: _`templateStepErrors`,
      });
      const errors = gen.const(
        'stepErrors',
        _`${check}(${data}, ${strConcat(N.instancePath, it.errorPath)}, ${N.rootData})`,
      );
      gen.if(errors, () => {
        gen.assign(
          N.vErrors,
          _`${N.vErrors} === null ? ${errors} : ${N.vErrors}.concat(${errors})`,
        );
        gen.assign(N.errors, _`${N.vErrors}.length`);
      });
    },
  });
}

function declarations(
  exports: readonly ValidatorExport[],
  typesFrom: string,
  toRoot: string,
): string {
  const typeNames = [...new Set(exports.map((entry) => entry.typeName))].sort();
  return [
    HEADER,
    `import type { GeneratedValidator } from '${toRoot}${VALIDATORS_DIR}/generatedValidator';`,
    ...(typeNames.length === 0
      ? []
      : [`import type { ${typeNames.join(', ')} } from '${typesFrom}';`]),
    '',
    ...exports.flatMap((entry) => [
      `/** Validates a value against \`${entry.schemaId}\`. */`,
      `export declare const ${entry.name}: GeneratedValidator<${entry.typeName}>;`,
    ]),
    '',
  ].join('\n');
}

const GENERATED_VALIDATOR_DECLARATION = [
  HEADER,
  "import type { ErrorObject } from 'ajv';",
  '',
  '/**',
  ' * A generated validator: returns whether `data` matches its schema and, when it does not,',
  ' * leaves every error (ajv `allErrors`) in `errors`. Same contract as ajv `ValidateFunction`.',
  ' */',
  'export interface GeneratedValidator<T> {',
  '  (data: unknown): data is T;',
  '  errors?: ErrorObject[] | null;',
  '}',
  '',
].join('\n');

/** The options the template modules and their shared module are compiled with. */
const TEMPLATE_CODE_OPTIONS = {
  code: { source: true, esm: true, lines: true },
  inlineRefs: false,
  // A shared `$ref` is compiled as the `sharedValidator` keyword beside `true` stubs of what the
  // shared schema evaluates (sharedDefinitions.ts): they carry no type of their own.
  strictTypes: false,
} as const;

/** The module of one template: its props validator, calling the shared module for shared refs. */
function templateFiles(
  sources: SchemaSources,
  stepSchema: JsonObject,
  source: TemplateSource,
): SplitFile[] {
  const { template, shared } = templateWithSharedRefs(sources, source);
  const ajv = createSchemaAjv(
    { schemas: sources.schemas, templates: [] },
    stepSchema,
    TEMPLATE_CODE_OPTIONS,
    { withAnnotations: false },
  );
  addSharedValidatorKeyword(ajv);
  ajv.addSchema(stripAnnotations(template.propsSchema));
  const entry: ValidatorExport = {
    name: propsValidatorName(template.id),
    schemaId: schemaIdOf(template.propsFile),
    typeName: propsTypeName(template.id),
  };
  const names = shared.map((definition) => definition.name).sort();
  const imports =
    names.length > 0 ? [`import { ${names.join(', ')} } from '../sharedDefinitions.js';`] : [];
  const base = `${VALIDATORS_DIR}/templates/${template.id}`;
  return [
    { name: `${base}.js`, content: buildValidatorsModule(ajv, [entry], imports) },
    { name: `${base}.d.ts`, content: declarations([entry], '../../types', '../../') },
  ];
}

/**
 * The shared module of the template validators: every schema outside a template folder that a
 * template's props refer to (`common-props.schema.json`, its `$defs`, the enums), compiled once.
 */
function sharedTemplateFiles(sources: SchemaSources, stepSchema: JsonObject): SplitFile[] {
  const definitions = new Map<string, SharedDefinition>();
  for (const template of sources.templates) {
    for (const definition of templateWithSharedRefs(sources, template).shared) {
      definitions.set(definition.name, definition);
    }
  }
  const sorted = [...definitions.values()].sort((a, b) => a.name.localeCompare(b.name));
  const ajv = createSchemaAjv(
    { schemas: sources.schemas, templates: [] },
    stepSchema,
    TEMPLATE_CODE_OPTIONS,
    { withAnnotations: false },
  );
  const exports = sorted.map((definition) => ({
    name: definition.name,
    schemaId: definition.ref,
    typeName: 'unknown',
  }));
  const dts = [
    HEADER,
    `import type { GeneratedValidator } from './generatedValidator';`,
    '',
    ...sorted.flatMap((definition) => [
      `/** Validates a value against \`${definition.ref}\` (shared by the template validators). */`,
      `export declare const ${definition.name}: GeneratedValidator<unknown>;`,
    ]),
    '',
  ].join('\n');
  return [
    {
      name: `${VALIDATORS_DIR}/sharedDefinitions.js`,
      content: buildValidatorsModule(ajv, exports),
    },
    { name: `${VALIDATORS_DIR}/sharedDefinitions.d.ts`, content: dts },
  ];
}

/**
 * The template index: every template's validator by id, and `templateStepErrors`, the errors
 * ajv gives for a step's templateId enum and its template's if/then (the `then` at
 * `#/allOf/<index>` of the step schema).
 */
function templateIndexFiles(templates: readonly TemplateSource[]): SplitFile[] {
  const names = templates.map((template) => propsValidatorName(template.id));
  const js = [
    HEADER,
    '// Every template props validator by id, and the step checks that need them.',
    '/* eslint-disable */',
    ...templates.map(
      (template) => `import { ${propsValidatorName(template.id)} } from './${template.id}.js';`,
    ),
    '',
    `export { ${names.join(', ')} };`,
    '',
    `export const templateIds = ${JSON.stringify(templates.map((template) => template.id))};`,
    '',
    'const templateSteps = [',
    ...templates.map(
      (template) =>
        `  { validate: ${propsValidatorName(template.id)}, propsRequired: ${hasRequiredProps(template)} },`,
    ),
    '];',
    '',
    TEMPLATE_STEP_ERRORS,
  ].join('\n');
  const dts = [
    HEADER,
    "import type { ErrorObject } from 'ajv';",
    ...templates.map(
      (template) => `export { ${propsValidatorName(template.id)} } from './${template.id}';`,
    ),
    '',
    '/** Ids of every template, sorted. */',
    'export declare const templateIds: readonly string[];',
    '',
    "/** The errors of a step's templateId and props, as the step schema's enum and if/then give them. */",
    'export declare function templateStepErrors(',
    '  step: unknown,',
    '  instancePath: string,',
    '  rootData: unknown,',
    '): ErrorObject[] | null;',
    '',
  ].join('\n');
  return [
    { name: `${VALIDATORS_DIR}/templates/index.js`, content: js },
    { name: `${VALIDATORS_DIR}/templates/index.d.ts`, content: dts },
  ];
}

const TEMPLATE_STEP_ERRORS = `export function templateStepErrors(step, instancePath, rootData) {
  if (step === null || typeof step !== 'object' || Array.isArray(step)) return null;
  if (!('templateId' in step)) return null;
  const index = templateIds.indexOf(step.templateId);
  if (index === -1) {
    return [{
      instancePath: instancePath + '/templateId',
      schemaPath: '#/properties/templateId/enum',
      keyword: 'enum',
      params: { allowedValues: templateIds },
      message: 'must be equal to one of the allowed values',
    }];
  }
  const { validate, propsRequired } = templateSteps[index];
  const errors = [];
  if (propsRequired && !('props' in step)) {
    errors.push({
      instancePath,
      schemaPath: '#/allOf/' + index + '/then/required',
      keyword: 'required',
      params: { missingProperty: 'props' },
      message: "must have required property 'props'",
    });
  }
  const props = { instancePath: instancePath + '/props', parentData: step, parentDataProperty: 'props', rootData };
  if ('props' in step && !validate(step.props, props)) errors.push(...validate.errors);
  if (errors.length === 0) return null;
  errors.push({
    instancePath,
    schemaPath: '#/allOf/' + index + '/if',
    keyword: 'if',
    params: { failingKeyword: 'then' },
    message: 'must match "then" schema',
  });
  return errors;
}
`;

/** The platform module: product config, brand, theme, catalogue, step and template manifest. */
function platformFiles(
  sources: SchemaSources,
  stepSchema: JsonObject,
  exports: readonly ValidatorExport[],
): SplitFile[] {
  const ajv = createSchemaAjv(
    { schemas: sources.schemas, templates: [] },
    stepSchemaForCode(stepSchema),
    { code: { source: true, esm: true, lines: true }, inlineRefs: false },
    { withAnnotations: false },
  );
  addTemplateStepKeyword(ajv);
  const importIndex = "import { templateStepErrors } from './templates/index.js';";
  return [
    {
      name: `${VALIDATORS_DIR}/platform.js`,
      content: buildValidatorsModule(ajv, exports, [importIndex]),
    },
    { name: `${VALIDATORS_DIR}/platform.d.ts`, content: declarations(exports, '../types', '../') },
  ];
}

/**
 * Every file of the platform and template validators: `validators/platform.js`,
 * `validators/templates/<id>.js` and `validators/templates/index.js` (each with its `.d.ts`),
 * `validators/generatedValidator.d.ts`, and `validators.js` / `validators.d.ts`, which
 * re-export them all (what the app imports).
 */
export function buildPlatformValidatorFiles(
  sources: SchemaSources,
  stepSchema: JsonObject,
  platformExports: readonly ValidatorExport[],
): SplitFile[] {
  return [
    {
      name: 'validators.js',
      content: [
        HEADER,
        '// The generated validators; each lives in its own module under validators/.',
        "export * from './validators/platform.js';",
        "export * from './validators/templates/index.js';",
        '',
      ].join('\n'),
    },
    {
      name: 'validators.d.ts',
      content: [
        HEADER,
        "export type { GeneratedValidator } from './validators/generatedValidator';",
        "export * from './validators/platform';",
        "export * from './validators/templates/index';",
        '',
      ].join('\n'),
    },
    { name: `${VALIDATORS_DIR}/generatedValidator.d.ts`, content: GENERATED_VALIDATOR_DECLARATION },
    ...platformFiles(sources, stepSchema, platformExports),
    ...sharedTemplateFiles(sources, stepSchema),
    ...sources.templates.flatMap((template) => templateFiles(sources, stepSchema, template)),
    ...templateIndexFiles(sources.templates),
  ];
}

/** The API resource a validator belongs to: its schema file (`schemas/api/lead.schema.json` → `lead`). */
function resourceOf(schemaId: string): string {
  const file = schemaId.split('#')[0] ?? '';
  return (file.split('/').pop() ?? file).replace(/\.schema\.json$/, '');
}

/**
 * The API validators: one module per resource of `schemas/api/` (`apiValidators/<resource>.js`
 * and `.d.ts`) and `apiValidators.js` / `apiValidators.d.ts`, which re-export them.
 */
export function buildApiValidatorFiles(
  sources: SchemaSources,
  stepSchema: JsonObject,
  api: ApiSources,
  exports: readonly ValidatorExport[],
): SplitFile[] {
  const byResource = new Map<string, ValidatorExport[]>();
  for (const entry of exports) {
    const resource = resourceOf(entry.schemaId);
    byResource.set(resource, [...(byResource.get(resource) ?? []), entry]);
  }
  const resources = [...byResource.keys()].sort();
  const modules = resources.flatMap((resource): SplitFile[] => {
    const ajv = createSchemaAjv(
      { schemas: sources.schemas, templates: [] },
      stepSchema,
      {
        code: { source: true, esm: true, lines: true },
        inlineRefs: false,
        // contractQuery's "leadId or contractId" lists `required` in anyOf branches.
        strictRequired: false,
      },
      { withAnnotations: false },
    );
    addApiSchemas(ajv, api);
    const entries = byResource.get(resource) ?? [];
    return [
      {
        name: `${API_VALIDATORS_DIR}/${resource}.js`,
        content: buildApiValidatorsModule(ajv, entries),
      },
      {
        name: `${API_VALIDATORS_DIR}/${resource}.d.ts`,
        content: declarations(entries, '../apiTypes', '../'),
      },
    ];
  });
  return [
    {
      name: 'apiValidators.js',
      content: [
        HEADER,
        '// The API request validators; each resource of schemas/api/ has its own module.',
        ...resources.map((resource) => `export * from './${API_VALIDATORS_DIR}/${resource}.js';`),
        '',
      ].join('\n'),
    },
    {
      name: 'apiValidators.d.ts',
      content: [
        HEADER,
        `export type { GeneratedValidator } from './${VALIDATORS_DIR}/generatedValidator';`,
        ...resources.map((resource) => `export * from './${API_VALIDATORS_DIR}/${resource}';`),
        '',
      ].join('\n'),
    },
    ...modules,
  ];
}
