import { buildStepSchema } from './buildStepSchema';
import { isJsonObject } from './jsonValue';
import type { JsonObject } from './jsonValue';
import { parseJsonPointer } from './jsonPointer';
import { loadSchemaSources } from './schemaSources';
import { schemaIdOf, STEP_SCHEMA_PATH } from './schemaIds';

/** A schema node together with the `$id` of the document it belongs to. */
interface ScopedSchema {
  node: JsonObject;
  baseId: string;
}

/** Whether `data` meets an `if` made of `properties.<name>.const` and `required` only. */
function matchesConsts(condition: JsonObject, data: unknown): boolean {
  if (!isJsonObject(data)) return false;
  const required = Array.isArray(condition.required) ? condition.required : [];
  if (required.some((name) => typeof name !== 'string' || !Object.hasOwn(data, name))) return false;
  const properties = isJsonObject(condition.properties) ? condition.properties : {};
  return Object.entries(properties).every(
    ([name, schema]) =>
      isJsonObject(schema) &&
      Object.hasOwn(schema, 'const') &&
      (!Object.hasOwn(data, name) || data[name] === schema.const),
  );
}

/** What the schemas say about one location of a document. */
export interface SchemaFacts {
  /** Property names allowed at the location (for "did you mean" on an unknown property). */
  propertyNames: string[];
  /** Title of the location, from the first schema node that has one. */
  title: string | undefined;
  /** Description of the location, from the first schema node that has one. */
  description: string | undefined;
}

/**
 * Read-only index of the registry's schemas (as JSON, never compiled) that answers what the
 * schemas say about a location in a document: which properties it allows and how it is
 * documented. The validator uses it to turn ajv errors into helpful sentences.
 */
export class SchemaIndex {
  private readonly documents = new Map<string, JsonObject>();

  constructor(documents: readonly JsonObject[]) {
    for (const document of documents) {
      if (typeof document.$id === 'string') this.documents.set(document.$id, document);
    }
  }

  /** Indexes the schemas and templates of the repo at `rootDir`, step schema included. */
  static load(rootDir: string): SchemaIndex {
    const sources = loadSchemaSources(rootDir);
    return new SchemaIndex([
      ...sources.schemas.map((source) => source.schema),
      buildStepSchema(sources.templates),
      ...sources.templates.map((template) => template.propsSchema),
    ]);
  }

  /** `$id` of the step schema, for documents that are a single step. */
  static readonly stepSchemaId = schemaIdOf(STEP_SCHEMA_PATH);

  private resolve(ref: string, baseId: string): ScopedSchema | undefined {
    const url = new URL(ref, baseId);
    const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
    url.hash = '';
    const document = this.documents.get(url.href);
    if (document === undefined) return undefined;
    let node: unknown = document;
    for (const segment of parseJsonPointer(fragment)) {
      node = isJsonObject(node) ? node[segment] : undefined;
    }
    return isJsonObject(node) ? { node, baseId: url.href } : undefined;
  }

  private applicable(scoped: ScopedSchema, data: unknown, depth = 0): ScopedSchema[] {
    if (depth > 32) return [];
    const { node, baseId } = scoped;
    const found: ScopedSchema[] = [scoped];
    if (typeof node.$ref === 'string') {
      const target = this.resolve(node.$ref, baseId);
      if (target !== undefined) found.push(...this.applicable(target, data, depth + 1));
    }
    if (Array.isArray(node.allOf)) {
      for (const item of node.allOf) {
        if (isJsonObject(item))
          found.push(...this.applicable({ node: item, baseId }, data, depth + 1));
      }
    }
    // `if`/`then` as the step schema uses it: a `then` applies when every `const` of the `if`
    // matches the data (and its required properties are there).
    if (isJsonObject(node.if) && isJsonObject(node.then) && matchesConsts(node.if, data)) {
      found.push(...this.applicable({ node: node.then, baseId }, data, depth + 1));
    }
    const branches = Array.isArray(node.oneOf)
      ? node.oneOf
      : Array.isArray(node.anyOf)
        ? node.anyOf
        : [];
    const tag = isJsonObject(node.discriminator) ? node.discriminator.propertyName : undefined;
    for (const branch of branches) {
      if (!isJsonObject(branch)) continue;
      if (typeof tag === 'string') {
        const tagSchema = isJsonObject(branch.properties) ? branch.properties[tag] : undefined;
        const tagValue = isJsonObject(data) ? data[tag] : undefined;
        if (!isJsonObject(tagSchema) || tagSchema.const !== tagValue) continue;
      }
      found.push(...this.applicable({ node: branch, baseId }, data, depth + 1));
    }
    return found;
  }

  private descend(
    scopes: readonly ScopedSchema[],
    segment: string,
    child: unknown,
  ): ScopedSchema[] {
    const next: ScopedSchema[] = [];
    for (const { node, baseId } of scopes) {
      const property = isJsonObject(node.properties) ? node.properties[segment] : undefined;
      if (isJsonObject(property)) next.push(...this.applicable({ node: property, baseId }, child));
      else if (/^\d+$/.test(segment) && isJsonObject(node.items)) {
        next.push(...this.applicable({ node: node.items, baseId }, child));
      } else if (isJsonObject(node.additionalProperties)) {
        next.push(...this.applicable({ node: node.additionalProperties, baseId }, child));
      }
    }
    return next;
  }

  /**
   * What the schema `rootId` says about the location `instancePath` of `data`, following
   * `$ref`, `allOf`, a discriminator and the `templateId` if/then of steps.
   */
  factsAt(rootId: string, data: unknown, instancePath: string): SchemaFacts {
    const root = this.documents.get(rootId);
    if (root === undefined) return { propertyNames: [], title: undefined, description: undefined };
    let value = data;
    let scopes = this.applicable({ node: root, baseId: rootId }, value);
    for (const segment of parseJsonPointer(instancePath)) {
      value = Array.isArray(value)
        ? value[Number(segment)]
        : isJsonObject(value)
          ? value[segment]
          : undefined;
      scopes = this.descend(scopes, segment, value);
    }
    const names = new Set<string>();
    for (const { node } of scopes) {
      if (isJsonObject(node.properties))
        for (const name of Object.keys(node.properties)) names.add(name);
    }
    const titled = scopes.find(({ node }) => typeof node.title === 'string');
    const described = scopes.find(({ node }) => typeof node.description === 'string');
    return {
      propertyNames: [...names],
      title: titled === undefined ? undefined : String(titled.node.title),
      description: described === undefined ? undefined : String(described.node.description),
    };
  }
}
