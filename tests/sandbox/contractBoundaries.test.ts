// The declared constraints of the API contract (schemas/api) are the enforced ones: every
// schema-valid request built from the document's examples and the schema's own bounds is never
// answered 400, and a value just past a declared bound always is (naming its JSON pointer).
import { apiOperations } from '@/schemas/generated/apiOperations';
import type { ApiOperationContract, ApiOperationId } from '@/schemas/generated/apiOperations';
import { createCatalogueStore } from '@/sandbox/catalogueStore';
import { generatedConfigValidators } from '@/sandbox/configValidators';
import { queryObject } from '@/sandbox/contractRoute';
import { createSandbox } from '@/sandbox/createSandbox';
import type { Sandbox } from '@/sandbox/createSandbox';
import { buildOpenApiDocument, documentedOperations, exampleUrl } from '@/sandbox/openapi';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@/sandbox/openapi';
import type { ExampleRequest } from '@/sandbox/openapiExampleTypes';
import { fixtureBrandsDir } from '@/tests/sandbox/startSandboxServer';

type Part = 'params' | 'query' | 'headers' | 'body';

/** One request to send: the example request with one value changed. */
interface Variant {
  operationId: string;
  method: string;
  path: string;
  /** Where the change is: `/body/paymentMethods/0/card/number`, `/query/planType`. */
  pointer: string;
  label: string;
  request: ExampleRequest;
}

