import type { ErrorObject } from 'ajv';
import type { ConfigIssue } from './configError';
import { suggestionTail } from './didYouMean';
import { isJsonObject } from './jsonValue';
import { parseJsonPointer, toJsonPointer, valueAtPointer } from './jsonPointer';
import type { SchemaIndex } from './schemaIndex';

/** What describing a schema error needs to know about the document. */
export interface SchemaErrorContext {
  /** The whole document that was validated. */
  data: unknown;
  /** `$id` of the schema it was validated against. */
  rootSchemaId: string;
  schemas: SchemaIndex;
  /** Registered template ids, for "did you mean" on an unknown `templateId`. */
  templateIds: readonly string[];
}

interface StepContext {
  templateId: string;
  /** Path inside the step's props, e.g. `media.logo` or `paymentMethods[0]`; '' for props itself. */
  propPath: string;
}

/** When `pointer` is inside a step's props, which template and which prop it is about. */
function stepContextOf(data: unknown, pointer: string): StepContext | undefined {
  const segments = parseJsonPointer(pointer);
  for (let index = segments.length - 1; index >= 0; index--) {
    if (segments[index] !== 'props') continue;
    const step = valueAtPointer(data, toJsonPointer(segments.slice(0, index)));
    if (isJsonObject(step) && typeof step.templateId === 'string') {
      const propPath = segments
        .slice(index + 1)
        .map((segment, position) =>
          /^\d+$/.test(segment) ? `[${segment}]` : `${position === 0 ? '' : '.'}${segment}`,
        )
        .join('');
      return { templateId: step.templateId, propPath };
    }
  }
  return undefined;
}

function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return `a ${typeof value}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * Turns one ajv error into a located sentence: an unknown property names the closest allowed
 * one, an enum value the closest allowed value, an unknown `templateId` the closest template,
 * and an error inside a step's props names the template and the prop. Returns `undefined` for
 * errors that only repeat another one (the `if` of an if/then, a discriminator without tag).
 */
export function describeSchemaError(
  error: ErrorObject,
  context: SchemaErrorContext,
): ConfigIssue | undefined {
  const { data } = context;
  const pointer = error.instancePath;
  const value = valueAtPointer(data, pointer);
  const params = error.params as Record<string, unknown>;

  if (error.keyword === 'if' || error.keyword === 'propertyNames') return undefined;

  if (error.keyword === 'discriminator') {
    const tagValue = params.tagValue;
    if (params.error !== 'mapping' || typeof tagValue !== 'string') return undefined;
    return {
      code: 'unknown-template',
      pointer: `${pointer}/templateId`,
      message: `unknown templateId '${tagValue}'${suggestionTail(tagValue, context.templateIds, 'known')}`,
    };
  }

  // The step schema's templateId is an enum of the registered ids (for editors); say it in the
  // registry's words, as the flow rules do.
  if (
    error.keyword === 'enum' &&
    typeof value === 'string' &&
    /\/steps\/\d+\/templateId$/.test(pointer)
  ) {
    return {
      code: 'unknown-template',
      pointer,
      message: `unknown templateId '${value}'${suggestionTail(value, context.templateIds, 'known')}`,
    };
  }

  if (typeof error.propertyName === 'string') {
    const key = error.propertyName;
    return {
      code: 'invalid-value',
      pointer: `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      target: 'key',
      message: `key '${key}' is not allowed here: ${error.message ?? 'invalid name'}`,
    };
  }

  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const step = stepContextOf(data, `${pointer}/${missing}`);
    if (step !== undefined && step.propPath === missing) {
      return {
        code: 'missing-property',
        pointer,
        message: `template '${step.templateId}': missing required prop '${missing}'`,
      };
    }
    if (step !== undefined) {
      const parentPath = step.propPath
        .slice(0, step.propPath.length - missing.length)
        .replace(/\.$/, '');
      return {
        code: 'missing-property',
        pointer,
        message: `template '${step.templateId}' prop '${parentPath}': missing required property '${missing}'`,
      };
    }
    // A property required only under a condition (if/then) carries its reason in its description.
    const conditional = /\/(then|else)\//.test(error.schemaPath);
    const description = conditional
      ? context.schemas.factsAt(context.rootSchemaId, data, `${pointer}/${missing}`).description
      : undefined;
    return {
      code: 'missing-property',
      pointer,
      message: `missing required property '${missing}'${description === undefined ? '' : ` (${description})`}`,
    };
  }

  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const extra = String(params.additionalProperty ?? params.unevaluatedProperty);
    const allowed = context.schemas.factsAt(context.rootSchemaId, data, pointer).propertyNames;
    const tail = allowed.length === 0 ? '' : suggestionTail(extra, allowed, 'allowed');
    const step = stepContextOf(data, `${pointer}/${extra}`);
    const extraPointer = `${pointer}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (step !== undefined) {
      const subject = step.propPath === extra ? 'prop' : 'property';
      const where =
        step.propPath === extra ? '' : ` in prop '${step.propPath.slice(0, -extra.length - 1)}'`;
      return {
        code: 'unknown-property',
        pointer: extraPointer,
        target: 'key',
        message: `template '${step.templateId}': unknown ${subject} '${extra}'${where}${tail}`,
      };
    }
    return {
      code: 'unknown-property',
      pointer: extraPointer,
      target: 'key',
      message: `unknown property '${extra}'${tail}`,
    };
  }

  let problem: string;
  switch (error.keyword) {
    case 'enum': {
      const allowed = (Array.isArray(params.allowedValues) ? params.allowedValues : []).map(String);
      problem =
        typeof value === 'string'
          ? `${show(value)} is not allowed${suggestionTail(value, allowed, 'allowed')}`
          : `${show(value)} is not allowed; allowed: ${allowed.join(', ')}`;
      break;
    }
    case 'const':
      problem = `must be ${show(params.allowedValue)}, not ${show(value)}`;
      break;
    case 'type':
      problem = `must be ${String(params.type)
        .split(',')
        .map((type) => TYPE_WORDS[type] ?? type)
        .join(' or ')}, not ${typeName(value)}`;
      break;
    case 'pattern': {
      const facts = context.schemas.factsAt(context.rootSchemaId, data, pointer);
      const expected = facts.description ?? `a value matching ${String(params.pattern)}`;
      problem = `${show(value)} is not valid. Expected: ${expected}`;
      break;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      problem = `must be ${String(params.comparison)} ${String(params.limit)}, not ${show(value)}`;
      break;
    case 'minLength':
      problem = `must be at least ${plural(Number(params.limit), 'character')} long`;
      break;
    case 'maxLength':
      problem = `must be at most ${plural(Number(params.limit), 'character')} long`;
      break;
    case 'minItems':
      problem = `must have at least ${plural(Number(params.limit), 'item')}`;
      break;
    case 'maxItems':
      problem = `must have at most ${plural(Number(params.limit), 'item')}`;
      break;
    case 'minProperties':
      problem = `must have at least ${plural(Number(params.limit), 'property')}`;
      break;
    case 'uniqueItems': {
      const items = Array.isArray(value) ? value : [];
      problem = `lists ${show(items[Number(params.i)])} twice (items ${String(params.j)} and ${String(params.i)})`;
      break;
    }
    default:
      problem = error.message ?? `fails the '${error.keyword}' rule`;
  }
  const step = stepContextOf(data, pointer);
  const subject =
    step === undefined
      ? ''
      : step.propPath === ''
        ? `template '${step.templateId}' props: `
        : `template '${step.templateId}' prop '${step.propPath}': `;
  return { code: 'invalid-value', pointer, message: `${subject}${problem}` };
}
