import packageJson from '@/package.json';
import contractDocument from '@/schemas/generated/apiOpenApi.json';
import type { ApiOperationId } from '@/schemas/generated/apiOperations';
import type { CatalogueStore } from '@/sandbox/catalogueStore';
import { createSandbox } from '@/sandbox/createSandbox';
import { openApiExampleValues } from '@/sandbox/openapiExampleValues';
import { openApiExamples } from '@/sandbox/openapiExamples';
import type { ExampleRequest, OperationExamples } from '@/sandbox/openapiExampleTypes';
import type { Router } from '@/sandbox/router';
import type { RouteResponse } from '@/lib/http/route';
import { sandboxSeed } from '@/sandbox/sandboxSeed';
import type { SandboxSeed } from '@/sandbox/sandboxSeed';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = { [keyword: string]: unknown };

/** A `$ref` to a component schema of the OpenAPI document. */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** An OpenAPI 3.1 document (only the parts the sandbox writes are typed). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** An Example Object; error examples carry the request that produces them in `x-request`. */
export interface OpenApiExample {
  summary?: string;
  value: unknown;
  'x-request'?: ExampleRequest;
}

/** A Media Type Object: one `example` or named `examples`. */
export interface OpenApiMedia {
  schema: JsonSchema;
  example?: unknown;
  examples?: Record<string, OpenApiExample>;
}

/** A Parameter Object. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  description: string;
  required: boolean;
  schema: JsonSchema;
  style?: string;
  explode?: boolean;
  example?: string;
  examples?: Record<string, { value: string }>;
}

/** An Operation Object. */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, { description: string; content?: Record<string, OpenApiMedia> }>;
  /** Examples whose answer did not have the documented status (a broken setup, e.g. no brands). */
  'x-example-failures'?: Array<{ name: string; expected: number; status: number; body: unknown }>;
}

/** Options of {@link buildOpenApiDocument}. */
export interface OpenApiOptions {
  /** The catalogue the examples are taken from (the sandbox's own). */
  catalogue: CatalogueStore;
  seed?: SandboxSeed;
}

/** The value of a parameter in the example `name`: its own, else the shared one. */
function parameterValue(
  examples: OperationExamples,
  parameter: OpenApiParameter,
  name: string,
  document: OpenApiDocument,
): string | undefined {
  const given = examples.parameters?.[parameter.name];
  if (typeof given === 'string') return given;
  if (given !== undefined) return given[name];
  // An operation without examples: a required parameter takes its schema's first example.
  if (examples.parameters !== undefined || !parameter.required) return undefined;
  const example = schemaExample(document, parameter.schema);
  return example === undefined ? undefined : String(example);
}

/** The first `examples` entry of a schema or of the component it refers to. */
function schemaExample(document: OpenApiDocument, schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return schemaExample(document, document.components.schemas[ref.slice(21)]);
  }
  return undefined;
}

/** The request of an example: the success parameters, overridden by `override`. */
function exampleRequest(
  operation: OpenApiOperation,
  examples: OperationExamples,
  document: OpenApiDocument,
  name: string,
  body: unknown,
  override: ExampleRequest = {},
): ExampleRequest {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = parameterValue(examples, parameter, name, document);
    if (value === undefined) continue;
    if (parameter.in === 'path') params[parameter.name] = value;
    if (parameter.in === 'query') query[parameter.name] = value;
    if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = value;
  }
  // Header names as Node gives them to a handler (lower case), whatever case the example uses.
  const overrideHeaders = Object.fromEntries(
    Object.entries(override.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    params: { ...params, ...override.params },
    query: { ...query, ...override.query },
    headers: { ...headers, ...overrideHeaders },
    ...('body' in override ? { body: override.body } : body === undefined ? {} : { body }),
  };
}

/** The URL (path and query) of an example request. */
export function exampleUrl(pathTemplate: string, request: ExampleRequest): string {
  const path = pathTemplate.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const search = new URLSearchParams(request.query ?? {}).toString();
  return search === '' ? path : `${path}?${search}`;
}

function media(
  content: Record<string, OpenApiMedia>,
  examples: Record<string, OpenApiExample>,
): Record<string, OpenApiMedia> {
  const [type, declared] = Object.entries(content)[0] ?? ['application/json', { schema: {} }];
  const entries = Object.entries(examples);
  const only = entries.length === 1 ? entries[0] : undefined;
  const filled: OpenApiMedia =
    only && !only[1]['x-request']
      ? { schema: declared.schema, example: only[1].value }
      : { schema: declared.schema, examples };
  return { [type]: filled };
}

/**
 * Fills one operation of the contract's document with examples: each request example is sent
 * to `router` and the answer becomes the response example; error examples are grouped by status.
 */