/** 404 answers a schema-valid request may get: an id or code the data does not know. */
const unknownIdCodes = [
  'product_not_found',
  'plan_not_found',
  'lead_not_found',
  'payment_not_found',
  'subscription_not_found',
  'contract_not_found',
  'seller_not_found',
  'franchise_brand_not_found',
  'sms_code_not_found',
  'invoice_not_found',
  'recovery_not_found',
];

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  while (typeof current.$ref === 'string') {
    current = document.components.schemas[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return current;
}

function codePoints(text: string): number {
  return [...text].length;
}

/**
 * A string of exactly `length` characters matching `pattern` (when there is one), grown or cut
 * from the candidates; undefined when none of the simple constructions fits the pattern.
 */
function stringOfLength(
  length: number,
  candidates: readonly string[],
  pattern: RegExp | undefined,
): string | undefined {
  const tries: string[] = [];
  for (const candidate of [...candidates, 'a', 'A', '1', 'ab']) {
    const chars = [...candidate];
    if (chars.length === 0) continue;
    if (chars.length >= length) {
      tries.push(chars.slice(0, length).join(''));
      continue;
    }
    const missing = length - chars.length;
    const last = chars[chars.length - 1] ?? 'a';
    const first = chars[0] ?? 'a';
    tries.push(candidate + last.repeat(missing));
    tries.push(first.repeat(missing) + candidate);
    const middle = Math.floor(chars.length / 2);
    tries.push(
      chars.slice(0, middle).join('') +
        (chars[middle] ?? 'a').repeat(missing) +
        chars.slice(middle).join(''),
    );
    tries.push(candidate + 'a'.repeat(missing), candidate + '1'.repeat(missing));
  }
  return tries.find((text) => codePoints(text) === length && (!pattern || pattern.test(text)));
}

function setAt(target: unknown, segments: readonly string[], value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  const container = Array.isArray(target)
    ? [...target]
    : { ...((target ?? {}) as Record<string, unknown>) };
  const current = (container as Record<string, unknown>)[head];
  (container as Record<string, unknown>)[head] = setAt(current, rest, value);
  return container;
}

function getAt(target: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>(
    (value, segment) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[segment]
        : undefined,
    target,
  );
}

interface Leaf {
  segments: string[];
  schema: JsonSchema;
}

/** Every leaf (string, number, enum, list) of a schema, following the example's union branch. */
function leavesOf(
  document: OpenApiDocument,
  schema: JsonSchema,
  example: unknown,
  segments: string[] = [],
): Leaf[] {
  const resolved = resolve(document, schema);
  if (Array.isArray(resolved.oneOf) && resolved.discriminator) {
    const tag = (resolved.discriminator as { propertyName: string }).propertyName;
    const value = getAt(example, [tag]);
    const branch = (resolved.oneOf as JsonSchema[]).find((item) => {
      const property = resolve(document, (item.properties as Record<string, JsonSchema>)[tag]);
      return property.const === value || (property.enum as unknown[] | undefined)?.includes(value);
    });
    return branch ? leavesOf(document, branch, example, segments) : [];
  }
  if (resolved.type === 'object' && resolved.properties) {
    if (example === undefined && segments.length > 0) return [];
    return Object.entries(resolved.properties as Record<string, JsonSchema>).flatMap(
      ([name, property]) =>
        leavesOf(document, property, getAt(example, [name]), [...segments, name]),
    );
  }
  if (resolved.type === 'array') {
    const items = resolve(document, resolved.items as JsonSchema);
    if (items.type === 'object' || items.oneOf) {
      const first = Array.isArray(example) ? example[0] : undefined;
      return [
        { segments, schema: resolved },
        ...(first === undefined ? [] : leavesOf(document, items, first, [...segments, '0'])),
      ];
    }
    return [{ segments, schema: resolved }];
  }
  return resolved.type === 'object' ? [] : [{ segments, schema: resolved }];
}

/** The schema-valid values of a leaf at its bounds (and every enum value), and values just past them. */
function boundaryValues(
  document: OpenApiDocument,
  leaf: Leaf,
  current: unknown,
): { valid: Array<[string, unknown]>; invalid: Array<[string, unknown]> } {
  const schema = leaf.schema;
  const valid: Array<[string, unknown]> = [];
  const invalid: Array<[string, unknown]> = [];
  const enumValues = schema.enum as unknown[] | undefined;
  if (enumValues) {
    for (const value of enumValues) valid.push([`enum ${JSON.stringify(value)}`, value]);
    invalid.push(['not in the enum', 'not-a-declared-value']);
    return { valid, invalid };
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (typeof schema.minimum === 'number') {
      valid.push([`minimum ${schema.minimum}`, schema.minimum]);
      invalid.push([`minimum - 1`, schema.minimum - 1]);
    }
    if (typeof schema.maximum === 'number') {
      valid.push([`maximum ${schema.maximum}`, schema.maximum]);
      invalid.push([`maximum + 1`, schema.maximum + 1]);
    }
    return { valid, invalid };
  }
  if (schema.type === 'array') {
    const items = resolve(document, schema.items as JsonSchema);
    if (Array.isArray(items.enum)) {
      for (const value of items.enum) valid.push([`list of ${JSON.stringify(value)}`, [value]]);
      invalid.push(['list with an unknown value', ['not-a-declared-value']]);
    }
    if (typeof schema.maxItems === 'number' && Array.isArray(current) && current.length > 0) {
      const one = current[0];
      invalid.push([`maxItems + 1`, Array.from({ length: schema.maxItems + 1 }, () => one)]);
    }
    return { valid, invalid };
  }
  if (schema.type !== 'string') return { valid, invalid };
  const pattern =
    typeof schema.pattern === 'string' ? new RegExp(schema.pattern as string, 'u') : undefined;
  const candidates = [
    ...(typeof current === 'string' ? [current] : []),
    ...((schema.examples as unknown[] | undefined) ?? []).filter(
      (item): item is string => typeof item === 'string',
    ),
  ];
  for (const candidate of candidates) valid.push([`example '${candidate}'`, candidate]);
  if (typeof schema.maxLength === 'number') {
    const longest = stringOfLength(schema.maxLength, candidates, pattern);
    if (longest !== undefined) {
      valid.push([`maxLength ${schema.maxLength}`, longest]);
      invalid.push([`maxLength + 1`, longest + [...longest].slice(-1)[0]]);
    }
  }
  if (typeof schema.minLength === 'number') {
    const shortest = stringOfLength(schema.minLength, candidates, pattern);
    if (shortest !== undefined) valid.push([`minLength ${schema.minLength}`, shortest]);
    if (schema.minLength > 1 && shortest !== undefined) {
      invalid.push([`minLength - 1`, [...shortest].slice(0, schema.minLength - 1).join('')]);
    }
  }
  return { valid, invalid };
}

/** The success example requests of an operation (one per request body example). */
function examplesOf(operation: OpenApiOperation): ExampleRequest[] {
  const media = operation.requestBody ? Object.values(operation.requestBody.content)[0] : undefined;
  const bodies: Array<[string, unknown]> = media?.examples
    ? Object.entries(media.examples).map(([name, example]) => [name, example.value])
    : [['default', media?.example]];
  return bodies.map(([name, body]) => {
    const request: Required<Pick<ExampleRequest, 'params' | 'query' | 'headers'>> = {
      params: {},
      query: {},
      headers: {},
    };
    for (const parameter of operation.parameters) {
      const value =
        parameter.examples?.[name]?.value ??
        parameter.example ??
        Object.values(parameter.examples ?? {})[0]?.value;
      if (value === undefined) continue;
      if (parameter.in === 'path') request.params[parameter.name] = value;
      if (parameter.in === 'query') request.query[parameter.name] = value;
      if (parameter.in === 'header') request.headers[parameter.name] = value;
    }
    return { ...request, ...(body === undefined ? {} : { body }) };
  });
}

/** The value a part of a request has as the contract checks it. */
function partValue(contract: ApiOperationContract, part: Part, request: ExampleRequest): unknown {
  if (part === 'body') return request.body;
  if (part === 'query') {
    return queryObject(new URLSearchParams(request.query ?? {}), contract.queryLists);
  }
  if (part === 'headers') return request.headers ?? {};
  return request.params ?? {};
}

function variantsOf(document: OpenApiDocument): { valid: Variant[]; invalid: Variant[] } {
  const valid: Variant[] = [];
  const invalid: Variant[] = [];
  for (const { method, path, operation } of documentedOperations(document)) {
    for (const base of examplesOf(operation)) {
      const add = (
        list: Variant[],
        pointer: string,
        label: string,
        request: ExampleRequest,
      ): void => {
        list.push({ operationId: operation.operationId, method, path, pointer, label, request });
      };
      for (const parameter of operation.parameters) {
        const part = { path: 'params', query: 'query', header: 'headers' }[parameter.in] as Part;
        const leaf = { segments: [parameter.name], schema: resolve(document, parameter.schema) };
        const current =
          part === 'params'
            ? base.params?.[parameter.name]
            : part === 'query'
              ? base.query?.[parameter.name]
              : base.headers?.[parameter.name];
        const { valid: good, invalid: bad } = boundaryValues(document, leaf, current);
        const asText = (value: unknown): string =>
          Array.isArray(value) ? value.join(',') : String(value);
        const withValue = (value: unknown): ExampleRequest => ({
          ...base,
          [part]: { ...(base[part] as Record<string, string>), [parameter.name]: asText(value) },
        });
        const pointer = `/${part}/${parameter.name}`;
        for (const [label, value] of good) add(valid, pointer, label, withValue(value));
        for (const [label, value] of bad) add(invalid, pointer, label, withValue(value));
      }
      const media = operation.requestBody
        ? Object.values(operation.requestBody.content)[0]
        : undefined;
      if (media && base.body !== undefined) {
        for (const leaf of leavesOf(document, media.schema, base.body)) {
          const current = getAt(base.body, leaf.segments);
          const { valid: good, invalid: bad } = boundaryValues(document, leaf, current);
          const pointer = `/body/${leaf.segments.join('/')}`;
          const withValue = (value: unknown): ExampleRequest => ({
            ...base,
            body: setAt(base.body, leaf.segments, value),
          });
          for (const [label, value] of good) add(valid, pointer, label, withValue(value));
          for (const [label, value] of bad) add(invalid, pointer, label, withValue(value));
        }
      }
    }
  }
  return { valid, invalid };
}

describe('contract boundaries', () => {
  let sandbox: Sandbox;
  let document: OpenApiDocument;
  let variants: { valid: Variant[]; invalid: Variant[] };
  let sequence = 0;

  const send = async (variant: Variant) => {
    sequence += 1;
    const headers = { ...variant.request.headers };
    // A fresh key per request, unless the key itself is under test: a reused key is a 422.
    if ('Idempotency-Key' in headers && !variant.pointer.startsWith('/headers/')) {
      headers['Idempotency-Key'] = `boundary-${sequence}`;
    }
    return sandbox.router.invoke({
      method: variant.method,
      url: exampleUrl(variant.path, variant.request),
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      body: variant.request.body,
    });
  };

  beforeAll(async () => {
    const catalogue = createCatalogueStore({
      brandsDir: fixtureBrandsDir,
      validators: generatedConfigValidators,
    });
    document = await buildOpenApiDocument({ catalogue });
    sandbox = createSandbox({
      dataDir: ':memory:',
      catalogue,
      validators: null,
      settings: { slowMs: 0, logSmsCodes: false },
    });
    variants = variantsOf(document);
  });

  afterAll(() => {
    sandbox.close();
  });

  it('should only generate requests the contract accepts, for every operation', () => {
    const rejected = variants.valid.filter((variant) => {
      const contract: ApiOperationContract = apiOperations[variant.operationId as ApiOperationId];
      return (['params', 'query', 'headers', 'body'] as const).some((part) => {
        const validate = contract[part];
        return validate !== undefined && !validate(partValue(contract, part, variant.request));
      });
    });
    expect(
      rejected.map((variant) => `${variant.operationId} ${variant.pointer} ${variant.label}`),
    ).toEqual([]);
    const covered = new Set(variants.valid.map((variant) => variant.operationId));
    const withInput = (Object.values(apiOperations) as ApiOperationContract[])
      .filter((contract) => contract.params || contract.query || contract.body)
      .map((contract) => contract.operationId);
    expect(withInput.filter((id) => !covered.has(id))).toEqual([]);
    expect(variants.valid.length).toBeGreaterThan(300);
  });

  it('should never answer 400 to a schema-valid request (404 only for an unknown id or code)', async () => {
    const problems: string[] = [];
    // Reset last: it deletes what the other requests created.
    const ordered = [
      ...variants.valid.filter((variant) => variant.operationId !== 'sandboxReset'),
      ...variants.valid.filter((variant) => variant.operationId === 'sandboxReset'),
    ];
    for (const variant of ordered) {
      const answer = await send(variant);
      const code = (answer.body as { error?: { code?: string } } | undefined)?.error?.code;
      const label = `${variant.operationId} ${variant.pointer} = ${variant.label}`;
      if (answer.status === 400) problems.push(`${label}: 400 ${JSON.stringify(answer.body)}`);
      if (answer.status === 404 && !unknownIdCodes.includes(code ?? '')) {
        problems.push(`${label}: 404 ${code}`);
      }
      if (answer.status >= 500 && answer.status !== 502) {
        problems.push(`${label}: ${answer.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('should answer 400 naming the JSON pointer to a value just past a declared bound', async () => {
    expect(variants.invalid.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const variant of variants.invalid) {
      const answer = await send(variant);
      const error = (answer.body as { error?: { pointer?: string; message?: string } }).error;
      if (
        answer.status !== 400 ||
        !(
          error?.pointer === variant.pointer || error?.pointer?.startsWith(`${variant.pointer}/`)
        ) ||
        !error.message
      ) {
        problems.push(
          `${variant.operationId} ${variant.pointer} ${variant.label}: ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
