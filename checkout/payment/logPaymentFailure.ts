import { isApiError } from '@/checkout/api/ApiError';
import { logger } from '@/platform/logger';

/**
 * Logs a failed payment call the one way every payment path does (the payment step, invoices,
 * recovery, upgrades, renewals and card verification). A client answer (4xx: declined, invalid)
 * is the buyer's business: a `<prefix>_DECLINED` warning. Anything else (5xx, no answer, a bug)
 * is a fault of ours: a `<prefix>_FAILED` error with the error attached, which error reporting
 * receives. The context is what identifies the payment (step, method, invoice…) plus the
 * answer's kind, status and code; it never holds card data.
 */
export function logPaymentFailure(
  prefix: string,
  error: unknown,
  context: Record<string, string | number | undefined>,
): void {
  const details = {
    context: {
      ...context,
      kind: isApiError(error) ? error.kind : 'unknown',
      status: isApiError(error) ? error.status : undefined,
      code: isApiError(error) ? error.code : undefined,
    },
  };
  if (isApiError(error) && error.kind === 'client') logger.warning(`${prefix}_DECLINED`, details);
  else logger.error(`${prefix}_FAILED`, { ...details, error });
}
