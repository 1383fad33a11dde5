/** Codes of the programming errors a formatter can raise. */
export type FormatErrorCode = 'MONEY_NOT_INTEGER' | 'POINTS_NOT_FINITE';

/**
 * Raised when a formatter receives a value it must never receive (e.g. money that is not an
 * integer number of minor units). It names the code and the offending value.
 */
export class FormatError extends Error {
  readonly code: FormatErrorCode;
  readonly value: unknown;

  constructor(code: FormatErrorCode, message: string, value: unknown) {
    super(`${code}: ${message} (got ${String(value)})`);
    this.name = 'FormatError';
    this.code = code;
    this.value = value;
  }
}
