import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/checkout/api/ApiError';

/**
 * Whether a failed query is tried again: at most once, and only when the failure may pass
 * (no answer, or a 5xx). A 4xx will answer the same again, and a time-out already made the
 * buyer wait 60 s, so neither is retried.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'server')
  );
}

/**
 * The react-query client of the checkout. Queries retry per {@link shouldRetryQuery};
 * mutations never retry: a payment is never sent twice automatically.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
