import { paymentTimeoutMs } from '@/renderer/paymentSettings';
import { restoreEnvAfterEach } from '../restoreEnvAfterEach';

describe('paymentTimeoutMs', () => {
  restoreEnvAfterEach('PAYMENT_TIMEOUT_MS');

  it('should be the spec 60 000 ms unless PAYMENT_TIMEOUT_MS shortens it outside production', () => {
    delete process.env.PAYMENT_TIMEOUT_MS;
    expect(paymentTimeoutMs('test')).toBe(60_000);
    expect(paymentTimeoutMs('production')).toBe(60_000);
    process.env.PAYMENT_TIMEOUT_MS = '5000';
    expect(paymentTimeoutMs('test')).toBe(5000);
    expect(paymentTimeoutMs('production')).toBe(60_000);
  });

  it('should ignore values that could not send a payment at all', () => {
    for (const value of ['', 'soon', '0', '-1', '999']) {
      process.env.PAYMENT_TIMEOUT_MS = value;
      expect(paymentTimeoutMs('test')).toBe(60_000);
    }
  });
});
