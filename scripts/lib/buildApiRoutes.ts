import { GENERATED_BANNER } from './generatedBanner';
import type { ApiOperationSource, ApiSources, RequestPart } from './apiSources';
import { REQUEST_PARTS } from './apiSources';

/**
 * The TypeScript name of the type a `$ref` names: an API schema's type from `apiTypes.ts`
 * (`Api.X`), or a platform schema's from `types.ts` (`Schema.X`).
 */
function typeNameOf(
  ref: string,
  apiNames: ReadonlyMap<string, string>,
  platformNames: ReadonlyMap<string, string>,
): string {
  const apiName = apiNames.get(ref);
  if (apiName !== undefined) return `Api.${apiName}`;
  const platformName = platformNames.get(ref);
  if (platformName !== undefined) return `Schema.${platformName}`;
  throw new Error(`no generated type for '${ref}'`);
}

function responseType(
  operation: ApiOperationSource,
  apiNames: ReadonlyMap<string, string>,
  platformNames: ReadonlyMap<string, string>,
): string {
  if (operation.response.html === true) return 'string';
  const schema = operation.response.schema;
  return schema === undefined ? 'unknown' : typeNameOf(schema, apiNames, platformNames);
}

function partType(
  operation: ApiOperationSource,
  part: RequestPart,
  apiNames: ReadonlyMap<string, string>,
  platformNames: ReadonlyMap<string, string>,
): string {
  const ref = operation.parts[part];
  return ref === undefined ? 'never' : typeNameOf(ref, apiNames, platformNames);
}

/**
 * Builds `apiRoutes.ts`: what a client needs to call each operation of
 * `schemas/api/operations.json` by its operationId: its method and path template (a value the
 * browser bundle can hold: no validators), and the types of its request parts and answer
 * (`never` where the operation declares no such part). `checkout/api/callApi.ts` builds the
 * URL and the fingerprint from it, so no path is written by hand in the checkout.
 */
export function buildApiRoutesModule(
  api: ApiSources,
  apiNames: ReadonlyMap<string, string>,
  platformNames: ReadonlyMap<string, string>,
): string {
  const types = api.operations.map((operation) => {
    const parts = REQUEST_PARTS.map(
      (part) => `${part}: ${partType(operation, part, apiNames, platformNames)};`,
    );
    return [
      `  /** ${operation.method} ${operation.path}: ${operation.summary}. */`,
      `  ${operation.operationId}: {`,
      `    method: '${operation.method}';`,
      `    path: '${operation.path}';`,
      ...parts.map((line) => `    ${line}`),
      `    response: ${responseType(operation, apiNames, platformNames)};`,
      '  };',
    ].join('\n');
  });
  const values = api.operations.map(
    (operation) =>
      `  ${operation.operationId}: { method: '${operation.method}', path: '${operation.path}' },`,
  );
  return [
    `// ${GENERATED_BANNER}`,
    '// How to call each operation of schemas/api/operations.json: method, path template and types.',
    "import type * as Api from './apiTypes';",
    "import type * as Schema from './types';",
    '',
    '/** The request parts, answer, method and path of every operation, by operationId. */',
    'export interface ApiRoutes {',
    ...types,
    '}',
    '',
    '/** The id of an operation of the contract. */',
    'export type OperationId = keyof ApiRoutes;',
    '',
    '/** Method and path template of every operation, by operationId. */',
    'export const apiRoutes: { readonly [Id in OperationId]: Pick<ApiRoutes[Id], "method" | "path"> } = {',
    ...values,
    '};',
    '',
  ].join('\n');
}
