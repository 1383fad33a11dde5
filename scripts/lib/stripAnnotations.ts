import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import { EDITOR_KEYWORDS, STUDIO_KEYWORDS } from './editorKeywords';

/** Keywords that document a schema but never change what it accepts. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'examples',
  '$comment',
  'default',
  ...EDITOR_KEYWORDS,
  ...STUDIO_KEYWORDS,
]);
/** Keywords whose value is a map of property names (or def names) to schemas. */
const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
]);
/** Keywords whose value is one schema. */
const SCHEMA_VALUES = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

function stripValue(value: JsonValue): JsonValue {
  return isJsonObject(value) ? stripAnnotations(value) : value;
}

/**
 * A copy of `schema` without annotations (title, description, examples, `$comment`, default),
 * walking only schema positions so that a property *named* `title` stays. The generated
 * validators embed the schemas they check; without the documentation they are several times
 * smaller and accept exactly the same values.
 */
export function stripAnnotations(schema: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isJsonObject(value)) {
      const map: JsonObject = {};
      for (const [name, sub] of Object.entries(value)) map[name] = stripValue(sub);
      out[key] = map;
    } else if (SCHEMA_VALUES.has(key)) {
      out[key] = stripValue(value);
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map(stripValue);
    } else {
      out[key] = value;
    }
  }
  return out;
}
