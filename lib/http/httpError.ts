import type { ErrorBody } from '@/schemas/generated/apiTypes';

/**
 * An error a sandbox handler throws to answer with a JSON error body
 * `{ error: { code, message, field? } }` and the given HTTP status.
 */
export class HttpError extends Error {
  /** HTTP status code of the answer (4xx or 5xx). */
  readonly status: number;
  /** Stable machine-readable error code, e.g. `invalid_field` or `card_declined`. */
  readonly code: string;
  /** Path of the offending input field (`paymentMethods[0].card.number`), when there is one. */
  readonly field: string | undefined;
  /** JSON pointer of the offending value in the request (`/body/email`), for contract violations. */
  readonly pointer: string | undefined;

  constructor(status: number, code: string, message: string, field?: string, pointer?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.pointer = pointer;
  }

  /** The JSON body the sandbox answers with for this error. */
  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field === undefined ? {} : { field: this.field }),
        ...(this.pointer === undefined ? {} : { pointer: this.pointer }),
      },
    };
  }
}

/** Body of every error answer of the sandbox API (schemas/api/common.schema.json#/$defs/errorBody). */
export type { ErrorBody };

/**
 * A 422 for a well-formed request the data refuses (unknown lead, amount mismatch, invalid
 * check digits), naming the field: `'amount' must be 9500 ….`
 */
export function unprocessable(field: string, code: string, reason: string): HttpError {
  return new HttpError(422, code, `'${field}' ${reason}.`, field);
}
