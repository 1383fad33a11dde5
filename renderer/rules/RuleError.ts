/** Codes of the errors the request rules can raise; each names a configuration mistake. */
export type RuleErrorCode = 'UNKNOWN_TEMPLATE_ROUTE' | 'MISSING_ROUTE_PARAM';

/**
 * An error raised by a request rule when the data it was given cannot be used (for example a
 * step whose template has no registered route). Carries a code and the context to act on.
 */
export class RuleError extends Error {
  readonly code: RuleErrorCode;
  readonly context: Readonly<Record<string, unknown>>;

  constructor(code: RuleErrorCode, message: string, context: Record<string, unknown>) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.context = context;
  }
}
