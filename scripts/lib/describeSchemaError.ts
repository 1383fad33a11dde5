import type { ErrorObject } from 'ajv';
import type { ConfigIssue } from './configError';
import { suggestionTail } from './didYouMean';
import { isJsonObject } from './jsonValue';
import { parseJsonPointer, toJsonPointer, valueAtPointer } from './jsonPointer';
import { plural } from './plural';
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

/** JSON Schema types in ops' words, as "deve ser …" and "não …" both say them. */
const TYPE_WORDS: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'true ou false',
  object: 'um objeto',
  array: 'uma lista',
  null: 'null',
};

function typeName(value: unknown): string {
  if (value === null) return TYPE_WORDS.null ?? 'null';
  if (Array.isArray(value)) return TYPE_WORDS.array ?? 'array';
  if (typeof value === 'number')
    return (Number.isInteger(value) ? TYPE_WORDS.integer : TYPE_WORDS.number) ?? 'number';
  // A boolean is named by its value: "true ou false" would describe the type, not the value.
  if (typeof value === 'boolean') return String(value);
  return TYPE_WORDS[typeof value] ?? typeof value;
}

/** The bound of a minimum/maximum keyword, in the words the studio's form uses too. */
const BOUND_WORDS: Record<string, string> = {
  minimum: 'no mínimo',
  maximum: 'no máximo',
  exclusiveMinimum: 'maior que',
  exclusiveMaximum: 'menor que',
};

/** An unknown `templateId`, with the closest registered one (the flow rules say it too). */
export function unknownTemplate(templateId: string, known: readonly string[]): string {
  return `templateId desconhecido '${templateId}'${suggestionTail(templateId, known, 'conhecidos')}`;
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
      message: unknownTemplate(tagValue, context.templateIds),
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
      message: unknownTemplate(value, context.templateIds),
    };
  }

  if (typeof error.propertyName === 'string') {
    const key = error.propertyName;
    return {
      code: 'invalid-value',
      pointer: `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      target: 'key',
      message: `a chave '${key}' não é um nome permitido aqui${error.keyword === 'pattern' ? `: deve seguir o padrão "${String(params.pattern)}"` : ''}`,
    };
  }

  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const step = stepContextOf(data, `${pointer}/${missing}`);
    if (step !== undefined && step.propPath === missing) {
      return {
        code: 'missing-property',
        pointer,
        message: `template '${step.templateId}': falta a prop obrigatória '${missing}'`,
      };
    }
    if (step !== undefined) {
      const parentPath = step.propPath
        .slice(0, step.propPath.length - missing.length)
        .replace(/\.$/, '');
      return {
        code: 'missing-property',
        pointer,
        message: `template '${step.templateId}' prop '${parentPath}': falta a propriedade obrigatória '${missing}'`,
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
      message: `falta a propriedade obrigatória '${missing}'${description === undefined ? '' : ` (${description})`}`,
    };
  }

  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const extra = String(params.additionalProperty ?? params.unevaluatedProperty);
    const allowed = context.schemas.factsAt(context.rootSchemaId, data, pointer).propertyNames;
    const tail = allowed.length === 0 ? '' : suggestionTail(extra, allowed, 'permitidas');
    const step = stepContextOf(data, `${pointer}/${extra}`);
    const extraPointer = `${pointer}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (step !== undefined) {
      const subject = step.propPath === extra ? 'prop desconhecida' : 'propriedade desconhecida';
      const where =
        step.propPath === extra ? '' : ` na prop '${step.propPath.slice(0, -extra.length - 1)}'`;
      return {
        code: 'unknown-property',
        pointer: extraPointer,
        target: 'key',
        message: `template '${step.templateId}': ${subject} '${extra}'${where}${tail}`,
      };
    }
    return {
      code: 'unknown-property',
      pointer: extraPointer,
      target: 'key',
      message: `propriedade desconhecida '${extra}'${tail}`,
    };
  }

  let problem: string;
  switch (error.keyword) {
    case 'enum': {
      const allowed = (Array.isArray(params.allowedValues) ? params.allowedValues : []).map(String);
      problem =
        typeof value === 'string'
          ? `${show(value)} não é permitido${suggestionTail(value, allowed, 'permitidos')}`
          : `${show(value)} não é permitido; permitidos: ${allowed.join(', ')}`;
      break;
    }
    case 'const':
      problem = `deve ser ${show(params.allowedValue)}, não ${show(value)}`;
      break;
    case 'type':
      problem = `deve ser ${String(params.type)
        .split(',')
        .map((type) => TYPE_WORDS[type] ?? type)
        .join(' ou ')}, não ${typeName(value)}`;
      break;
    case 'pattern': {
      const facts = context.schemas.factsAt(context.rootSchemaId, data, pointer);
      const expected = facts.description ?? `um valor que siga ${String(params.pattern)}`;
      problem = `${show(value)} não é válido. Esperado: ${expected}`;
      break;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      problem = `deve ser ${BOUND_WORDS[error.keyword] ?? ''} ${String(params.limit)}, não ${show(value)}`;
      break;
    case 'minLength':
      problem = `deve ter ao menos ${plural(Number(params.limit), 'caractere', 'caracteres')}`;
      break;
    case 'maxLength':
      problem = `deve ter no máximo ${plural(Number(params.limit), 'caractere', 'caracteres')}`;
      break;
    case 'minItems':
      problem = `deve ter ao menos ${plural(Number(params.limit), 'item', 'itens')}`;
      break;
    case 'maxItems':
      problem = `deve ter no máximo ${plural(Number(params.limit), 'item', 'itens')}`;
      break;
    case 'minProperties':
      problem = `deve ter ao menos ${plural(Number(params.limit), 'propriedade', 'propriedades')}`;
      break;
    case 'uniqueItems': {
      const items = Array.isArray(value) ? value : [];
      problem = `repete ${show(items[Number(params.i)])} (itens ${String(params.j)} e ${String(params.i)})`;
      break;
    }
    case 'format':
      problem = `${show(value)} não está no formato ${String(params.format)}`;
      break;
    case 'multipleOf':
      problem = `deve ser múltiplo de ${String(params.multipleOf)}, não ${show(value)}`;
      break;
    // Never ajv's English: a keyword not listed above is still named in Portuguese.
    default:
      problem = `não cumpre a regra '${error.keyword}' do esquema`;
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
