/**
 * RJSF's `validator` for the studio's step forms, built on the generated standalone validators
 * (schemas/generated/validators.js): the same code that checks a product config in production,
 * so the form accepts exactly what the checkout accepts, and no schema is compiled in the
 * browser (no `new Function`, nothing for the CSP to refuse). Each ajv error becomes an RJSF
 * error on the field its `instancePath` (plus the missing or extra property) names, worded in
 * Portuguese.
 */
import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
} from '@rjsf/utils';
import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import type { GeneratedValidator } from '@/schemas/generated/validators.js';

/** The JSON pointer segments of an ajv `instancePath`, unescaped. */
function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function param(error: ErrorObject, name: string): unknown {
  return (error.params as Record<string, unknown>)[name];
}

/** The property path an error belongs on: the instance, or its missing / extra property. */
export function errorPath(error: ErrorObject): string[] {
  const segments = pointerSegments(error.instancePath);
  for (const name of ['missingProperty', 'unevaluatedProperty', 'additionalProperty']) {
    const value = param(error, name);
    if (typeof value === 'string') return [...segments, value];
  }
  return segments;
}

/** An ajv error in Portuguese, for the field it is shown on. */
export function errorMessage(error: ErrorObject): string {
  const limit = param(error, 'limit');
  switch (error.keyword) {
    case 'required':
      return 'campo obrigatório';
    case 'minLength':
      return Number(limit) === 1
        ? 'não pode ficar vazio'
        : `deve ter ao menos ${String(limit)} caracteres`;
    case 'maxLength':
      return `deve ter no máximo ${String(limit)} caracteres`;
    case 'minimum':
      return `deve ser no mínimo ${String(limit)}`;
    case 'maximum':
      return `deve ser no máximo ${String(limit)}`;
    case 'exclusiveMinimum':
      return `deve ser maior que ${String(limit)}`;
    case 'exclusiveMaximum':
      return `deve ser menor que ${String(limit)}`;
    case 'minItems':
      return `escolha ao menos ${String(limit)} ${Number(limit) === 1 ? 'item' : 'itens'}`;
    case 'maxItems':
      return `no máximo ${String(limit)} itens`;
    case 'uniqueItems':
      return 'há itens repetidos';
    case 'enum': {
      const allowed = param(error, 'allowedValues');
      return `deve ser um destes valores: ${Array.isArray(allowed) ? allowed.map(String).join(', ') : ''}`;
    }
    case 'type':
      return `deve ser do tipo ${String(param(error, 'type'))}`;
    case 'pattern':
      return 'formato inválido';
    case 'unevaluatedProperties':
    case 'additionalProperties':
      return 'propriedade desconhecida para este template';
    case 'dependentRequired':
      return `exige também ${String(param(error, 'missingProperty'))}`;
    case 'const':
      return `deve ser ${JSON.stringify(param(error, 'allowedValue'))}`;
    case 'format':
      return `formato inválido (${String(param(error, 'format'))})`;
    case 'multipleOf':
      return `deve ser múltiplo de ${String(param(error, 'multipleOf'))}`;
    case 'minProperties':
      return `preencha ao menos ${String(limit)} ${Number(limit) === 1 ? 'campo' : 'campos'}`;
    case 'maxProperties':
      return `no máximo ${String(limit)} campos`;
    case 'contains':
      return 'falta um item exigido na lista';
    case 'not':
      return 'este valor não é permitido aqui';
    case 'oneOf':
    case 'anyOf':
      return 'não corresponde a nenhuma das formas aceitas';
    case 'propertyNames':
      return 'nome de campo inválido';
    // Never ajv's English: a keyword not listed above is still said in Portuguese.
    default:
      return 'valor inválido';
  }
}

/** ajv errors as RJSF validation errors (property in RJSF's dotted form, e.g. `.installments.max`). */
export function toRjsfErrors(errors: readonly ErrorObject[]): RJSFValidationError[] {
  const seen = new Set<string>();
  const out: RJSFValidationError[] = [];
  for (const error of errors) {
    // allOf/if wrappers repeat what their branches already said.
    if (error.keyword === 'allOf' || error.keyword === 'if' || error.keyword === 'false schema')
      continue;
    const path = errorPath(error);
    const property = path.length === 0 ? '.' : `.${path.join('.')}`;
    const message = errorMessage(error);
    const key = `${property}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      name: error.keyword,
      property,
      message,
      params: error.params,
      schemaPath: error.schemaPath,
      stack: `${property === '.' ? '' : `${property.slice(1)}: `}${message}`,
    });
  }
  return out;
}

/**
 * An RJSF `ValidatorType` that validates a step's props with the template's generated props
 * validator (`validate`), whatever schema RJSF passes (the form's schema is a display copy of
 * the same props schema). `isValid` (RJSF's oneOf/anyOf choice) answers from the same validator
 * for the root schema and accepts otherwise: props schemas have no oneOf/anyOf/if.
 */
export function createPropsFormValidator(
  validate: GeneratedValidator<unknown>,
): ValidatorType<Record<string, unknown>, RJSFSchema> {
  const run = (formData: unknown): RJSFValidationError[] =>
    validate(formData ?? {}) ? [] : toRjsfErrors(validate.errors ?? []);
  return {
    validateFormData(
      formData: Record<string, unknown> | undefined,
      _schema: RJSFSchema,
      customValidate?: CustomValidator<Record<string, unknown>, RJSFSchema>,
      transformErrors?: ErrorTransformer<Record<string, unknown>, RJSFSchema>,
      uiSchema?: UiSchema<Record<string, unknown>, RJSFSchema>,
    ): ValidationData<Record<string, unknown>> {
      let errors = run(formData);
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const result: ValidationData<Record<string, unknown>> = {
        errors,
        errorSchema: toErrorSchema<Record<string, unknown>>(errors),
      };
      if (!customValidate) return result;
      const data = formData ?? {};
      const handler = customValidate(
        data,
        createErrorHandler<Record<string, unknown>>(data),
        uiSchema,
      );
      return validationDataMerge(result, unwrapErrorHandler(handler));
    },
    isValid(
      schema: RJSFSchema,
      formData: Record<string, unknown> | undefined,
      rootSchema: RJSFSchema,
    ): boolean {
      if (schema === rootSchema) return run(formData).length === 0;
      return true;
    },
    rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: Record<string, unknown>) {
      const ok = validate(formData ?? {});
      return { errors: ok ? undefined : ((validate.errors ?? []) as unknown as Result[]) };
    },
  };
}
