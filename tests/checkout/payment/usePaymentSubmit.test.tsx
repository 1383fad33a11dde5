/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/checkout/api/ApiError';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';
import { whenLogsWritten } from '@/platform/logger';

type Body = { amount: number };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const declined = new ApiError({
  kind: 'client',
  status: 402,
  body: {},
  method: 'POST',
  url: '/api/v2/payment',
});
const timeout = new ApiError({
  kind: 'timeout',
  status: undefined,
  body: undefined,
  method: 'POST',
  url: '/api/v2/payment',
});
const gatewayTimeout = new ApiError({
  kind: 'server',
  status: 504,
  body: '<h1>504 Gateway Time-out</h1>',
  method: 'POST',
  url: '/api/v2/payment',
});

/** Checks come quickly in these tests. */
const quick = { checkDelaysMs: [5] };

describe('usePaymentSubmit', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('should send one request for submits made while an attempt is under way', async () => {
    const answer = deferred<string>();
    const send = jest.fn<Promise<string>, [Body, string]>(() => answer.promise);
    const { result } = renderHook(() => usePaymentSubmit(send));

    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.submit({ amount: 100 });
      second = result.current.submit({ amount: 100 });
    });
    expect(second).toBe(first);
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.paying).toBe(true);
    expect(result.current.phase).toBe('sending');
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer.resolve('ok');
      await first;
    });
    expect(result.current.paying).toBe(false);
    expect(result.current.phase).toBe('idle');
  });

  it('should give every attempt a new random key once the backend has answered', async () => {
    const send = jest.fn<Promise<string>, [Body, string]>(() => Promise.reject(declined));
    const { result } = renderHook(() => usePaymentSubmit(send));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await act(async () => {
        await expect(result.current.submit({ amount: 100 })).rejects.toBe(declined);
      });
    }
    const [firstKey, secondKey] = send.mock.calls.map(([, key]) => key);
    expect(firstKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(secondKey).not.toBe(firstKey);
  });

  it('should be checking after a time-out, asking again with the same key, until the approval comes', async () => {
    const approval = deferred<string>();
    const send = jest
      .fn<Promise<string>, [Body, string]>()
      .mockRejectedValueOnce(timeout)
      .mockRejectedValueOnce(gatewayTimeout)
      .mockReturnValueOnce(approval.promise);
    const { result } = renderHook(() => usePaymentSubmit(send, quick));
    let outcome!: Promise<string>;
    act(() => {
      outcome = result.current.submit({ amount: 100 });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(result.current.phase).toBe('checking');
    expect(result.current.paying).toBe(true);
    expect(send).toHaveBeenCalledTimes(3);

    await act(async () => {
      approval.resolve('approved');
      await expect(outcome).resolves.toBe('approved');
    });
    expect(result.current.phase).toBe('idle');
    const keys = send.mock.calls.map(([, key]) => key);
    expect(new Set(keys).size).toBe(1);
    // Each answer that said nothing is logged (a fault on the way or ours), never card data.
    await whenLogsWritten();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('PAYMENT_OUTCOME_UNKNOWN');
  });

  it('should reject only once the outcome is known to be a failure', async () => {
    const send = jest
      .fn<Promise<string>, [Body, string]>()
      .mockRejectedValueOnce(timeout)
      .mockRejectedValueOnce(declined);
    const { result } = renderHook(() => usePaymentSubmit(send, quick));
    await act(async () => {
      await expect(result.current.submit({ amount: 100 })).rejects.toBe(declined);
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.paying).toBe(false);
  });

  it('should stop asking once the form is gone', async () => {
    const send = jest.fn<Promise<string>, [Body, string]>(() => Promise.reject(timeout));
    const { result, unmount } = renderHook(() => usePaymentSubmit(send, quick));
    let outcome!: Promise<string>;
    act(() => {
      outcome = result.current.submit({ amount: 100 });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    unmount();
    await expect(outcome).rejects.toBe(timeout);
    const calls = send.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).toHaveBeenCalledTimes(calls);
  });

  it('should start a new attempt after a success', async () => {
    const send = jest.fn<Promise<string>, [Body, string]>((_body, key) => Promise.resolve(key));
    const { result } = renderHook(() => usePaymentSubmit(send));
    let first = '';
    let second = '';
    await act(async () => {
      first = await result.current.submit({ amount: 100 });
    });
    await act(async () => {
      second = await result.current.submit({ amount: 100 });
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
  });
});
