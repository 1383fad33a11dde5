import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { OpenApiDocument, OpenApiExample, OpenApiMedia } from '@/sandbox/openapi';
import { documentedOperations } from '@/sandbox/openapi';

/** Options of {@link handlersFromOpenApi}. */
export interface OpenApiHandlerOptions {
  /** Origin the API client under test calls, e.g. `http://sandbox.test`. */
  baseUrl: string;
  /**
   * Which documented answer an operation gives, by operationId: a success example name
   * (`createPayment: 'pix'`) or `status:name` of an error example (`createPayment: '402:declined'`).
   * Default: the first success example.
   */
  answers?: Record<string, string>;
}

function examplesOf(media: OpenApiMedia | undefined): Array<[string, OpenApiExample]> {
  if (!media) return [];
  if (media.examples) return Object.entries(media.examples);
  return media.example === undefined ? [] : [['default', { value: media.example }]];
}

/** The documented answer (status, content type, example) an operation should give. */
function chooseAnswer(
  operationId: string,
  responses: OpenApiDocument['paths'][string][string]['responses'],
  wanted: string | undefined,
): { status: number; contentType: string; value: unknown } {
  const [wantedStatus, wantedName] = wanted?.includes(':')
    ? wanted.split(':')
    : [undefined, wanted];
  const candidates = Object.entries(responses).filter(([status]) =>
    wantedStatus === undefined ? status.startsWith('2') : status === wantedStatus,
  );
  for (const [status, response] of candidates) {
    for (const [contentType, media] of Object.entries(response.content ?? {})) {
      const found = examplesOf(media).find(
        ([name]) => wantedName === undefined || name === wantedName,
      );
      if (found) return { status: Number(status), contentType, value: found[1].value };
    }
  }
  throw new Error(
    `The OpenAPI document has no example '${wanted ?? 'success'}' for operation ${operationId}.`,
  );
}

/**
 * msw 2 request handlers for every operation of the sandbox's OpenAPI document, answering the
 * document's own response examples — so unit tests and the sandbox cannot drift apart.
 */
export function handlersFromOpenApi(
  document: OpenApiDocument,
  options: OpenApiHandlerOptions,
): HttpHandler[] {
  const base = options.baseUrl.replace(/\/+$/, '');
  return documentedOperations(document).map(({ method, path, operation }) => {
    const answer = chooseAnswer(
      operation.operationId,
      operation.responses,
      options.answers?.[operation.operationId],
    );
    const url = base + path.replace(/\{([^}]+)\}/g, ':$1');
    const resolver = () =>
      answer.contentType === 'text/html'
        ? HttpResponse.text(String(answer.value), {
            status: answer.status,
            headers: { 'content-type': 'text/html; charset=utf-8' },
          })
        : HttpResponse.json(answer.value as Parameters<typeof HttpResponse.json>[0], {
            status: answer.status,
          });
    const verbs = {
      GET: http.get,
      POST: http.post,
      PATCH: http.patch,
      PUT: http.put,
      DELETE: http.delete,
    } as const;
    const verb = verbs[method as keyof typeof verbs];
    if (!verb)
      throw new Error(
        `Operation ${operation.operationId} uses ${method}, which handlersFromOpenApi does not map.`,
      );
    return verb(url, resolver);
  });
}
