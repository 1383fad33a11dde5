/** Codes of the errors the navigation rules can raise; each names a configuration mistake. */
export type NavigationErrorCode = 'UNKNOWN_TEMPLATE_ROUTE' | 'MISSING_ROUTE_PARAM';

/**
 * An error raised by a navigation rule when the data it was given cannot be used (for example a
 * step whose template has no registered route). Carries a code and the context to act on.
 */
export class NavigationError extends Error {
  readonly code: NavigationErrorCode;
  readonly context: Readonly<Record<string, unknown>>;

  constructor(code: NavigationErrorCode, message: string, context: Record<string, unknown>) {
    super(message);
    this.name = 'NavigationError';
    this.code = code;
    this.context = context;
  }
}
