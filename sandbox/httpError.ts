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

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.field = field;
  }

  /** The JSON body the sandbox answers with for this error. */
  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field === undefined ? {} : { field: this.field }),
      },
    };
  }
}

/** Body of every error answer of the sandbox API. */
export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}
