import { HttpError } from '@/sandbox/httpError';

/** Options of a string field: bounds and a pattern with the sentence to answer when it fails. */
export interface StringFieldOptions {
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** Reason given when `pattern` does not match, e.g. "must be a date YYYY-MM-DD". */
  patternReason?: string;
}

/** Options of an integer field. */
export interface IntegerFieldOptions {
  min?: number;
  max?: number;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/**
 * Reads fields of a JSON request body and answers 422 naming the field (as a path like
 * `address.city` or `paymentMethods[0].card.number`) and the reason when one is missing or
 * wrong. Handlers read every field they use through it, so bad input never reaches storage.
 */
export class BodyReader {
  private readonly value: Record<string, unknown>;
  private readonly prefix: string;

  private constructor(value: Record<string, unknown>, prefix: string) {
    this.value = value;
    this.prefix = prefix;
  }

  /** Wraps a request body; answers 400 when the body is absent or not a JSON object. */
  static from(body: unknown): BodyReader {
    if (body === undefined) {
      throw new HttpError(400, 'missing_body', 'Request body is required (a JSON object).');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(
        400,
        'invalid_body',
        `Request body must be a JSON object, got ${describeType(body)}.`,
      );
    }
    return new BodyReader(body as Record<string, unknown>, '');
  }

  /** The path of a field of this object, as named in error answers. */
  path(name: string): string {
    return this.prefix === '' ? name : `${this.prefix}.${name}`;
  }

  /** Answers 422 for a field with the given code and reason. */
  fail(name: string, code: string, reason: string): never {
    const field = this.path(name);
    throw new HttpError(422, code, `'${field}' ${reason}.`, field);
  }

  /** Whether the field is present (not undefined and not null). */
  has(name: string): boolean {
    return this.value[name] !== undefined && this.value[name] !== null;
  }

  /** The raw value of a field, unchecked. */
  raw(name: string): unknown {
    return this.value[name];
  }

  /** A required non-empty string (trimmed). */
  string(name: string, options: StringFieldOptions = {}): string {
    const result = this.optionalString(name, options);
    if (result === undefined) this.fail(name, 'required', 'is required');
    return result;
  }

  /** An optional string (trimmed); `undefined` when absent. */
  optionalString(name: string, options: StringFieldOptions = {}): string | undefined {
    const value = this.value[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string')
      this.fail(name, 'invalid_type', `must be a string, got ${describeType(value)}`);
    const text = value.trim();
    if (text === '') this.fail(name, 'required', 'must not be empty');
    if (options.minLength !== undefined && text.length < options.minLength) {
      this.fail(name, 'too_short', `must have at least ${options.minLength} characters`);
    }
    if (options.maxLength !== undefined && text.length > options.maxLength) {
      this.fail(name, 'too_long', `must have at most ${options.maxLength} characters`);
    }
    if (options.pattern && !options.pattern.test(text)) {
      this.fail(
        name,
        'invalid_format',
        options.patternReason ?? `does not match ${String(options.pattern)}`,
      );
    }
    return text;
  }

  /** A required integer (money is always integer centavos). */
  integer(name: string, options: IntegerFieldOptions = {}): number {
    const result = this.optionalInteger(name, options);
    if (result === undefined) this.fail(name, 'required', 'is required');
    return result;
  }

  /** An optional integer; `undefined` when absent. */
  optionalInteger(name: string, options: IntegerFieldOptions = {}): number | undefined {
    const value = this.value[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail(name, 'invalid_type', `must be an integer, got ${describeType(value)}`);
    }
    if (options.min !== undefined && value < options.min) {
      this.fail(name, 'out_of_range', `must be at least ${options.min}`);
    }
    if (options.max !== undefined && value > options.max) {
      this.fail(name, 'out_of_range', `must be at most ${options.max}`);
    }
    return value;
  }

  /** A required value out of a fixed list. */
  enumValue<T extends string>(name: string, allowed: readonly T[]): T {
    const result = this.optionalEnum(name, allowed);
    if (result === undefined) this.fail(name, 'required', 'is required');
    return result;
  }

  /** An optional value out of a fixed list. */
  optionalEnum<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.optionalString(name);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(name, 'invalid_value', `must be one of ${allowed.join(', ')}; got '${value}'`);
    }
    return value as T;
  }

  /** An optional boolean. */
  optionalBoolean(name: string): boolean | undefined {
    const value = this.value[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean')
      this.fail(name, 'invalid_type', `must be a boolean, got ${describeType(value)}`);
    return value;
  }

  /** A required nested object, read with its own reader. */
  object(name: string): BodyReader {
    const result = this.optionalObject(name);
    if (result === undefined) this.fail(name, 'required', 'is required');
    return result;
  }

  /** An optional nested object. */
  optionalObject(name: string): BodyReader | undefined {
    const value = this.value[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.fail(name, 'invalid_type', `must be an object, got ${describeType(value)}`);
    }
    return new BodyReader(value as Record<string, unknown>, this.path(name));
  }

  /** A required non-empty array of objects, each read with its own reader. */
  objectArray(name: string): BodyReader[] {
    const value = this.value[name];
    if (value === undefined || value === null) this.fail(name, 'required', 'is required');
    if (!Array.isArray(value))
      this.fail(name, 'invalid_type', `must be an array, got ${describeType(value)}`);
    if (value.length === 0) this.fail(name, 'required', 'must not be empty');
    return value.map((item: unknown, index) => {
      const itemPath = `${this.path(name)}[${index}]`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        throw new HttpError(
          422,
          'invalid_type',
          `'${itemPath}' must be an object, got ${describeType(item)}.`,
          itemPath,
        );
      }
      return new BodyReader(item as Record<string, unknown>, itemPath);
    });
  }

  /** An optional JSON object kept as is (free-form metadata). */
  optionalRecord(name: string): Record<string, unknown> | undefined {
    const value = this.value[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.fail(name, 'invalid_type', `must be an object, got ${describeType(value)}`);
    }
    return value as Record<string, unknown>;
  }
}
