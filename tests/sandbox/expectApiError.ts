import { ApiError } from '@/checkout/api/ApiError';

/** What a failed call is expected to reject with. */
export interface ExpectedApiError {
  kind?: ApiError['kind'];
  status?: number;
  code?: string;
  field?: string;
  message?: string | RegExp;
}

/** Awaits a call that must fail and checks the ApiError it rejects with; returns it. */
export async function expectApiError(
  call: Promise<unknown>,
  expected: ExpectedApiError,
): Promise<ApiError> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ApiError);
  const error = caught as ApiError;
  const body = error.body as
    | { error?: { code?: string; field?: string; message?: string } }
    | undefined;
  if (expected.kind !== undefined) expect(error.kind).toBe(expected.kind);
  if (expected.status !== undefined) expect(error.status).toBe(expected.status);
  if (expected.code !== undefined) expect(body?.error?.code).toBe(expected.code);
  if (expected.field !== undefined) expect(body?.error?.field).toBe(expected.field);
  if (expected.message !== undefined) expect(body?.error?.message).toMatch(expected.message);
  return error;
}
