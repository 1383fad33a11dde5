import { toErrorSchema } from '@rjsf/utils';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { ConfigError } from '@/scripts/lib/configError';

type Props = Record<string, unknown>;

/** Errors of a step's props the form already shows as they are typed (same validator). */
const FORM_CODES = new Set(['missing-property', 'unknown-property', 'invalid-value']);

/** A refused save's errors that belong to one step's props, as RJSF field errors. */
export function stepErrorSchema(
  errors: readonly ConfigError[],
  flowIndex: number,
  stepIndex: number,
): ErrorSchema<Props> | undefined {
  const prefix = `/checkoutFlow/flows/${flowIndex}/steps/${stepIndex}/props`;
  const mine: RJSFValidationError[] = errors
    .filter((error) => error.pointer === prefix || error.pointer.startsWith(`${prefix}/`))
    .filter((error) => !FORM_CODES.has(error.code ?? ''))
    .map((error) => {
      const path = error.pointer
        .slice(prefix.length)
        .split('/')
        .filter(Boolean)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      return {
        property: path.length ? `.${path.join('.')}` : '.',
        message: error.message,
        stack: error.message,
      };
    });
  return mine.length ? toErrorSchema<Props>(mine) : undefined;
}
