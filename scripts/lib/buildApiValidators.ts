import type Ajv2020 from 'ajv/dist/2020';
import { isJsonObject } from './jsonValue';
import type { JsonObject, JsonValue } from './jsonValue';
import { GENERATED_BANNER } from './generatedBanner';
import { REQUEST_PARTS, objectProperties, resolveRef, withoutExtensions } from './apiSources';
import type { ApiSources, RequestPart } from './apiSources';
import { buildValidatorsModule } from './buildValidatorsModule';
import {
  FIELD_RULE_EXTENSION,
  FIELD_RULE_KEYWORD,
  FIELD_RULES_IMPORT,
  addFieldRuleKeyword,
} from './fieldRuleKeyword';
import { stripAnnotations } from './stripAnnotations';
import type { SchemaSource } from './schemaSources';
import type { ValidatorExport } from './validatorExports';
import { pascalCase } from './schemaIds';

const PART_SUFFIX: Record<RequestPart, string> = {
  params: 'Params',
  query: 'Query',
  headers: 'Headers',
  body: 'Body',
};

/** Name of the generated validator of one part of an operation (`createLeadBody`). */
export function apiValidatorName(operationId: string, part: RequestPart): string {
  return `${operationId}${PART_SUFFIX[part]}`;
}

/**
 * Adds the API schemas (without annotations) to an ajv that already holds the platform schemas,
 * with their `x-field-rule`s as the `fieldRule` keyword (the checkout's own field validators).
 */
export function addApiSchemas(ajv: Ajv2020, api: ApiSources): void {
  addFieldRuleKeyword(ajv);
  const kept = { [FIELD_RULE_EXTENSION]: FIELD_RULE_KEYWORD };
  for (const source of api.schemas) {
    ajv.addSchema(stripAnnotations(withoutExtensions(source.schema, kept) as JsonObject));
  }
}

/** One standalone validator per declared part of every operation. */
export function apiValidatorExports(
  api: ApiSources,
  names: ReadonlyMap<string, string>,
): ValidatorExport[] {
  return api.operations.flatMap((operation) =>
    REQUEST_PARTS.flatMap((part): ValidatorExport[] => {
      const ref = operation.parts[part];
      if (ref === undefined) return [];
      return [
        {
          name: apiValidatorName(operation.operationId, part),
          schemaId: ref,
          typeName: names.get(ref) ?? 'unknown',
        },
      ];
    }),
  );
}

/** Whether a property schema (following one `$ref`) is an array: a comma-separated query list. */
function isArraySchema(
  documents: readonly SchemaSource[],
  schema: JsonValue,
  baseId: string,
): boolean {
  if (!isJsonObject(schema)) return false;
  if (schema.type === 'array') return true;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(documents, new URL(schema.$ref, baseId).href);
    return isArraySchema(documents, target.schema, target.baseId);
  }
  return false;
}

/** Every `pattern` of the API schemas with the sentence its `x-message` gives. */
function patternMessages(api: ApiSources): Record<string, string> {
  const messages: Record<string, string> = {};
  const visit = (value: JsonValue): void => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isJsonObject(value)) return;
    if (typeof value.pattern === 'string' && typeof value['x-message'] === 'string') {
      messages[value.pattern] ??= value['x-message'];
    }
    Object.values(value).forEach(visit);
  };
  api.schemas.forEach((source) => visit(source.schema));
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Builds `apiOperations.ts`: for each operation, its method, path, success status and the
 * generated validator of each declared part, plus the header names and the query parameters
 * that are lists. The sandbox router checks every request with it before a handler runs.
 */
