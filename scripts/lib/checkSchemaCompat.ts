import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { buildStepSchema } from './buildStepSchema';
import { createSchemaAjv } from './createSchemaAjv';
import { diffSchemaCompat } from './diffSchemaCompat';
import type { CompatRule, RefResolver, SchemaChange } from './diffSchemaCompat';
import { SCHEMA_FILE_BY_KIND } from './configFileKind';
import type { ConfigKind } from './configFileKind';
import { locatePointer, parseJsonDocument } from './jsonLocation';
import type { JsonDocument } from './jsonLocation';
import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import { valueAtPointer } from './jsonPointer';
import { loadConfigTree } from './loadConfigTree';
import { opsLocation } from './opsLocation';
import { baseFor, chooseBaseMode, listAtCommit, readAtCommit } from './schemaRevisions';
import type { BaseMode } from './schemaRevisions';
import { SCHEMA_BASE_URI, schemaIdOf } from './schemaIds';
import { loadSchemaSources } from './schemaSources';
import { ToolError } from './toolError';
import type { SchemaSources } from './schemaSources';

/** Repo path of the list of breaks that were made on purpose. */
export const ACKNOWLEDGED_FILE = 'schemas/compat-acknowledged.json';

/** A config under `brands/` that the old schema accepts and the new one rejects. */
export interface ConfigBreak {
  file: string;
  line: number;
  column: number;
  /** Pointer of the first new error in the config. */
  pointer: string;
  /** The place in ops terms (`flow "default", step "payment" (props.plans[0])`), when in a flow. */
  where: string | undefined;
  /** The new validator's complaint. */
  message: string;
}

/** One backward-incompatible change of one schema. */
export interface CompatFinding {
  /** Posix path of the schema (the new one; the old one when it was removed). */
  schema: string;
  line: number;
  column: number;
  rule: CompatRule;
  pointer: string;
  /** Pointer of the schema keyword an ajv error would name (see `SchemaChange`). */
  keywordPointer: string;
  message: string;
  /** What the schema was compared with. */
  base: string;
  /** Configs it breaks (found by validating every config with the old and the new schema). */
  configs: ConfigBreak[];
  /** The reason given in `schemas/compat-acknowledged.json`, when the break is acknowledged. */
  acknowledged: string | undefined;
}

/** What `npm run compat` found. */
export interface CompatReport {
  /** Schemas whose base differs from the working tree. */
  changedSchemas: string[];
  /** Schemas looked at. */
  schemaCount: number;
  findings: CompatFinding[];
  /** Why a schema could not be compared (new schema, shallow clone, ...). */
  notes: Array<{ schema: string; note: string }>;
  /** How bases were chosen. */
  mode: BaseMode['kind'];
}

/** An acknowledged break: a schema, a rule and optionally the pointer it is at, with a reason. */
export interface Acknowledgement {
  schema: string;
  rule: CompatRule;
  pointer?: string;
  reason: string;
}

const SCHEMA_FILE = /^(schemas\/[^/]+\.schema\.json|templates\/[^/]+\/props\.schema\.json)$/;
const CONFIG_KINDS: readonly ConfigKind[] = ['brand', 'theme', 'product', 'catalogue'];

function readText(rootDir: string, file: string): string | undefined {
  const absolute = path.join(rootDir, file);
  return fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined;
}

function listWorkingSchemas(rootDir: string): string[] {
  const found: string[] = [];
  const schemasDir = path.join(rootDir, 'schemas');
  if (fs.existsSync(schemasDir)) {
    for (const name of fs.readdirSync(schemasDir)) found.push(`schemas/${name}`);
  }
  const templatesDir = path.join(rootDir, 'templates');
  if (fs.existsSync(templatesDir)) {
    for (const name of fs.readdirSync(templatesDir)) {
      if (fs.existsSync(path.join(templatesDir, name, 'props.schema.json'))) {
        found.push(`templates/${name}/props.schema.json`);
      }
    }
  }
  return found.filter((file) => SCHEMA_FILE.test(file));
}

