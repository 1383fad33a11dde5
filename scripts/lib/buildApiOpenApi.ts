import { GENERATED_BANNER } from './generatedBanner';
import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import { REQUEST_PARTS, resolveRef, withoutExtensions } from './apiSources';
import type { ApiSources } from './apiSources';
import { pascalCase } from './schemaIds';
import type { SchemaSource } from './schemaSources';
import { FIELD_RULE_EXTENSION } from './fieldRuleKeyword';
import { ToolError } from './toolError';

/** The `x-` annotations the OpenAPI document keeps: the field rule that judges a value. */
const OPENAPI_EXTENSIONS = { [FIELD_RULE_EXTENSION]: FIELD_RULE_EXTENSION };

const PARAMETER_IN = { params: 'path', query: 'query', headers: 'header' } as const;

/**
 * Builds the OpenAPI 3.1 skeleton of the API (`apiOpenApi.json`): info, tags, every operation
 * with its parameters, request body and success schema, and `components.schemas` holding every
 * API `$defs` entry plus the platform definitions they use (enums, catalogue), all `$ref`s
 * rewritten to `#/components/schemas/<Name>`. The sandbox adds the examples when it serves it.
 */
export function buildApiOpenApi(api: ApiSources, platform: readonly SchemaSource[]): JsonObject {
  const documents = [...platform, ...api.schemas];
  const components: Record<string, JsonValue> = {};
  const owners = new Map<string, string>();
  const pending: string[] = [];

  const componentOf = (target: string): string => {
    const { key } = resolveRef(documents, target);
    const name = pascalCase(key);
    const owner = owners.get(name);
    if (owner === undefined) {
      owners.set(name, target);
      pending.push(target);
    } else if (owner !== target) {
      throw new ToolError(
        'component-name-clash',
        `OpenAPI component '${name}' would be both ${owner} and ${target}; rename one $defs entry`,
      );
    }
    return `#/components/schemas/${name}`;
  };

  const bundle = (value: JsonValue, baseId: string): JsonValue => {
    if (Array.isArray(value)) return value.map((item) => bundle(item, baseId));
    if (!isJsonObject(value)) return value;
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '$schema' || key === '$id' || key === '$comment' || key === '$defs') continue;
      out[key] =
        key === '$ref' && typeof item === 'string'
          ? componentOf(new URL(item, baseId).href)
          : bundle(item, baseId);
    }
    return out;
  };

  for (const source of api.schemas) {
    const defs = source.schema.$defs;
    if (isJsonObject(defs))
      for (const key of Object.keys(defs)) componentOf(`${source.id}#/$defs/${key}`);
  }
  while (pending.length > 0) {
    const target = pending.shift() as string;
    const { schema, baseId, key } = resolveRef(documents, target);
    components[pascalCase(key)] = bundle(withoutExtensions(schema, OPENAPI_EXTENSIONS), baseId);
  }

  const paths: Record<string, JsonObject> = {};
  for (const operation of api.operations) {
    const parameters: JsonValue[] = [];
    for (const part of REQUEST_PARTS) {
      const ref = operation.parts[part];
      if (ref === undefined || part === 'body') continue;
      const { schema, baseId } = resolveRef(documents, ref);
      const required = Array.isArray(schema.required) ? schema.required : [];
      const properties = isJsonObject(schema.properties) ? schema.properties : {};
      for (const [name, property] of Object.entries(properties)) {
        const bundled = bundle(withoutExtensions(property, OPENAPI_EXTENSIONS), baseId);
        const description =
          isJsonObject(property) && typeof property.description === 'string'
            ? property.description
            : isJsonObject(property) && typeof property.$ref === 'string'
              ? String(
                  resolveRef(documents, new URL(property.$ref, baseId).href).schema.description ??
                    '',
                )
              : '';
        parameters.push({
          name,
          in: PARAMETER_IN[part],
          description,
          required: part === 'params' || required.includes(name),
          schema: bundled,
          ...(part === 'query' && isJsonObject(bundled) && bundled.type === 'array'
            ? { style: 'form', explode: false }
            : {}),
        });
      }
    }
    const success: JsonObject = { description: operation.response.description };
    if (operation.response.html) success.content = { 'text/html': { schema: { type: 'string' } } };
    else if (operation.response.schema) {
      success.content = {
        'application/json': { schema: { $ref: componentOf(operation.response.schema) } },
      };
    }
    const entry: JsonObject = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      description: operation.description,
      parameters,
      responses: {
        [String(operation.response.status)]: success,
        default: {
          description: 'Any other error: `{ error: { code, message, field?, pointer? } }`.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    };
    if (operation.parts.body !== undefined) {
      entry.requestBody = {
        required: true,
        content: { 'application/json': { schema: { $ref: componentOf(operation.parts.body) } } },
      };
    }
    paths[operation.path] = { ...paths[operation.path], [operation.method.toLowerCase()]: entry };
  }
  while (pending.length > 0) {
    const target = pending.shift() as string;
    const { schema, baseId, key } = resolveRef(documents, target);
    components[pascalCase(key)] = bundle(withoutExtensions(schema, OPENAPI_EXTENSIONS), baseId);
  }

  return {
    openapi: '3.1.0',
    'x-generated': `${GENERATED_BANNER} Source: schemas/api (operations.json and the schemas it names).`,
    info: { title: api.info.title, version: '0.0.0', description: api.info.description },
    servers: [{ url: '/', description: 'This checkout (same origin)' }],
    tags: Object.entries(api.tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
  };
}
