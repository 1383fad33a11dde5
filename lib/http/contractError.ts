import type { ErrorObject } from 'ajv';
import { fieldRules, isFieldRuleName } from '@/lib/validation/fieldRules';
import { apiPatternMessages } from '@/schemas/generated/apiOperations';
import { HttpError } from '@/lib/http/httpError';

/** The part of a request a contract violation is in. */
export type RequestPart = 'params' | 'query' | 'headers' | 'body';

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function valueAt(data: unknown, segments: readonly string[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** `paymentMethods[0].card.number` from the pointer segments `paymentMethods/0/card/number`. */
function fieldPath(segments: readonly string[]): string {
  return segments.reduce(
    (path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`,
    '',
  );
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The plain-sentence reason and the error code of one schema error. */
function reasonOf(error: ErrorObject, value: unknown): { reason: string; code: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { reason: 'is required', code: 'required' };
    case 'type':
      return {
        reason: `must be ${String(params.type).startsWith('a') || String(params.type).startsWith('o') || String(params.type).startsWith('i') ? 'an' : 'a'} ${String(params.type)}, got ${describeValue(value)}`,
        code: 'invalid_type',
      };
    case 'minLength':
      return Number(params.limit) === 1
        ? { reason: 'must not be empty', code: 'required' }
        : {
            reason: `must have at least ${plural(Number(params.limit), 'character')}`,
            code: 'too_short',
          };
    case 'maxLength':
      return {
        reason: `must have at most ${plural(Number(params.limit), 'character')}`,
        code: 'too_long',
      };
    case 'pattern': {
      const pattern = String(params.pattern);
      return {
        reason: apiPatternMessages[pattern] ?? `must match ${pattern}`,
        code: 'invalid_format',
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String).join(', ');
      const got = typeof value === 'string' && value.length <= 40 ? `; got '${value}'` : '';
      return { reason: `must be one of ${allowed}${got}`, code: 'invalid_value' };
    }
    case 'fieldRule': {
      // The checkout form's own rule refused the value: answer the message the form shows.
      const rule = String(params.rule);
      const message =
        isFieldRuleName(rule) && typeof value === 'string' ? fieldRules[rule](value) : undefined;
      return {
        reason: `is refused by the '${rule}' field rule: '${message ?? 'invalid'}'`,
        code: 'invalid_format',
      };
    }
    case 'const':
      return { reason: `must be '${String(params.allowedValue)}'`, code: 'invalid_value' };
    case 'discriminator':
      return params.error === 'tag'
        ? { reason: `'${String(params.tag)}' is required (a string)`, code: 'required' }
        : { reason: `has an unknown ${String(params.tag)}`, code: 'invalid_value' };
    case 'minimum':
    case 'exclusiveMinimum':
      return { reason: `must be at least ${String(params.limit)}`, code: 'out_of_range' };
    case 'maximum':
    case 'exclusiveMaximum':
      return { reason: `must be at most ${String(params.limit)}`, code: 'out_of_range' };
    case 'minItems':
      return {
        reason: `must have at least ${plural(Number(params.limit), 'entry').replace('entrys', 'entries')}`,
        code: 'invalid_length',
      };
    case 'maxItems':
      return {
        reason: `must have at most ${plural(Number(params.limit), 'entry').replace('entrys', 'entries')}`,
        code: 'invalid_length',
      };
    case 'minProperties':
      return { reason: 'must carry at least one field', code: 'empty_body' };
    case 'additionalProperties':
      return { reason: 'is not a field of this request', code: 'unknown_field' };
    default:
      return {
        reason: `breaks the '${error.keyword}' rule of the contract`,
        code: 'invalid_value',
      };
  }
}

/** Wrapper keywords whose own error only repeats the errors of their branches. */
const WRAPPERS = new Set(['anyOf', 'oneOf', 'allOf', 'if']);

/**
 * Turns the schema errors of one request part into the 400 answer: a stable code, the field
 * (`paymentMethods[0].card.cvv`), the JSON pointer of the value in the request
 * (`/body/paymentMethods/0/card/cvv`) and a plain sentence. Values are never echoed, except a
 * short string that is not one of an enum's values.
 */
export function contractError(
  part: RequestPart,
  errors: readonly ErrorObject[],
  data: unknown,
): HttpError {
  const error = errors.find((item) => !WRAPPERS.has(item.keyword)) ?? errors[0];
  if (!error)
    return new HttpError(400, 'invalid_request', 'The request does not match the API contract.');
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : error.keyword === 'discriminator'
          ? params.tag
          : undefined;
  if (typeof child === 'string') segments.push(child);
  const value = valueAt(data, segments);
  const { reason, code } = reasonOf(error, value);
  const field = fieldPath(segments);
  const pointer = `/${part}${segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
  if (part === 'query') {
    return new HttpError(
      400,
      error.keyword === 'required' ? 'missing_parameter' : 'invalid_parameter',
      `Query parameter '${field}' ${reason}.`,
      field,
      pointer,
    );
  }
  if (part === 'params') {
    return new HttpError(
      400,
      'invalid_path',
      `Path parameter '${field}' ${reason}.`,
      field,
      pointer,
    );
  }
  if (part === 'headers') {
    const name = field || 'header';
    return new HttpError(
      400,
      `invalid_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`,
      `Header ${name} ${reason}.`,
      name,
      pointer,
    );
  }
  if (field === '') {
    return new HttpError(
      400,
      error.keyword === 'type' ? 'invalid_body' : code,
      `Request body ${reason}.`,
      undefined,
      pointer,
    );
  }
  return new HttpError(400, code, `'${field}' ${reason}.`, field, pointer);
}
