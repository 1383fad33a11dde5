/**
 * The API client of the studio's preview (issue 24 item 3): a preview charges nobody and
 * changes nothing in the sandbox. Every state-changing call (POST, PATCH) is answered from the
 * API contract's examples and never leaves the frame; a read (GET) about a record the preview
 * made up (an id its example answers gave out, e.g. the example Pix payment) is answered from
 * the examples too, as the sandbox does not know it; every other read goes to the API, so the
 * preview shows the product's real plans.
 */
import { ApiError } from '@/checkout/api/ApiError';
import type { ApiClient, ApiRequestOptions } from '@/checkout/api/apiClient';
import type { ApiExample } from '@/studio/studioTypes';

function pathPattern(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The operation a call is, by method and path (query left out). */
export function findOperation(
  examples: readonly ApiExample[],
  method: string,
  url: string,
): ApiExample | undefined {
  const path = url.split('?')[0] ?? url;
  return examples.find((op) => op.method === method && pathPattern(op.path).test(path));
}

/** The payment method a payment call asks for (`pix`, `bankslip`…), when it names one. */
function requestedRoute(body: unknown): string | undefined {
  const methods = (body as { paymentMethods?: Array<{ type?: unknown }> } | null)?.paymentMethods;
  const type = methods?.[0]?.type;
  return typeof type === 'string' ? type : undefined;
}

/**
 * The example to answer a call with: among several (a card payment approved, a Pix to pay),
 * the one whose `route` is the payment method asked for, else the first.
 */
export function pickExample(operation: ApiExample, body?: unknown): unknown {
  const route = requestedRoute(body);
  const matching = operation.examples.find(
    (example) => route !== undefined && (example as { route?: unknown }).route === route,
  );
  return structuredClone(matching ?? operation.examples[0]);
}

/** The ids an example answer gives out (`paymentId`, `subscriptionId`…), to answer reads of them. */
function idsIn(answer: unknown): string[] {
  if (typeof answer !== 'object' || answer === null) return [];
  return Object.entries(answer)
    .filter(([key, value]) => /Id$/.test(key) && typeof value === 'string')
    .map(([, value]) => value as string);
}

/**
 * A client that answers from `examples` as the module comment says, and sends the other reads
 * through `real`. `madeUp` seeds the ids the preview's session already holds (its example Pix).
 */
export function createPreviewApiClient(
  real: ApiClient,
  examples: readonly ApiExample[],
  madeUp: readonly string[] = [],
): ApiClient {
  const invented = new Set(madeUp);
  const answer = <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const operation = findOperation(examples, method, path);
    if (!operation)
      return Promise.reject(
        new ApiError({
          kind: 'client',
          status: 501,
          body: { error: { code: 'preview', message: 'A prévia não envia esta chamada.' } },
          method,
          url: path.split('?')[0] ?? path,
        }),
      );
    const example = pickExample(operation, body);
    idsIn(example).forEach((id) => invented.add(id));
    return Promise.resolve(example as T);
  };
  const aboutMadeUpRecord = (path: string) =>
    (path.split('?')[0] ?? '').split('/').some((segment) => invented.has(segment));
  return {
    baseURL: real.baseURL,
    get: <T>(path: string, options?: ApiRequestOptions) =>
      aboutMadeUpRecord(path) ? answer<T>('GET', path) : real.get<T>(path, options),
    post: <T>(path: string, body?: unknown) => answer<T>('POST', path, body),
    patch: <T>(path: string, body?: unknown) => answer<T>('PATCH', path, body),
  };
}
