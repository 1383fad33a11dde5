import { HttpError } from '@/sandbox/httpError';

/**
 * Reads query parameters and answers 400 naming the parameter and the reason when one is
 * missing or malformed. Empty values count as absent, as the checkout drops empty query values.
 */
export class QueryReader {
  private readonly query: URLSearchParams;

  constructor(query: URLSearchParams) {
    this.query = query;
  }

  private fail(name: string, code: string, reason: string): never {
    throw new HttpError(400, code, `Query parameter '${name}' ${reason}.`, name);
  }

  /** An optional parameter, trimmed; `undefined` when absent or empty. */
  optional(
    name: string,
    options: { maxLength?: number; pattern?: RegExp; reason?: string } = {},
  ): string | undefined {
    const value = this.query.get(name)?.trim();
    if (value === undefined || value === '') return undefined;
    if (value.length > (options.maxLength ?? 200)) {
      this.fail(
        name,
        'invalid_parameter',
        `must have at most ${options.maxLength ?? 200} characters`,
      );
    }
    if (options.pattern && !options.pattern.test(value)) {
      this.fail(
        name,
        'invalid_parameter',
        options.reason ?? `does not match ${String(options.pattern)}`,
      );
    }
    return value;
  }

  /** A required parameter. */
  required(
    name: string,
    options: { maxLength?: number; pattern?: RegExp; reason?: string } = {},
  ): string {
    const value = this.optional(name, options);
    if (value === undefined) this.fail(name, 'missing_parameter', 'is required');
    return value;
  }

  /** An optional value out of a fixed list. */
  optionalEnum<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(name, 'invalid_parameter', `must be one of ${allowed.join(', ')}; got '${value}'`);
    }
    return value as T;
  }

  /** A required value out of a fixed list. */
  requiredEnum<T extends string>(name: string, allowed: readonly T[]): T {
    const value = this.optionalEnum(name, allowed);
    if (value === undefined) this.fail(name, 'missing_parameter', 'is required');
    return value;
  }

  /** An optional comma-separated list (also accepts the parameter repeated). */
  list(name: string): string[] {
    return this.query
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
  }

  /** An optional comma-separated list whose items come from a fixed list. */
  enumList<T extends string>(name: string, allowed: readonly T[]): T[] {
    const values = this.list(name);
    const unknown = values.find((value) => !(allowed as readonly string[]).includes(value));
    if (unknown !== undefined) {
      this.fail(
        name,
        'invalid_parameter',
        `items must be among ${allowed.join(', ')}; got '${unknown}'`,
      );
    }
    return values as T[];
  }
}
