import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument, documentedOperations, exampleUrl } from '@/sandbox/openapi';
import type {
  OpenApiDocument,
  OpenApiExample,
  OpenApiMedia,
  OpenApiOperation,
} from '@/sandbox/openapi';
import type { ExampleRequest } from '@/sandbox/openapiExampleTypes';
import { sandboxRoutes } from '@/sandbox/sandboxRoutes';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

interface SentExample {
  operation: OpenApiOperation;
  method: string;
  path: string;
  name: string;
  status: number;
  request: ExampleRequest;
  media: OpenApiMedia | undefined;
}

function mediaExamples(media: OpenApiMedia | undefined): Array<[string, OpenApiExample]> {
  if (!media) return [];
  if (media.examples) return Object.entries(media.examples);
  return media.example === undefined ? [] : [['default', { value: media.example }]];
}

/** Every request the document's examples describe, with the status it must answer. */
function examplesOf(document: OpenApiDocument): SentExample[] {
  return documentedOperations(document).flatMap(({ method, path, operation }) => {
    const baseRequest = (name: string): ExampleRequest => {
      const request: Required<Pick<ExampleRequest, 'params' | 'query' | 'headers'>> = {
        params: {},
        query: {},
        headers: {},
      };
      for (const parameter of operation.parameters) {
        const value = parameter.examples?.[name]?.value ?? parameter.example;
        if (value === undefined) continue;
        if (parameter.in === 'path') request.params[parameter.name] = value;
        if (parameter.in === 'query') request.query[parameter.name] = value;
        if (parameter.in === 'header') request.headers[parameter.name] = value;
      }
      return request;
    };
    const [successStatus, success] =
      Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
    const successMedia = success?.content ? Object.values(success.content)[0] : undefined;
    const requestMedia = operation.requestBody
      ? Object.values(operation.requestBody.content)[0]
      : undefined;
    const requests = requestMedia
      ? mediaExamples(requestMedia).map(([name, example]) => ({ name, body: example.value }))
      : [{ name: 'default', body: undefined }];
    const sent: SentExample[] = requests.map(({ name, body }) => ({
      operation,
      method,
      path,
      name,
      status: Number(successStatus),
      request: { ...baseRequest(name), ...(body === undefined ? {} : { body }) },
      media: successMedia,
    }));
    for (const [status, response] of Object.entries(operation.responses)) {
      if (status.startsWith('2') || status === 'default') continue;
      const media = response.content?.['application/json'];
      for (const [name, example] of mediaExamples(media)) {
        const override = example['x-request'] ?? {};
        const base = baseRequest(name);
        const defaultBody = requestMedia ? mediaExamples(requestMedia)[0]?.[1].value : undefined;
        sent.push({
          operation,
          method,
          path,
          name,
          status: Number(status),
          media,
          request: {
            params: { ...base.params, ...override.params },
            query: { ...base.query, ...override.query },
            headers: { ...base.headers, ...override.headers },
            ...('body' in override
              ? { body: override.body }
              : defaultBody === undefined
                ? {}
                : { body: defaultBody }),
          },
        });
      }
    }
    return sent;
  });
}

describe('openapi', () => {
  let running: RunningSandbox;
  let document: OpenApiDocument;

  beforeAll(async () => {
    running = await startSandboxServer({ settings: { logSmsCodes: false } });
    document = await buildOpenApiDocument({ catalogue: running.sandbox.catalogue });
  });

  afterAll(async () => {
    await running.dispose();
  });

  it('should be an OpenAPI 3.1 document describing every sandbox route, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = documentedOperations(document).map(
      ({ method, path, operation }) => `${method} ${path} ${operation.operationId}`,
    );
    const routed = sandboxRoutes.map(
      (route) => `${route.method} ${route.path} ${route.operationId}`,
    );
    expect(documented.sort()).toEqual(routed.sort());
  });

  it('should give every operation a success response example, and every body-taking one a request example', () => {
    for (const { operation } of documentedOperations(document)) {
      expect(operation['x-example-failures']).toBeUndefined();
      const success = Object.entries(operation.responses).find(([status]) =>
        status.startsWith('2'),
      )?.[1];
      const media = success?.content ? Object.values(success.content)[0] : undefined;
      expect([operation.operationId, mediaExamples(media).length > 0]).toEqual([
        operation.operationId,
        true,
      ]);
      if (operation.requestBody) {
        const requestMedia = Object.values(operation.requestBody.content)[0];
        expect([operation.operationId, mediaExamples(requestMedia).length > 0]).toEqual([
          operation.operationId,
          true,
        ]);
      }
    }
  });

  it('should carry a card payment example for POST /api/v2/payment', () => {
    const media = document.paths['/api/v2/payment']?.post?.requestBody?.content['application/json'];
    const card = media?.examples?.card?.value as {
      paymentMethods: Array<{ type: string; card?: unknown }>;
    };
    expect(card.paymentMethods[0]).toMatchObject({
      type: 'credit-card',
      card: expect.objectContaining({ number: '4111111111111111' }),
    });
  });

  it('should answer every example, sent to the running sandbox, with its documented status and schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'https://trilha.test/openapi.json', components: document.components });
    const examples = examplesOf(document);
    // Reset last: it deletes what the other examples created.
    const ordered = [
      ...examples.filter((item) => item.operation.operationId !== 'sandboxReset'),
      ...examples.filter((item) => item.operation.operationId === 'sandboxReset'),
    ];
    expect(ordered.length).toBeGreaterThan(50);
    const outcomes: string[] = [];
    for (const example of ordered) {
      const response = await fetch(
        `${running.baseUrl}${exampleUrl(example.path, example.request)}`,
        {
          method: example.method,
          headers: { 'content-type': 'application/json', ...example.request.headers },
          ...(example.request.body === undefined
            ? {}
            : { body: JSON.stringify(example.request.body) }),
        },
      );
      const text = await response.text();
      const label = `${example.operation.operationId}/${example.name}`;
      let problem =
        response.status === example.status
          ? ''
          : ` status ${response.status} (wanted ${example.status}): ${text}`;
      const schema = example.media?.schema as { $ref?: string } | undefined;
      if (!problem && schema?.$ref) {
        const valid = ajv.validate(
          { $ref: `https://trilha.test/openapi.json${schema.$ref}` },
          JSON.parse(text),
        );
        if (!valid) problem = ` does not match ${schema.$ref}: ${ajv.errorsText()}`;
      }
      if (!problem && schema && !schema.$ref) expect(text).toContain('<!doctype html>');
      outcomes.push(`${label}${problem || ' ok'}`);
    }
    expect(outcomes.filter((outcome) => !outcome.endsWith(' ok'))).toEqual([]);
  });

  it('should describe errors with the ErrorBody schema and the request that produces them', () => {
    const declined =
      document.paths['/api/v2/payment']?.post?.responses['402']?.content?.['application/json']
        ?.examples?.declined;
    expect(declined?.value).toEqual({
      error: {
        code: 'card_declined',
        message: 'The card was declined by the issuer.',
        field: 'paymentMethods[0].card',
      },
    });
    expect(declined?.['x-request']?.body).toMatchObject({
      paymentMethods: [{ card: { number: '4000000000000002' } }],
    });
  });
});
