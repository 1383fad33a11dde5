import { ApiError } from '@/checkout/api/ApiError';
import { registerLogSink } from '@/platform/observability/logSinks';
import type { LogEvent } from '@/platform/observability/logSinks';
import { logPaymentFailure } from '@/checkout/payment/logPaymentFailure';

function apiError(kind: 'client' | 'server' | 'network', status?: number, code?: string) {
  return new ApiError({
    kind,
    status,
    body: code ? { error: { code, message: 'x' } } : undefined,
    method: 'POST',
    url: '/api/v1/payment',
  });
}

describe('logPaymentFailure', () => {
  let reported: LogEvent[];
  let measured: LogEvent[];
  let unregister: Array<() => void>;
  beforeEach(() => {
    reported = [];
    measured = [];
    unregister = [
      registerLogSink({ kind: 'error-reporting', send: (event) => reported.push(event) }),
      registerLogSink({ kind: 'performance', send: (event) => measured.push(event) }),
    ];
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    unregister.forEach((remove) => remove());
    jest.restoreAllMocks();
  });

  it('should log a declined payment (a 4xx answer) as a warning that error reporting never sees', () => {
    logPaymentFailure('RECOVERY_PAYMENT', apiError('client', 402, 'card_declined'), {
      stepId: 'recovery',
      recoveryId: 'rec_1',
      method: 'credit-card',
    });
    expect(measured).toEqual([
      {
        level: 'warning',
        message: 'RECOVERY_PAYMENT_DECLINED',
        error: undefined,
        context: {
          stepId: 'recovery',
          recoveryId: 'rec_1',
          method: 'credit-card',
          kind: 'client',
          status: 402,
          code: 'card_declined',
        },
      },
    ]);
    expect(reported).toEqual([]);
  });

  it('should log a server failure as an error with the error attached, which error reporting receives', () => {
    const error = apiError('server', 502);
    logPaymentFailure('PAYMENT', error, { stepId: 'payment', method: 'pix' });
    expect(reported).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'PAYMENT_FAILED',
        error,
        context: expect.objectContaining({ stepId: 'payment', kind: 'server', status: 502 }),
      }),
    ]);
  });

  it('should log a failure that is not an API answer (a bug) as an error of unknown kind', () => {
    logPaymentFailure('RENEWAL', new TypeError('x is undefined'), { stepId: 'renew' });
    expect(measured[0]).toMatchObject({
      level: 'error',
      message: 'RENEWAL_FAILED',
      context: { kind: 'unknown' },
    });
    expect(reported).toHaveLength(1);
  });

  it('should keep a network failure (no answer) out of error reporting, as every API call does', () => {
    logPaymentFailure('INVOICE_PAYMENT', apiError('network'), { stepId: 'invoice' });
    expect(measured[0]).toMatchObject({
      level: 'error',
      message: 'INVOICE_PAYMENT_FAILED',
      context: { kind: 'network' },
    });
    expect(reported).toEqual([]);
  });
});