/** Reads `schemas/compat-acknowledged.json` (an absent file acknowledges nothing). */
export function loadAcknowledgements(rootDir: string): Acknowledgement[] {
  const text = readText(rootDir, ACKNOWLEDGED_FILE);
  if (text === undefined) return [];
  const data = parseJson(text);
  if (data === undefined)
    throw new ToolError('invalid-json', 'is not valid JSON', ACKNOWLEDGED_FILE);
  const list = isJsonObject(data) && Array.isArray(data.acknowledged) ? data.acknowledged : [];
  return list.filter(
    (item): item is JsonObject & Acknowledgement =>
      isJsonObject(item) &&
      typeof item.schema === 'string' &&
      typeof item.rule === 'string' &&
      typeof item.reason === 'string',
  );
}

function parseJson(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

/** Resolves `$ref`s against documents read by repo path (ids mirror paths: see schemaIds.ts). */
function makeResolver(read: (file: string) => string | undefined): RefResolver {
  const cache = new Map<string, JsonValue | undefined>();
  return (ref, baseId) => {
    const url = new URL(ref, baseId);
    const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
    url.hash = '';
    if (!url.href.startsWith(SCHEMA_BASE_URI)) return undefined;
    const file = url.href.slice(SCHEMA_BASE_URI.length);
    if (!cache.has(file)) {
      const text = read(file);
      cache.set(file, text === undefined ? undefined : parseJson(text));
    }
    const document = cache.get(file);
    if (document === undefined) return undefined;
    const schema = valueAtPointer(document, fragment) as JsonValue | undefined;
    return schema === undefined ? undefined : { schema, baseId: url.href };
  };
}

/** The sources with the schema at `file` replaced by `schema` (or a template added back). */
function withSchema(
  sources: SchemaSources,
  file: string,
  schema: JsonObject,
  oldManifest: JsonObject | undefined,
): SchemaSources {
  const match = /^templates\/([^/]+)\/props\.schema\.json$/.exec(file);
  if (match === null) {
    return {
      ...sources,
      schemas: sources.schemas.map((source) =>
        source.file === file ? { ...source, schema } : source,
      ),
    };
  }
  const id = match[1] ?? '';
  const exists = sources.templates.some((template) => template.id === id);
  if (exists) {
    return {
      ...sources,
      templates: sources.templates.map((template) =>
        template.id === id ? { ...template, propsSchema: schema } : template,
      ),
    };
  }
  const text = (key: string): string =>
    typeof oldManifest?.[key] === 'string' ? String(oldManifest[key]) : id;
  const added = {
    id,
    route: text('route'),
    title: text('title'),
    description: text('description'),
    manifest: oldManifest ?? {},
    manifestFile: `templates/${id}/template.json`,
    propsFile: file,
    propsSchema: schema,
    componentName: undefined,
  };
  return {
    ...sources,
    templates: [...sources.templates, added].sort((a, b) => (a.id < b.id ? -1 : 1)),
  };
}

interface LoadedConfig {
  file: string;
  kind: ConfigKind;
  document: JsonDocument;
}

type Verdicts = Map<string, ErrorObject[] | null>;

/** Validates every config with the schemas of `sources`: null for valid, else the errors. */
function validateAll(sources: SchemaSources, configs: readonly LoadedConfig[]): Verdicts {
  // Not strict: schema hygiene is `npm run generate`'s job; here only what is accepted counts.
  const ajv = createSchemaAjv(
    sources,
    buildStepSchema(sources.templates),
    { strict: false },
    { withAnnotations: false },
  );
  const verdicts: Verdicts = new Map();
  for (const config of configs) {
    const validate = ajv.getSchema(schemaIdOf(`schemas/${SCHEMA_FILE_BY_KIND[config.kind]}`));
    if (validate === undefined) continue;
    verdicts.set(config.file, validate(config.document.data) ? null : [...(validate.errors ?? [])]);
  }
  return verdicts;
}

function keywordOf(error: ErrorObject): string {
  return decodeURIComponent(error.schemaPath.replace(/^[^#]*#/, ''));
}

/** Whether an ajv error comes from the keyword a structural change is about. */
function errorMatches(error: ErrorObject, change: SchemaChange): boolean {
  // A template whose props gain a first required prop makes the step require `props` itself.
  if (
    error.keyword === 'required' &&
    (error.params as { missingProperty?: unknown }).missingProperty === 'props' &&
    change.rule === 'required-added' &&
    /^\/required\/\d+$/.test(change.keywordPointer)
  ) {
    return true;
  }
  const keyword = keywordOf(error);
  return keyword === change.keywordPointer || change.keywordPointer.startsWith(`${keyword}/`);
}

function toBreak(config: LoadedConfig, error: ErrorObject): ConfigBreak {
  const pointer = error.instancePath;
  const position = locatePointer(config.document, pointer);
  const detail =
    error.keyword === 'required'
      ? `missing required property '${String((error.params as { missingProperty?: unknown }).missingProperty)}'`
      : error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties'
        ? `unknown property '${String(
            (error.params as { additionalProperty?: unknown; unevaluatedProperty?: unknown })
              .additionalProperty ??
              (error.params as { unevaluatedProperty?: unknown }).unevaluatedProperty,
          )}'`
        : (error.message ?? error.keyword);
  return {
    file: config.file,
    ...position,
    pointer,
    where: opsLocation(config.document.data, pointer),
    message: detail,
  };
}

/** Errors of the new verdict that the old one did not have (by instance path and keyword). */
function newErrors(before: ErrorObject[] | null, after: ErrorObject[]): ErrorObject[] {
  const known = new Set((before ?? []).map((error) => `${error.instancePath} ${error.schemaPath}`));
  const fresh = after.filter((error) => !known.has(`${error.instancePath} ${error.schemaPath}`));
  const meaningful = fresh.filter(
    (error) => error.keyword !== 'if' && error.keyword !== 'anyOf' && error.keyword !== 'oneOf',
  );
  return meaningful.length > 0 ? meaningful : fresh;
}

/**
 * Compares every platform schema (`schemas/*.schema.json`) and template props schema
 * (`templates/<id>/props.schema.json`) of the working tree at `rootDir` with its base revision
 * (see `chooseBaseMode` and `baseFor`) under BACKWARD compatibility: structurally
 * (`diffSchemaCompat`) and empirically (every config under `brands/` validated with the old
 * and the new schema; one valid before and invalid now is a break, whether or not a structural
 * rule saw it). Breaks listed in `schemas/compat-acknowledged.json` are marked acknowledged.
 */
export function checkSchemaCompat(
  rootDir: string,
  options: { against?: string } = {},
): CompatReport {
  const mode = chooseBaseMode(rootDir, options.against);
  const working = listWorkingSchemas(rootDir);
  const listed = new Set(working);
  if (mode.kind !== 'none') {
    const reference =
      mode.kind === 'against' ? mode.commit : mode.kind === 'branch' ? mode.mergeBase : 'HEAD';
    for (const file of [
      ...listAtCommit(rootDir, reference, 'schemas'),
      ...listAtCommit(rootDir, reference, 'templates'),
    ]) {
      if (SCHEMA_FILE.test(file)) listed.add(file);
    }
  }
  const files = [...listed].sort();
  const acknowledgements = loadAcknowledgements(rootDir);
  const notes: CompatReport['notes'] = [];
  const changedSchemas: string[] = [];
  const findings: CompatFinding[] = [];
  const swaps: Array<{
    file: string;
    schema: JsonObject;
    manifest: JsonObject | undefined;
    changes: CompatFinding[];
    base: string;
    commit: string;
  }> = [];

  if (mode.kind === 'none') notes.push({ schema: '*', note: mode.note });
  for (const file of files) {
    const newText = readText(rootDir, file);
    const base = baseFor(rootDir, mode, file, newText);
    if (base.commit === undefined) {
      if (mode.kind !== 'none' && base.note !== undefined)
        notes.push({ schema: file, note: base.note });
      continue;
    }
    const oldText = readAtCommit(rootDir, base.commit, file);
    if (oldText === undefined) {
      if (newText !== undefined)
        notes.push({ schema: file, note: `new schema (not in ${base.label})` });
      continue;
    }
    if (oldText === newText) continue;
    changedSchemas.push(file);
    const oldSchema = parseJson(oldText);
    const oldManifestText = readAtCommit(
      rootDir,
      base.commit,
      file.replace(/props\.schema\.json$/, 'template.json'),
    );
    const oldManifest = oldManifestText === undefined ? undefined : parseJson(oldManifestText);
    const entry = (line: number, column: number, change: SchemaChange): CompatFinding => ({
      schema: file,
      line,
      column,
      ...change,
      base: base.label,
      configs: [],
      acknowledged: undefined,
    });
    if (newText === undefined) {
      const removed = entry(1, 1, {
        rule: 'schema-removed',
        pointer: '',
        keywordPointer: '',
        message: `the schema was removed (it exists in ${base.label})`,
      });
      findings.push(removed);
      if (isJsonObject(oldSchema)) {
        swaps.push({
          file,
          schema: oldSchema,
          manifest: isJsonObject(oldManifest) ? oldManifest : undefined,
          changes: [removed],
          base: base.label,
          commit: base.commit,
        });
      }
      continue;
    }
    const parsed = parseJsonDocument(newText);
    if (!parsed.ok || oldSchema === undefined) {
      notes.push({
        schema: file,
        note: parsed.ok
          ? `the base version is not valid JSON`
          : `not valid JSON (${parsed.error.line}:${parsed.error.column})`,
      });
      continue;
    }
    const commit = base.commit;
    const changes = diffSchemaCompat({
      oldSchema,
      newSchema: parsed.document.data as JsonValue,
      oldBaseId: schemaIdOf(file),
      newBaseId: schemaIdOf(file),
      resolveOld: makeResolver((target) => readAtCommit(rootDir, commit, target)),
      resolveNew: makeResolver((target) => readText(rootDir, target)),
    });
    const located = changes.map((change) => {
      const position = locatePointer(parsed.document, change.pointer);
      return entry(position.line, position.column, change);
    });
    findings.push(...located);
    if (isJsonObject(oldSchema)) {
      swaps.push({
        file,
        schema: oldSchema,
        manifest: isJsonObject(oldManifest) ? oldManifest : undefined,
        changes: located,
        base: base.label,
        commit,
      });
    }
  }

  if (swaps.length > 0) {
    const configs = loadConfigTree(rootDir).flatMap((config): LoadedConfig[] =>
      config.kind !== undefined &&
      CONFIG_KINDS.includes(config.kind) &&
      config.document !== undefined
        ? [{ file: config.file, kind: config.kind, document: config.document }]
        : [],
    );
    const sources = loadSchemaSources(rootDir);
    let current: Verdicts;
    try {
      current = validateAll(sources, configs);
    } catch (error) {
      throw new ToolError(
        'schema-compile',
        `the schemas of the working tree do not compile: ${(error as Error).message}`,
      );
    }
    for (const swap of swaps) {
      let before: Verdicts;
      try {
        before = validateAll(withSchema(sources, swap.file, swap.schema, swap.manifest), configs);
      } catch {
        // The old schema alone does not fit today's others (a $ref to a $defs added since):
        // compare with every schema as it was at that base.
        try {
          let world = sources;
          for (const file of files) {
            const text = readAtCommit(rootDir, swap.commit, file);
            const schema = text === undefined ? undefined : parseJson(text);
            if (isJsonObject(schema)) world = withSchema(world, file, schema, undefined);
          }
          before = validateAll(world, configs);
        } catch (error) {
          notes.push({
            schema: swap.file,
            note: `the base version does not compile (${(error as Error).message}); configs not checked against it`,
          });
          continue;
        }
      }
      const unexplained: ConfigBreak[] = [];
      for (const config of configs) {
        const after = current.get(config.file);
        const old = before.get(config.file);
        if (after === undefined || after === null || old !== null) continue;
        const fresh = newErrors(old, after);
        const first = fresh[0];
        if (first === undefined) continue;
        let explained = false;
        for (const change of swap.changes) {
          const matching = fresh.find((error) => errorMatches(error, change));
          if (matching !== undefined) {
            change.configs.push(toBreak(config, matching));
            explained = true;
          }
        }
        if (!explained) unexplained.push(toBreak(config, first));
      }
      if (unexplained.length > 0) {
        findings.push({
          schema: swap.file,
          line: 1,
          column: 1,
          rule: 'config-broken',
          pointer: '',
          keywordPointer: '',
          message: 'configs valid under the base version are invalid now',
          base: swap.base,
          configs: unexplained,
          acknowledged: undefined,
        });
      }
    }
  }

  for (const finding of findings) {
    const match = acknowledgements.find(
      (ack) =>
        ack.schema === finding.schema &&
        ack.rule === finding.rule &&
        (ack.pointer === undefined || ack.pointer === finding.pointer),
    );
    finding.acknowledged = match?.reason;
  }
  findings.sort((a, b) =>
    a.schema < b.schema ? -1 : a.schema > b.schema ? 1 : a.line - b.line || a.column - b.column,
  );
  return { changedSchemas, schemaCount: files.length, findings, notes, mode: mode.kind };
}
