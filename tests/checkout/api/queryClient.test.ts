import { MutationObserver } from '@tanstack/react-query';
import { ApiError } from '@/checkout/api/ApiError';
import type { ApiErrorKind } from '@/checkout/api/ApiError';
import { createQueryClient, shouldRetryQuery } from '@/checkout/api/queryClient';

function apiError(kind: ApiErrorKind, status?: number): ApiError {
  return new ApiError({ kind, status, body: undefined, method: 'GET', url: '/api/v1/x' });
}

describe('queryClient', () => {
  it('should retry a query once on a network failure or a 5xx, never on a 4xx, a time-out or another error', () => {
    expect(shouldRetryQuery(0, apiError('network'))).toBe(true);
    expect(shouldRetryQuery(0, apiError('server', 503))).toBe(true);
    expect(shouldRetryQuery(1, apiError('server', 503))).toBe(false);
    expect(shouldRetryQuery(0, apiError('client', 404))).toBe(false);
    expect(shouldRetryQuery(0, apiError('timeout'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });

  it('should call a failing query twice on a 5xx and once on a 4xx', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['server'],
        queryFn: () => {
          calls += 1;
          throw apiError('server', 500);
        },
        retryDelay: 1,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['client'],
        queryFn: () => {
          calls += 1;
          throw apiError('client', 422);
        },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
    client.clear();
  });

  it('should never retry a mutation, so a payment is sent once', async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new MutationObserver(client, {
      mutationFn: async () => {
        calls += 1;
        throw apiError('network');
      },
    });
    await expect(observer.mutate()).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
    client.clear();
  });
});
