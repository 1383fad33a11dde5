/**
 * The schemas the studio's forms are drawn from: each template's `props.schema.json` with its
 * `$ref`s (common props, enums) inlined and its `allOf` merged into one object schema, so RJSF
 * shows every prop with its title, description, enum, default and examples. A display copy
 * only: validation always uses the generated validators of the original schemas. Server-only
 * (reads the schema files).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonSchema } from '@/studio/studioTypes';

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSchema(file: string): JsonSchema {
  return JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
}

/** Every schema of the repository at `root` by `$id`: platform schemas and template props schemas. */
export function loadSchemasById(root: string): Map<string, JsonSchema> {
  const byId = new Map<string, JsonSchema>();
  const add = (file: string) => {
    const schema = readSchema(file);
    if (typeof schema.$id === 'string') byId.set(schema.$id, schema);
  };
  for (const name of readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.schema.json')))
    add(join(root, 'schemas', name));
  for (const id of readdirSync(join(root, 'templates'))) {
    const file = join(root, 'templates', id, 'props.schema.json');
    if (existsSync(file)) add(file);
  }
  return byId;
}

function resolvePointer(schema: JsonSchema, fragment: string): unknown {
  if (fragment === '' || fragment === '/') return schema;
  let node: unknown = schema;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

const DROPPED = new Set(['$schema', '$id', '$defs', '$comment', 'unevaluatedProperties']);

/** Inlines every `$ref` (relative to `baseId`) and merges `allOf` object schemas into one. */
export function inlineSchema(
  schema: unknown,
  baseId: string,
  byId: ReadonlyMap<string, JsonSchema>,
  depth = 0,
): unknown {
  if (depth > 40) throw new Error(`STUDIO_SCHEMA_TOO_DEEP: ${baseId}`);
  if (Array.isArray(schema))
    return schema.map((item) => inlineSchema(item, baseId, byId, depth + 1));
  if (!isObject(schema)) return schema;
  const base = typeof schema.$id === 'string' ? schema.$id : baseId;
  let out: JsonSchema = {};
  if (typeof schema.$ref === 'string') {
    const url = new URL(schema.$ref, base);
    const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
    url.hash = '';
    const document = byId.get(url.href);
    if (!document) throw new Error(`STUDIO_SCHEMA_REF_UNKNOWN: ${schema.$ref} from ${base}`);
    const target = resolvePointer(document, fragment);
    out = { ...(inlineSchema(target, url.href, byId, depth + 1) as JsonSchema) };
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' || DROPPED.has(key)) continue;
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [
          name,
          inlineSchema(sub, base, byId, depth + 1),
        ]),
      );
    } else if (key === 'allOf' && Array.isArray(value)) {
      continue;
    } else if (
      ['items', 'additionalProperties', 'not', 'contains'].includes(key) &&
      isObject(value)
    ) {
      out[key] = inlineSchema(value, base, byId, depth + 1);
    } else out[key] = value;
  }
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const merged = inlineSchema(part, base, byId, depth + 1) as JsonSchema;
      // The schema's own properties first, then the shared ones (media, style, plan, voucher).
      out.properties = {
        ...(out.properties as JsonSchema | undefined),
        ...(merged.properties as JsonSchema | undefined),
      };
      out.required = [
        ...new Set([
          ...((out.required as string[]) ?? []),
          ...((merged.required as string[]) ?? []),
        ]),
      ];
      if ((out.required as string[]).length === 0) delete out.required;
      for (const [key, value] of Object.entries(merged)) {
        if (key !== 'properties' && key !== 'required' && !(key in out)) out[key] = value;
      }
    }
  }
  return out;
}

/** The display schema of every template's props, by template id. */
export function loadFormSchemas(
  root: string,
  templateIds: readonly string[],
): Record<string, JsonSchema> {
  const byId = loadSchemasById(root);
  const out: Record<string, JsonSchema> = {};
  for (const id of templateIds) {
    const schemaId = `https://trilha.dev/templates/${id}/props.schema.json`;
    const schema = byId.get(schemaId);
    if (schema) out[id] = inlineSchema(schema, schemaId, byId) as JsonSchema;
  }
  return out;
}
