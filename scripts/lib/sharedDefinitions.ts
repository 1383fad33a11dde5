// The schemas the templates' props share (`common-props.schema.json`, its `$defs`, the enums of
// `enums.schema.json`), compiled once into `validators/sharedDefinitions.js`. A template's props
// schema is compiled with each `$ref` to one of them replaced by the `sharedValidator` keyword,
// which calls the shared module's function: the same function ajv would have compiled into the
// template's module (with `inlineRefs: false` a `$ref` is a call), so the errors are the same.
import type Ajv2020 from 'ajv/dist/2020';
import { _, Name, strConcat } from 'ajv/dist/compile/codegen';
import N from 'ajv/dist/compile/names';
import type { KeywordCxt } from 'ajv';
import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import type { SchemaSources, TemplateSource } from './schemaSources';
import { camelCase } from './schemaIds';
import { ToolError } from './toolError';

/** The keyword that stands for a `$ref` to a shared schema in a template's compiled props. */
export const SHARED_VALIDATOR_KEYWORD = 'sharedValidator';

/** One shared schema a template refers to: its absolute `$ref` and its export name. */
export interface SharedDefinition {
  ref: string;
  name: string;
}

/** The export name of a shared schema: `shared_commonProps`, `shared_enums_paymentMethod`. */
export function sharedExportName(ref: string): string {
  const url = new URL(ref);
  const file = (url.pathname.split('/').pop() ?? '').replace(/\.schema\.json$/, '');
  const def = url.hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '' && part !== '$defs');
  return ['shared', camelCase(file), ...def.map(camelCase)].join('_');
}

/** The schema a `$ref` of a shared schema points to (its root, or a JSON pointer inside it). */
function schemaAt(sources: SchemaSources, ref: string): JsonObject {
  const [id = '', pointer = ''] = ref.split('#');
  const root = sources.schemas.find((source) => source.schema.$id === id)?.schema;
  let node: JsonValue | undefined = root;
  for (const part of pointer.split('/').filter(Boolean)) {
    node = isJsonObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  if (!isJsonObject(node)) {
    throw new ToolError('shared-ref', `the shared schema '${ref}' a template refers to is missing`);
  }
  return node;
}

/** Keywords through which a schema would evaluate properties in ways a stub cannot copy. */
const OPAQUE_EVALUATION = [
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  '$ref',
  'dependentSchemas',
  'unevaluatedProperties',
];

/**
 * What a shared schema evaluates of the object it checks, as `true` schemas: a template with
 * `unevaluatedProperties: false` then knows, as it compiles, which of its properties the shared
 * schema took (ajv reads them from the referenced schema in the same way).
 */
function evaluatedStub(schema: JsonObject, ref: string): JsonObject {
  const opaque = OPAQUE_EVALUATION.filter((keyword) => keyword in schema);
  if (opaque.length > 0) {
    throw new ToolError(
      'shared-ref',
      `the shared schema '${ref}' uses ${opaque.join(', ')} at its top, which a template's compiled props cannot see through; refer to its parts instead`,
    );
  }
  const allTrue = (map: JsonValue | undefined): JsonObject | undefined =>
    isJsonObject(map) ? Object.fromEntries(Object.keys(map).map((key) => [key, true])) : undefined;
  const properties = allTrue(schema.properties);
  const patternProperties = allTrue(schema.patternProperties);
  return {
    ...(properties ? { properties } : {}),
    ...(patternProperties ? { patternProperties } : {}),
    ...('additionalProperties' in schema ? { additionalProperties: true } : {}),
  };
}

/**
 * A template's props schema with every `$ref` outside its own file replaced by the keyword and
 * what the shared schema evaluates; `used` collects the shared schemas it refers to.
 */
function withSharedRefs(
  sources: SchemaSources,
  node: JsonValue,
  base: string,
  used: Map<string, SharedDefinition>,
): JsonValue {
  if (Array.isArray(node)) return node.map((item) => withSharedRefs(sources, item, base, used));
  if (!isJsonObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
      const ref = new URL(value, base).href;
      const name = sharedExportName(ref);
      used.set(ref, { ref, name });
      Object.assign(out, evaluatedStub(schemaAt(sources, ref), ref), {
        [SHARED_VALIDATOR_KEYWORD]: name,
      });
    } else {
      out[key] = withSharedRefs(sources, value, base, used);
    }
  }
  return out;
}

/** A template as its module compiles it: shared refs as calls, and the shared schemas it uses. */
export function templateWithSharedRefs(
  sources: SchemaSources,
  template: TemplateSource,
): { template: TemplateSource; shared: SharedDefinition[] } {
  const used = new Map<string, SharedDefinition>();
  const base = String(template.propsSchema.$id);
  const propsSchema = withSharedRefs(sources, template.propsSchema, base, used) as JsonObject;
  return { template: { ...template, propsSchema }, shared: [...used.values()] };
}

/**
 * The `sharedValidator` keyword: calls the shared module's function as ajv calls a `$ref`'s
 * (same instance path, parent and root data) and adds its errors to the template's.
 */
export function addSharedValidatorKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: SHARED_VALIDATOR_KEYWORD,
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const { gen, data, it, schema } = cxt;
      const check = gen.scopeValue('func', { ref: () => null, code: new Name(String(schema)) });
      const context = it.dataLevel
        ? _`{instancePath: ${strConcat(N.instancePath, it.errorPath)}, parentData: ${it.parentData}, parentDataProperty: ${it.parentDataProperty}, rootData: ${N.rootData}}`
        : _`{instancePath: ${N.instancePath}, parentData: ${N.parentData}, parentDataProperty: ${N.parentDataProperty}, rootData: ${N.rootData}}`;
      gen.if(_`!${check}(${data}, ${context})`, () => {
        gen.assign(
          N.vErrors,
          _`${N.vErrors} === null ? ${check}.errors : ${N.vErrors}.concat(${check}.errors)`,
        );
        gen.assign(N.errors, _`${N.vErrors}.length`);
      });
    },
  });
}
