import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import { toJsonPointer } from './jsonPointer';

/** The structural rules of `npm run compat`: each names one way a schema can reject what it accepted. */
export type CompatRule =
  | 'required-added'
  | 'type-narrowed'
  | 'enum-narrowed'
  | 'const-changed'
  | 'bound-tightened'
  | 'pattern-changed'
  | 'format-changed'
  | 'unique-items-added'
  | 'multiple-of-changed'
  | 'object-closed'
  | 'property-removed'
  | 'constraint-added'
  | 'conditional-changed'
  | 'composition-changed'
  | 'schema-removed'
  | 'config-broken';

/** One backward-incompatible change, located by JSON pointer in the new schema. */
export interface SchemaChange {
  rule: CompatRule;
  /** Pointer of the new schema's value that carries the change (a keyword, or its object). */
  pointer: string;
  /** Pointer of the schema keyword an ajv error would name (`/properties/plan/required`). */
  keywordPointer: string;
  message: string;
}

/** Looks up a `$ref` target: `ref` resolved against the `$id` `baseId` of the document it sits in. */
export type RefResolver = (
  ref: string,
  baseId: string,
) => { schema: JsonValue; baseId: string } | undefined;

/** How to compare two revisions of one schema document. */
export interface SchemaDiffInput {
  oldSchema: JsonValue;
  newSchema: JsonValue;
  /** `$id` of the old and new documents (relative `$ref`s resolve against them). */
  oldBaseId: string;
  newBaseId: string;
  resolveOld: RefResolver;
  resolveNew: RefResolver;
}

const LOWER_BOUNDS = [
  'minimum',
  'exclusiveMinimum',
  'minLength',
  'minItems',
  'minProperties',
  'minContains',
] as const;
const UPPER_BOUNDS = [
  'maximum',
  'exclusiveMaximum',
  'maxLength',
  'maxItems',
  'maxProperties',
  'maxContains',
] as const;

/** Deep equality of JSON values (object key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => jsonEqual(item, b[index]))
    );
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
    );
  }
  return false;
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function typesOf(schema: JsonObject): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type))
    return schema.type.filter((t): t is string => typeof t === 'string');
  return undefined;
}

function allowedValues(schema: JsonObject): JsonValue[] | undefined {
  if (Object.hasOwn(schema, 'const')) return [schema.const as JsonValue];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

function isClosed(schema: JsonObject): boolean {
  return schema.additionalProperties === false || schema.unevaluatedProperties === false;
}

function asObject(schema: JsonValue | undefined): JsonObject | false {
  if (schema === undefined || schema === true) return {};
  if (schema === false) return false;
  return isJsonObject(schema) ? schema : {};
}

interface Walk {
  oldBaseId: string;
  newBaseId: string;
  /** Pointer in the new document of the node being compared. */
  pointer: string;
  /** When the node was reached through a changed `$ref`: report at the `$ref` instead. */
  pinned: string | undefined;
  depth: number;
}

/**
 * Compares two revisions of a JSON Schema under BACKWARD compatibility (every value the old one
 * accepts, the new one must accept) and lists the changes that may reject a value the old one
 * accepted: a required property added, a type or enum narrowed, a const changed, a bound
 * tightened or added, a pattern or format changed, an object closed or a property removed from
 * a closed object, a new condition (`if`/`then`) or other new constraint. Walks `properties`,
 * `items`, `allOf` (by position), `$defs` (by name) and follows a `$ref` whose target changed.
 * Adding an optional property is never reported. Conservative where containment cannot be
 * decided (any changed pattern is reported); the empirical pass tells whether a config breaks.
 */
