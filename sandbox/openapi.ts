import packageJson from '@/package.json';
import type { CatalogueStore } from '@/sandbox/catalogueStore';
import { createSandbox } from '@/sandbox/createSandbox';
import { openApiExampleValues } from '@/sandbox/openapiExampleValues';
import { accountOperations, accountSchemas } from '@/sandbox/openapiAccountOperations';
import { openApiOperations } from '@/sandbox/openapiOperations';
import type { ExampleRequest, OperationSpec } from '@/sandbox/openapiOperations';
import { openApiSchemas, schemaRef } from '@/sandbox/openapiSchemas';
import type { JsonSchema } from '@/sandbox/openapiSchemas';
import type { RouteResponse, Router } from '@/sandbox/router';
import { sandboxSeed } from '@/sandbox/sandboxSeed';
import type { SandboxSeed } from '@/sandbox/sandboxSeed';

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
  requestBody?: { required: true; content: Record<string, OpenApiMedia> };
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

const tagDescriptions: Record<string, string> = {
  product: 'Product configs and plans, from brands/*/products and brands/*/catalogue.json.',
  seller: 'Seller lookup, from sandbox/seed/sellers.json.',
  franchises: 'Franchise regions, cities and units, from sandbox/seed/franchises.json.',
  contract: 'Contracts of a lead for a product.',
  lead: 'Leads and SMS phone verification.',
  payment:
    'Payments: card (test cards), Pix (BR Code) and boleto; idempotent with Idempotency-Key.',
  subscription: 'Subscription renewal and card verification.',
  account:
    'What the screens of a buyer who already has an account read: invoices, subscriptions, upgrade quotes and purchases to recover.',
  sandbox: 'Sandbox-only tools; a real backend does not have them.',
};

/** The request of an example: the success parameters, overridden by `override`. */
function exampleRequest(
  spec: OperationSpec,
  name: string,
  body: unknown,
  override: ExampleRequest = {},
): ExampleRequest {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const parameter of spec.parameters) {
    const value = parameter.examples?.[name] ?? parameter.example;
    if (value === undefined) continue;
    if (parameter.in === 'path') params[parameter.name] = value;
    if (parameter.in === 'query') query[parameter.name] = value;
    if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = value;
  }
  return {
    params: { ...params, ...override.params },
    query: { ...query, ...override.query },
    headers: { ...headers, ...override.headers },
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
  schemaName: string,
  examples: Record<string, OpenApiExample>,
): Record<string, OpenApiMedia> {
  const entries = Object.entries(examples);
  const html = schemaName === 'html';
  const schema = html ? { type: 'string' } : schemaRef(schemaName);
  const only = entries.length === 1 ? entries[0] : undefined;
  const content: OpenApiMedia =
    only && !only[1]['x-request'] ? { schema, example: only[1].value } : { schema, examples };
  return { [html ? 'text/html' : 'application/json']: content };
}

async function documentOperation(spec: OperationSpec, router: Router): Promise<OpenApiOperation> {
  const failures: NonNullable<OpenApiOperation['x-example-failures']> = [];
  const run = async (request: ExampleRequest): Promise<RouteResponse> =>
    router.invoke({
      method: spec.method,
      url: exampleUrl(spec.path, request),
      headers: request.headers,
      body: request.body,
    });

  const successExamples: Record<string, OpenApiExample> = {};
  const requests = spec.requestExamples ?? [
    { name: 'default', summary: spec.summary, body: undefined },
  ];
  for (const item of requests) {
    const answer = await run(exampleRequest(spec, item.name, item.body));
    if (answer.status !== spec.success.status) {
      failures.push({
        name: item.name,
        expected: spec.success.status,
        status: answer.status,
        body: answer.body,
      });
      continue;
    }
    successExamples[item.name] = { summary: item.summary, value: answer.html ?? answer.body };
  }

  const responses: OpenApiOperation['responses'] = {
    [String(spec.success.status)]: {
      description: spec.success.description,
      ...(Object.keys(successExamples).length > 0
        ? { content: media(spec.success.schema, successExamples) }
        : {}),
    },
  };
  const errorsByStatus = new Map<number, Record<string, OpenApiExample>>();
  for (const error of spec.errors) {
    const request = exampleRequest(
      spec,
      error.name,
      spec.requestExamples?.[0]?.body,
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
    const examples = errorsByStatus.get(error.status) ?? {};
    examples[error.name] = {
      summary: error.summary,
      value: answer.body,
      'x-request': error.request,
    };
    errorsByStatus.set(error.status, examples);
  }
  for (const [status, examples] of errorsByStatus) {
    responses[String(status)] = {
      description: Object.values(examples)
        .map((item) => item.summary)
        .join('; '),
      content: { 'application/json': { schema: schemaRef('ErrorBody'), examples } },
    };
  }
  responses.default = {
    description: 'Any other error: `{ error: { code, message, field? } }`.',
    content: { 'application/json': { schema: schemaRef('ErrorBody') } },
  };

  const operation: OpenApiOperation = {
    operationId: spec.operationId,
    tags: spec.tags,
    summary: spec.summary,
    description: spec.description,
    parameters: spec.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      description: parameter.description,
      required: parameter.required ?? parameter.in === 'path',
      schema: parameter.schema ?? { type: 'string' },
      ...(parameter.example === undefined ? {} : { example: parameter.example }),
      ...(parameter.examples === undefined
        ? {}
        : {
            examples: Object.fromEntries(
              Object.entries(parameter.examples).map(([name, value]) => [name, { value }]),
            ),
          }),
    })),
    responses,
  };
  if (spec.requestSchema && spec.requestExamples) {
    const examples = Object.fromEntries(
      spec.requestExamples.map((item) => [item.name, { summary: item.summary, value: item.body }]),
    );
    operation.requestBody = { required: true, content: media(spec.requestSchema, examples) };
  }
  if (failures.length > 0) {
    operation['x-example-failures'] = failures;
    console.warn(
      `[sandbox] OpenAPI examples of ${spec.operationId} did not answer as documented:`,
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
 * Builds the OpenAPI 3.1 document of the sandbox API. Request examples come from the catalogue
 * and the seed; every response example is the answer the sandbox itself gives to that request,
 * run in a throw-away in-memory database, so examples and implementation cannot drift apart.
 */
export async function buildOpenApiDocument(options: OpenApiOptions): Promise<OpenApiDocument> {
  const seed = options.seed ?? sandboxSeed;
  const values = openApiExampleValues(options.catalogue, seed);
  const specs = [...openApiOperations(values), ...accountOperations(options.catalogue)];
  const exampleSandbox = createSandbox({
    dataDir: ':memory:',
    catalogue: options.catalogue,
    validators: null,
    settings: { slowMs: 0, logSmsCodes: false },
  });
  const paths: OpenApiDocument['paths'] = {};
  try {
    for (const spec of specs) {
      const operation = await documentOperation(spec, exampleSandbox.router);
      paths[spec.path] = { ...paths[spec.path], [spec.method.toLowerCase()]: operation };
    }
  } finally {
    exampleSandbox.close();
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trilha checkout API (sandbox)',
      version: packageJson.version,
      description:
        'The calls of the checkout (spec §7) as the embedded sandbox answers them, plus sandbox-only tools under /api/sandbox. Money is in minor units (centavos). Errors answer `{ error: { code, message, field? } }`. Set CHECKOUT_API_URL to use a real backend instead; see sandbox/README.md.',
    },
    servers: [{ url: '/', description: 'This checkout (same origin)' }],
    tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    paths,
    components: { schemas: { ...openApiSchemas, ...accountSchemas } },
  };
}