export function buildApiOperationsModule(
  api: ApiSources,
  platform: readonly SchemaSource[],
): string {
  const documents = [...platform, ...api.schemas];
  const used = api.operations.flatMap((operation) =>
    REQUEST_PARTS.filter((part) => operation.parts[part] !== undefined).map((part) =>
      apiValidatorName(operation.operationId, part),
    ),
  );
  const entries = api.operations.map((operation) => {
    const fields: string[] = [
      `operationId: '${operation.operationId}'`,
      `method: '${operation.method}'`,
      `path: '${operation.path}'`,
      `successStatus: ${operation.response.status}`,
    ];
    for (const part of REQUEST_PARTS) {
      if (operation.parts[part] !== undefined) {
        fields.push(`${part}: ${apiValidatorName(operation.operationId, part)}`);
      }
    }
    const query = operation.parts.query;
    const lists = query
      ? Object.entries(objectProperties(documents, query))
          .filter(([, schema]) => isArraySchema(documents, schema, query.split('#')[0] ?? ''))
          .map(([name]) => name)
      : [];
    fields.push(`queryLists: ${JSON.stringify(lists)}`);
    const headers = operation.parts.headers;
    fields.push(
      `headerNames: ${JSON.stringify(headers ? Object.keys(objectProperties(documents, headers)) : [])}`,
    );
    return `  ${operation.operationId}: { ${fields.join(', ')} },`;
  });
  return [
    `// ${GENERATED_BANNER}`,
    '// The operations of schemas/api/operations.json with their request validators.',
    "import type { GeneratedValidator } from './apiValidators';",
    `import { ${used.join(', ')} } from './apiValidators';`,
    '',
    '/** One operation of the API contract and the validators of its request parts. */',
    'export interface ApiOperationContract {',
    '  operationId: string;',
    "  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';",
    '  path: string;',
    '  successStatus: number;',
    '  params?: GeneratedValidator<unknown>;',
    '  query?: GeneratedValidator<unknown>;',
    '  headers?: GeneratedValidator<unknown>;',
    '  body?: GeneratedValidator<unknown>;',
    '  /** Query parameters that are lists (comma-separated or repeated). */',
    '  queryLists: readonly string[];',
    '  /** Declared header names, as written in the contract. */',
    '  headerNames: readonly string[];',
    '}',
    '',
    '/** Every operation of the contract, by operationId. */',
    'export const apiOperations = {',
    ...entries,
    '} satisfies Record<string, ApiOperationContract>;',
    '',
    '/** An operationId of the contract. */',
    'export type ApiOperationId = keyof typeof apiOperations;',
    '',
    '/** The sentence to answer when a value does not match a declared pattern, by pattern. */',
    `export const apiPatternMessages: Record<string, string> = ${JSON.stringify(patternMessages(api), null, 2)};`,
    '',
  ].join('\n');
}

/** Type name of each `$defs` entry of the API schemas, by absolute target. */
export function apiTypeNames(api: ApiSources): Map<string, string> {
  const names = new Map<string, string>();
  for (const source of api.schemas) {
    const defs = source.schema.$defs;
    if (!isJsonObject(defs)) continue;
    for (const key of Object.keys(defs)) names.set(`${source.id}#/$defs/${key}`, pascalCase(key));
  }
  return names;
}

/**
 * Builds `apiValidators.js`. Several parts share a schema (every `/product/{code}` call has the
 * same path parameters); ajv's standalone code would declare such a function twice, so each
 * schema is compiled once and the other names are exported as aliases.
 */
export function buildApiValidatorsModule(
  ajv: Ajv2020,
  exports: readonly ValidatorExport[],
): string {
  const canonical = new Map<string, string>();
  const aliases: string[] = [];
  for (const entry of exports) {
    const first = canonical.get(entry.schemaId);
    if (first === undefined) canonical.set(entry.schemaId, entry.name);
    else aliases.push(`export const ${entry.name} = ${first};`);
  }
  const unique = exports.filter((entry) => canonical.get(entry.schemaId) === entry.name);
  return `${buildValidatorsModule(ajv, unique, [FIELD_RULES_IMPORT])}${aliases.join('\n')}\n`;
}
