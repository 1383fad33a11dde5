import fs from 'node:fs';
import path from 'node:path';
import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import { schemaIdOf } from './schemaIds';
import type { SchemaSource, SchemaSources } from './schemaSources';
import { ToolError } from './toolError';

/** Folder of the API contract: one schema file per resource and `operations.json`. */
export const API_DIR = 'schemas/api';

/** The parts of a request an operation declares, each a `$ref` to an object schema. */
export const REQUEST_PARTS = ['params', 'query', 'headers', 'body'] as const;

/** One part of a request. */
export type RequestPart = (typeof REQUEST_PARTS)[number];

/** One operation of `schemas/api/operations.json`, its `$ref`s made absolute. */
export interface ApiOperationSource {
  operationId: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** Absolute `$ref` (schema id and fragment) of each declared part. */
  parts: Partial<Record<RequestPart, string>>;
  response: { status: number; description: string; schema?: string; html?: boolean };
}

/** Everything under `schemas/api/`. */
export interface ApiSources {
  schemas: SchemaSource[];
  operations: ApiOperationSource[];
  info: { title: string; description: string };
  tags: Record<string, string>;
}

function readJson(rootDir: string, file: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(path.join(rootDir, file), 'utf8'));
  } catch (error) {
    throw new ToolError('invalid-json', `is not valid JSON (${(error as Error).message})`, file);
  }
  if (!isJsonObject(value)) throw new ToolError('invalid-json', 'must hold a JSON object', file);
  return value;
}

function text(object: JsonObject, key: string, file: string): string {
  const value = object[key];
  if (typeof value !== 'string' || value === '') {
    throw new ToolError('invalid-operation', `'${key}' must be a non-empty string`, file);
  }
  return value;
}

/**
 * Reads the API contract: `schemas/api/*.schema.json` (each `$id` its path) and the operation
 * list `schemas/api/operations.json`. Checks that operation ids are unique, that every `$ref`
 * names a `$defs` entry that exists, and that path parameters match the path template.
 */
export function loadApiSources(rootDir: string, platform: SchemaSources): ApiSources {
  const dir = path.join(rootDir, API_DIR);
  if (!fs.existsSync(dir))
    return { schemas: [], operations: [], info: { title: '', description: '' }, tags: {} };
  const schemas = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name): SchemaSource => {
      const file = `${API_DIR}/${name}`;
      const schema = readJson(rootDir, file);
      const id = schemaIdOf(file);
      if (schema.$id !== id) throw new ToolError('wrong-schema-id', `$id must be '${id}'`, file);
      return { file, id, schema };
    });
  const file = `${API_DIR}/operations.json`;
  const list = readJson(rootDir, file);
  const info = isJsonObject(list.info) ? list.info : {};
  const tags = isJsonObject(list.tags) ? list.tags : {};
  const all = [...platform.schemas, ...schemas];
  const seen = new Set<string>();
  const operations = (Array.isArray(list.operations) ? list.operations : []).map(
    (entry, index): ApiOperationSource => {
      const where = `${file} (operations[${index}])`;
      if (!isJsonObject(entry))
        throw new ToolError('invalid-operation', 'must be an object', where);
      const operationId = text(entry, 'operationId', where);
      if (seen.has(operationId)) {
        throw new ToolError(
          'duplicate-operation',
          `operationId '${operationId}' is listed twice`,
          where,
        );
      }
      seen.add(operationId);
      const method = text(entry, 'method', where).toUpperCase() as ApiOperationSource['method'];
      const opPath = text(entry, 'path', where);
      const tag = text(entry, 'tag', where);
      if (!(tag in tags))
        throw new ToolError('invalid-operation', `tag '${tag}' is not in 'tags'`, where);
      const parts: ApiOperationSource['parts'] = {};
      for (const part of REQUEST_PARTS) {
        const ref = entry[part];
        if (ref === undefined) continue;
        if (typeof ref !== 'string')
          throw new ToolError('invalid-operation', `'${part}' must be a $ref string`, where);
        const absolute = new URL(ref, schemaIdOf(`${API_DIR}/`)).href;
        resolveRef(all, absolute, where);
        parts[part] = absolute;
      }
      const pathNames = [...opPath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
      const declared = parts.params
        ? Object.keys(objectProperties(all, parts.params, where)).sort()
        : [];
      if (pathNames.sort().join(',') !== declared.join(',')) {
        throw new ToolError(
          'invalid-operation',
          `path parameters of '${opPath}' (${pathNames.join(', ') || 'none'}) differ from 'params' (${declared.join(', ') || 'none'})`,
          where,
        );
      }
      const response = entry.response;
      if (!isJsonObject(response) || typeof response.status !== 'number') {
        throw new ToolError('invalid-operation', "'response' must have a numeric 'status'", where);
      }
      const schema =
        typeof response.schema === 'string'
          ? new URL(response.schema, schemaIdOf(`${API_DIR}/`)).href
          : undefined;
      if (schema !== undefined) resolveRef(all, schema, where);
      return {
        operationId,
        method,
        path: opPath,
        tag,
        summary: text(entry, 'summary', where),
        description: text(entry, 'description', where),
        parts,
        response: {
          status: response.status,
          description: text(response, 'description', where),
          ...(schema === undefined ? {} : { schema }),
          ...(response.html === true ? { html: true } : {}),
        },
      };
    },
  );
  return {
    schemas,
    operations,
    info: { title: String(info.title ?? ''), description: String(info.description ?? '') },
    tags: Object.fromEntries(Object.entries(tags).map(([name, value]) => [name, String(value)])),
  };
}

/** A schema found by `$ref`: the schema and the id of the document it sits in. */
export interface ResolvedSchema {
  schema: JsonObject;
  baseId: string;
  /** `$defs` key of the target (`createLeadRequest`). */
  key: string;
}

/** Resolves an absolute `$ref` of the form `<document id>#/$defs/<key>`. */
export function resolveRef(
  documents: readonly SchemaSource[],
  ref: string,
  where?: string,
): ResolvedSchema {
  const [id, fragment = ''] = ref.split('#');
  const match = /^\/\$defs\/([^/]+)$/.exec(fragment);
  const document = documents.find((item) => item.id === id);
  const defs = document?.schema.$defs;
  const key = match?.[1];
  const schema = key !== undefined && isJsonObject(defs) ? defs[key] : undefined;
  if (!document || key === undefined || !isJsonObject(schema)) {
    throw new ToolError(
      'unresolved-ref',
      `$ref '${ref}' names no $defs entry of a known schema`,
      where,
    );
  }
  return { schema, baseId: document.id, key };
}

/** The `properties` of the object schema a `$ref` names. */
export function objectProperties(
  documents: readonly SchemaSource[],
  ref: string,
  where?: string,
): Record<string, JsonValue> {
  const { schema } = resolveRef(documents, ref, where);
  return isJsonObject(schema.properties) ? schema.properties : {};
}

/**
 * A copy of a schema without the `x-` annotations (messages and type hints for the tools),
 * except those `kept` names, renamed to their value (`{ 'x-field-rule': 'fieldRule' }` for
 * ajv, `{ 'x-field-rule': 'x-field-rule' }` for the OpenAPI document).
 */
export function withoutExtensions(
  value: JsonValue,
  kept: Readonly<Record<string, string>> = {},
): JsonValue {
  if (Array.isArray(value)) return value.map((item) => withoutExtensions(item, kept));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const keptAs = kept[key];
    if (keptAs !== undefined) out[keptAs] = item;
    else if (!key.startsWith('x-')) out[key] = withoutExtensions(item, kept);
  }
  return out;
}