async function documentOperation(
  method: string,
  path: string,
  declared: OpenApiOperation,
  examples: OperationExamples,
  document: OpenApiDocument,
  router: Router,
): Promise<OpenApiOperation> {
  const failures: NonNullable<OpenApiOperation['x-example-failures']> = [];
  const run = async (request: ExampleRequest): Promise<RouteResponse> =>
    router.invoke({
      method,
      url: exampleUrl(path, request),
      headers: request.headers,
      body: request.body,
    });
  const [successStatus, successResponse] =
    Object.entries(declared.responses).find(([status]) => status.startsWith('2')) ?? [];
  const expected = Number(successStatus);
  const requestContent = declared.requestBody?.content;
  const requestSchema = requestContent ? Object.values(requestContent)[0]?.schema : undefined;
  const requests =
    examples.requestExamples ??
    (requestContent
      ? [
          {
            name: 'default',
            summary: declared.summary,
            body: schemaExample(document, requestSchema),
          },
        ]
      : [{ name: 'default', summary: declared.summary, body: undefined }]);

  const successExamples: Record<string, OpenApiExample> = {};
  for (const item of requests) {
    const answer = await run(exampleRequest(declared, examples, document, item.name, item.body));
    if (answer.status !== expected) {
      failures.push({ name: item.name, expected, status: answer.status, body: answer.body });
      continue;
    }
    successExamples[item.name] = { summary: item.summary, value: answer.html ?? answer.body };
  }

  const responses: OpenApiOperation['responses'] = {
    [String(successStatus)]: {
      description: successResponse?.description ?? '',
      ...(Object.keys(successExamples).length > 0 && successResponse?.content
        ? { content: media(successResponse.content, successExamples) }
        : {}),
    },
  };
  const errorsByStatus = new Map<number, Record<string, OpenApiExample>>();
  for (const error of examples.errors ?? []) {
    const request = exampleRequest(
      declared,
      examples,
      document,
      error.name,
      requests[0]?.body,
      error.request,
    );
    const answer = await run(request);
    if (answer.status !== error.status) {
      failures.push({
        name: error.name,
        expected: error.status,
        status: answer.status,
        body: answer.body,
      });
      continue;
    }
    const byName = errorsByStatus.get(error.status) ?? {};
    byName[error.name] = { summary: error.summary, value: answer.body, 'x-request': error.request };
    errorsByStatus.set(error.status, byName);
  }
  for (const [status, byName] of errorsByStatus) {
    responses[String(status)] = {
      description: Object.values(byName)
        .map((item) => item.summary)
        .join('; '),
      content: { 'application/json': { schema: schemaRef('ErrorBody'), examples: byName } },
    };
  }
  if (declared.responses.default) responses.default = declared.responses.default;

  const operation: OpenApiOperation = {
    ...declared,
    parameters: declared.parameters.map((parameter) => {
      const given = examples.parameters?.[parameter.name];
      const fallback =
        given === undefined ? parameterValue(examples, parameter, 'default', document) : undefined;
      return {
        ...parameter,
        ...(typeof given === 'string' ? { example: given } : {}),
        ...(fallback !== undefined ? { example: fallback } : {}),
        ...(given !== undefined && typeof given !== 'string'
          ? {
              examples: Object.fromEntries(
                Object.entries(given).map(([name, value]) => [name, { value }]),
              ),
            }
          : {}),
      };
    }),
    responses,
  };
  if (declared.requestBody && requestContent) {
    operation.requestBody = {
      required: declared.requestBody.required,
      content: media(
        requestContent,
        Object.fromEntries(
          requests.map((item) => [item.name, { summary: item.summary, value: item.body }]),
        ),
      ),
    };
  }
  if (failures.length > 0) {
    operation['x-example-failures'] = failures;
    console.warn(
      `[sandbox] OpenAPI examples of ${declared.operationId} did not answer as documented:`,
      JSON.stringify(failures),
    );
  }
  return operation;
}

/** The operations the document describes (method, path, id), for tests and tools. */
export function documentedOperations(
  document: OpenApiDocument,
): Array<{ method: string; path: string; operation: OpenApiOperation }> {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/**
 * Builds the OpenAPI 3.1 document of the sandbox API: the contract's document generated from
 * schemas/api (operations, parameters, schemas), with examples. Request examples come from the
 * catalogue and the seed; every response example is the answer the sandbox itself gives to that
 * request, run in a throw-away in-memory database, so examples and implementation cannot drift.
 */
export async function buildOpenApiDocument(options: OpenApiOptions): Promise<OpenApiDocument> {
  const seed = options.seed ?? sandboxSeed;
  const examples = openApiExamples(openApiExampleValues(options.catalogue, seed));
  const base = structuredClone(contractDocument) as unknown as OpenApiDocument;
  const exampleSandbox = createSandbox({
    dataDir: ':memory:',
    catalogue: options.catalogue,
    validators: null,
    settings: { slowMs: 0, logSmsCodes: false },
  });
  const paths: OpenApiDocument['paths'] = {};
  try {
    for (const { method, path, operation } of documentedOperations(base)) {
      const filled = await documentOperation(
        method,
        path,
        operation,
        examples[operation.operationId as ApiOperationId] ?? {},
        base,
        exampleSandbox.router,
      );
      paths[path] = { ...paths[path], [method.toLowerCase()]: filled };
    }
  } finally {
    exampleSandbox.close();
  }
  return { ...base, info: { ...base.info, version: packageJson.version }, paths };
}
