import { compile } from 'json-schema-to-typescript';
import type { JSONSchema } from 'json-schema-to-typescript';
import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import { GENERATED_BANNER } from './generatedBanner';
import type { ApiSources } from './apiSources';
import { toTypeSchema } from './buildTypes';

/** The banner of `apiTypes.ts`. */
const API_TYPES_BANNER = `/* ${GENERATED_BANNER} Types of the checkout API, derived from schemas/api by json-schema-to-typescript. */`;

/**
 * What json-schema-to-typescript should see of an API schema: `x-tsType` becomes its `tsType`
 * (a type the schema cannot express, e.g. the product config answer), a `discriminator` union
 * keeps only its branches, and `anyOf` lists of bare `required` (one-of-these-is-required)
 * are dropped, as they do not change the type.
 */
function forTypes(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(forTypes);
  if (!isJsonObject(value)) return value;
  if (typeof value['x-tsType'] === 'string') {
    const hinted: JsonObject = { tsType: value['x-tsType'] };
    if (typeof value.description === 'string') hinted.description = value.description;
    return hinted;
  }
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.startsWith('x-')) continue;
    if (
      key === 'anyOf' &&
      Array.isArray(item) &&
      item.every((branch) => isJsonObject(branch) && Object.keys(branch).join() === 'required')
    ) {
      continue;
    }
    out[key] = forTypes(item);
  }
  if (out.discriminator !== undefined && Array.isArray(out.oneOf)) {
    delete out.type;
    delete out.required;
    delete out.properties;
  }
  return out;
}

/**
 * Builds `apiTypes.ts`: one type per `$defs` entry of `schemas/api/*.schema.json`, named in
 * PascalCase (`createLeadRequest` → `CreateLeadRequest`). References to the platform schemas
 * (enums, catalogue) name their types in `types.ts` as `Schema.<Name>`.
 */
export async function buildApiTypes(
  api: ApiSources,
  apiNames: ReadonlyMap<string, string>,
  platformNames: ReadonlyMap<string, string>,
): Promise<string> {
  const names = new Map<string, string>(apiNames);
  for (const [target, name] of platformNames) names.set(target, `Schema.${name}`);
  const chunks: string[] = [];
  for (const source of api.schemas) {
    const defs = source.schema.$defs;
    if (!isJsonObject(defs)) continue;
    for (const [key, def] of Object.entries(defs)) {
      if (!isJsonObject(def)) continue;
      const name = apiNames.get(`${source.id}#/$defs/${key}`) ?? key;
      const prepared = forTypes(def) as JsonObject;
      const schema =
        typeof prepared.tsType === 'string' ? prepared : toTypeSchema(prepared, source.id, names);
      schema.title = name;
      const code = await compile(schema as JSONSchema, name, {
        bannerComment: '',
        format: false,
        additionalProperties: false,
        declareExternallyReferenced: true,
        unreachableDefinitions: false,
        ignoreMinAndMaxItems: true,
      });
      chunks.push(code.trim());
    }
  }
  const usesSchema = chunks.some((chunk) => chunk.includes('Schema.'));
  return [
    API_TYPES_BANNER,
    ...(usesSchema ? ["import type * as Schema from './types';"] : []),
    '',
    chunks.join('\n\n'),
    '',
  ].join('\n');
}