export function diffSchemaCompat(input: SchemaDiffInput): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const seen = new Set<string>();

  const report = (
    walk: Walk,
    rule: CompatRule,
    suffix: string,
    message: string,
    keywordSuffix: string = suffix,
  ): void => {
    const pointer = walk.pinned ?? `${walk.pointer}${suffix}`;
    const where =
      walk.pinned === undefined ? '' : ` (at ${walk.pointer}${suffix} of the $ref target)`;
    const change: SchemaChange = {
      rule,
      pointer,
      keywordPointer: walk.pinned ?? `${walk.pointer}${keywordSuffix}`,
      message: `${message}${where}`,
    };
    const key = `${change.rule}\u0000${change.pointer}\u0000${change.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    changes.push(change);
  };

  const child = (walk: Walk, ...segments: Array<string | number>): Walk => ({
    ...walk,
    pointer: `${walk.pointer}${toJsonPointer(segments)}`,
    depth: walk.depth + 1,
  });

  const compare = (
    oldValue: JsonValue | undefined,
    newValue: JsonValue | undefined,
    walk: Walk,
  ): void => {
    if (walk.depth > 64) return;
    const oldNode = asObject(oldValue);
    const newNode = asObject(newValue);
    if (newNode === false) {
      if (oldNode !== false)
        report(walk, 'constraint-added', '', 'the schema is now `false`: no value is accepted');
      return;
    }
    if (oldNode === false) return;

    compareRef(oldNode, newNode, walk);
    compareTypes(oldNode, newNode, walk);
    compareValues(oldNode, newNode, walk);
    compareBounds(oldNode, newNode, walk);
    compareObject(oldNode, newNode, walk);
    compareArray(oldNode, newNode, walk);
    compareComposition(oldNode, newNode, walk);
    if (walk.pinned === undefined && walk.depth === 0) compareDefs(oldNode, newNode, walk);
  };

  const compareRef = (oldNode: JsonObject, newNode: JsonObject, walk: Walk): void => {
    const oldRef = typeof oldNode.$ref === 'string' ? oldNode.$ref : undefined;
    const newRef = typeof newNode.$ref === 'string' ? newNode.$ref : undefined;
    if (newRef === undefined) return;
    const oldTarget = oldRef === undefined ? undefined : input.resolveOld(oldRef, walk.oldBaseId);
    const newTarget = input.resolveNew(newRef, walk.newBaseId);
    if (newTarget === undefined) return;
    // The same $ref to the same place: its target is compared where it is defined.
    if (
      oldRef !== undefined &&
      new URL(oldRef, walk.oldBaseId).href === new URL(newRef, walk.newBaseId).href
    ) {
      return;
    }
    const oldInline = Object.fromEntries(Object.entries(oldNode).filter(([key]) => key !== '$ref'));
    compare(oldRef === undefined ? oldInline : (oldTarget?.schema ?? {}), newTarget.schema, {
      oldBaseId: oldTarget?.baseId ?? walk.oldBaseId,
      newBaseId: newTarget.baseId,
      pointer: walk.pinned === undefined ? '' : walk.pointer,
      pinned: walk.pinned ?? `${walk.pointer}/$ref`,
      depth: walk.depth + 1,
    });
  };

  const compareTypes = (oldNode: JsonObject, newNode: JsonObject, walk: Walk): void => {
    const newTypes = typesOf(newNode);
    if (newTypes === undefined) return;
    const oldTypes = typesOf(oldNode);
    const accepts = (type: string): boolean =>
      newTypes.includes(type) || (type === 'integer' && newTypes.includes('number'));
    if (oldTypes === undefined) {
      if (allowedValues(oldNode) === undefined && typeof oldNode.$ref !== 'string') {
        report(
          walk,
          'type-narrowed',
          '/type',
          `type is now ${show(newNode.type)} (any type before)`,
        );
      }
      return;
    }
    const lost = oldTypes.filter((type) => !accepts(type));
    if (lost.length > 0) {
      report(
        walk,
        'type-narrowed',
        '/type',
        `type ${show(oldNode.type)} narrowed to ${show(newNode.type)}`,
      );
    }
  };

  const compareValues = (oldNode: JsonObject, newNode: JsonObject, walk: Walk): void => {
    const newAllowed = allowedValues(newNode);
    if (newAllowed === undefined) return;
    const oldAllowed = allowedValues(oldNode);
    const keyword = Object.hasOwn(newNode, 'const') ? 'const' : 'enum';
    if (oldAllowed === undefined) {
      report(
        walk,
        keyword === 'const' ? 'const-changed' : 'enum-narrowed',
        `/${keyword}`,
        keyword === 'const'
          ? `value is now fixed to ${show(newNode.const)}`
          : `value is now limited to ${newAllowed.map(show).join(', ')}`,
      );
      return;
    }
    const lost = oldAllowed.filter((value) => !newAllowed.some((kept) => jsonEqual(kept, value)));
    if (lost.length === 0) return;
    if (keyword === 'const') {
      report(
        walk,
        'const-changed',
        '/const',
        `const changed from ${oldAllowed.map(show).join(', ')} to ${show(newNode.const)}`,
      );
    } else {
      report(walk, 'enum-narrowed', '/enum', `enum lost ${lost.map(show).join(', ')}`);
    }
  };

  const compareBounds = (oldNode: JsonObject, newNode: JsonObject, walk: Walk): void => {
    for (const [keywords, tighter] of [
      [LOWER_BOUNDS, (a: number, b: number) => a > b],
      [UPPER_BOUNDS, (a: number, b: number) => a < b],
    ] as const) {
      for (const keyword of keywords) {
        const next = newNode[keyword];
        if (typeof next !== 'number') continue;
        const before = oldNode[keyword];
        if (typeof before !== 'number') {
          report(walk, 'bound-tightened', `/${keyword}`, `${keyword} ${next} added`);
        } else if (tighter(next, before)) {
          report(
            walk,
            'bound-tightened',
            `/${keyword}`,
            `${keyword} tightened from ${before} to ${next}`,
          );
        }
      }
    }
    if (typeof newNode.pattern === 'string' && newNode.pattern !== oldNode.pattern) {
      report(
        walk,
        'pattern-changed',
        '/pattern',
        typeof oldNode.pattern === 'string'
          ? `pattern changed from ${show(oldNode.pattern)} to ${show(newNode.pattern)}`
          : `pattern ${show(newNode.pattern)} added`,
      );
    }
    if (typeof newNode.format === 'string' && newNode.format !== oldNode.format) {
      report(
        walk,
        'format-changed',
        '/format',
        `format ${show(newNode.format)} ${typeof oldNode.format === 'string' ? `replaces ${show(oldNode.format)}` : 'added'}`,
      );
    }
    if (newNode.uniqueItems === true && oldNode.uniqueItems !== true) {
      report(walk, 'unique-items-added', '/uniqueItems', 'items must now be unique');
    }
    if (typeof newNode.multipleOf === 'number' && newNode.multipleOf !== oldNode.multipleOf) {
      report(walk, 'multiple-of-changed', '/multipleOf', `multipleOf is now ${newNode.multipleOf}`);
    }
  };

  const compareObject = (oldNode: JsonObject, newNode: JsonObject, walk: Walk): void => {
    const oldRequired = Array.isArray(oldNode.required) ? oldNode.required : [];
    if (Array.isArray(newNode.required)) {
      newNode.required.forEach((name, index) => {
        if (!oldRequired.includes(name)) {
          report(
            walk,
            'required-added',
            `/required/${index}`,
            `property ${show(name)} is now required`,
          );
        }
      });
    }
    const oldProperties = isJsonObject(oldNode.properties) ? oldNode.properties : {};
    const newProperties = isJsonObject(newNode.properties) ? newNode.properties : {};
    const oldClosed = isClosed(oldNode);
    for (const [name, schema] of Object.entries(newProperties)) {
      if (Object.hasOwn(oldProperties, name)) {
        compare(oldProperties[name], schema, child(walk, 'properties', name));
      } else if (isJsonObject(oldNode.additionalProperties)) {
        // A new named property of a map: values under that name were checked by the map's schema.
        compare(oldNode.additionalProperties, schema, child(walk, 'properties', name));
      }
      // Otherwise a new optional property: the old schema either refused it (closed) or left it
      // unconstrained (open, as in a schema meant for `allOf`); neither is reported.
    }
    if (isClosed(newNode)) {
      for (const name of Object.keys(oldProperties)) {
        if (!Object.hasOwn(newProperties, name) && !isJsonObject(newNode.additionalProperties)) {
          report(
            walk,
            'property-removed',
            '/properties',
            `property ${show(name)} was removed from a closed object`,
            newNode.additionalProperties === false
              ? '/additionalProperties'
              : '/unevaluatedProperties',
          );
        }
      }
    }
    for (const keyword of ['additionalProperties', 'unevaluatedProperties'] as const) {
      const before = oldNode[keyword];
      const after = newNode[keyword];
      if (after === false && before !== false) {
        if (!oldClosed)
          report(
            walk,
            'object-closed',
            `/${keyword}`,
            `${keyword}: false closes an object that was open`,
          );
      } else if (isJsonObject(after) && before !== false) {
        compare(before, after, child(walk, keyword));
      }
    }
    for (const keyword of ['propertyNames', 'patternProperties', 'dependentSchemas'] as const) {
      const before = oldNode[keyword];
      const after = newNode[keyword];
      if (after === undefined || jsonEqual(before, after)) continue;
      if (keyword === 'propertyNames') compare(before, after, child(walk, keyword));
      else if (isJsonObject(after)) {
        const previous = isJsonObject(before) ? before : {};
        for (const [name, schema] of Object.entries(after)) {
          compare(previous[name], schema, child(walk, keyword, name));
        }
      }
    }
    if (isJsonObject(newNode.dependentRequired)) {
      const before = isJsonObject(oldNode.dependentRequired) ? oldNode.dependentRequired : {};
      for (const [name, needs] of Object.entries(newNode.dependentRequired)) {
        const had = Array.isArray(before[name]) ? before[name] : [];
        const added = (Array.isArray(needs) ? needs : []).filter((need) => !had.includes(need));
        if (added.length > 0) {
          report(
            walk,
            'required-added',
            `/dependentRequired/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
            `with ${show(name)}, ${added.map(show).join(', ')} ${added.length === 1 ? 'is' : 'are'} now required`,
          );
        }
      }
    }
  };

  const compareArray = (oldNode: JsonObject, newNode: JsonObject, walk: Walk): void => {
    if (newNode.items !== undefined) compare(oldNode.items, newNode.items, child(walk, 'items'));
    if (Array.isArray(newNode.prefixItems)) {
      const before = Array.isArray(oldNode.prefixItems) ? oldNode.prefixItems : [];
      newNode.prefixItems.forEach((schema, index) => {
        compare(before[index] ?? oldNode.items, schema, child(walk, 'prefixItems', index));
      });
    }
    if (newNode.contains !== undefined && !jsonEqual(oldNode.contains, newNode.contains)) {
      report(walk, 'constraint-added', '/contains', 'contains added or changed');
    }
  };

  const compareComposition = (oldNode: JsonObject, newNode: JsonObject, walk: Walk): void => {
    if (Array.isArray(newNode.allOf)) {
      const before = Array.isArray(oldNode.allOf) ? oldNode.allOf : [];
      newNode.allOf.forEach((schema, index) => {
        compare(before[index], schema, child(walk, 'allOf', index));
      });
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const after = newNode[keyword];
      if (!Array.isArray(after)) continue;
      const before = oldNode[keyword];
      if (jsonEqual(before, after)) continue;
      if (Array.isArray(before) && before.length === after.length) {
        after.forEach((schema, index) =>
          compare(before[index], schema, child(walk, keyword, index)),
        );
      } else if (!Array.isArray(before) || after.length < before.length || keyword === 'oneOf') {
        report(
          walk,
          'composition-changed',
          `/${keyword}`,
          `${keyword} branches changed (${Array.isArray(before) ? before.length : 0} → ${after.length})`,
        );
      }
    }
    if (newNode.not !== undefined && !jsonEqual(oldNode.not, newNode.not)) {
      report(walk, 'constraint-added', '/not', '`not` added or changed');
    }
    if (newNode.if !== undefined) {
      if (jsonEqual(oldNode.if, newNode.if)) {
        if (newNode.then !== undefined) compare(oldNode.then, newNode.then, child(walk, 'then'));
        if (newNode.else !== undefined) compare(oldNode.else, newNode.else, child(walk, 'else'));
      } else {
        report(
          walk,
          'conditional-changed',
          '/if',
          oldNode.if === undefined
            ? 'a condition (if/then) was added'
            : 'the condition (if) changed',
        );
      }
    }
  };

  const compareDefs = (oldNode: JsonObject, newNode: JsonObject, walk: Walk): void => {
    for (const keyword of ['$defs', 'definitions'] as const) {
      const before = oldNode[keyword];
      const after = newNode[keyword];
      if (!isJsonObject(before) || !isJsonObject(after)) continue;
      for (const [name, schema] of Object.entries(after)) {
        if (Object.hasOwn(before, name)) compare(before[name], schema, child(walk, keyword, name));
      }
    }
  };

  compare(input.oldSchema, input.newSchema, {
    oldBaseId: input.oldBaseId,
    newBaseId: input.newBaseId,
    pointer: '',
    pinned: undefined,
    depth: 0,
  });
  return changes;
}
