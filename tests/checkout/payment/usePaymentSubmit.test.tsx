/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/checkout/api/ApiError';
import { usePaymentSubmit } from '@/checkout/payment/usePaymentSubmit';

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

describe('usePaymentSubmit', () => {
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
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer.resolve('ok');
      await first;
    });
    expect(result.current.paying).toBe(false);
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

  it('should keep the key after no answer for the same payment, and not for a changed one', async () => {
    const send = jest.fn<Promise<string>, [Body, string]>(() => Promise.reject(timeout));
    const { result } = renderHook(() => usePaymentSubmit(send));
    const submit = async (body: Body) =>
      act(async () => {
        await expect(result.current.submit(body)).rejects.toBe(timeout);
      });
    await submit({ amount: 100 });
    await submit({ amount: 100 });
    await submit({ amount: 200 });
    const keys = send.mock.calls.map(([, key]) => key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('should keep the key after a gateway 5xx for the same payment', async () => {
    const gatewayTimeout = new ApiError({
      kind: 'server',
      status: 504,
      body: '<h1>504 Gateway Time-out</h1>',
      method: 'POST',
      url: '/api/v2/payment',
    });
    const send = jest.fn<Promise<string>, [Body, string]>(() => Promise.reject(gatewayTimeout));
    const { result } = renderHook(() => usePaymentSubmit(send));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await act(async () => {
        await expect(result.current.submit({ amount: 100 })).rejects.toBe(gatewayTimeout);
      });
    }
    const [firstKey, secondKey] = send.mock.calls.map(([, key]) => key);
    expect(secondKey).toBe(firstKey);
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
