import { detectEnvironment } from '@/renderer/rules/detectEnvironment';

describe('detectEnvironment', () => {
  it.each([
    ['checkout.medvalida.com.br', 'production'],
    ['checkout.eumilitar.com', 'production'],
    ['checkout-test.medvalida.com.br', 'test'],
    ['checkout-TEST.medvalida.com.br', 'test'],
    ['checkout-dev.medvalida.com.br', 'test'],
    ['checkout.DEV.wiseup.com', 'test'],
    ['localhost:3000', 'test'],
    ['LocalHost:3000', 'test'],
    ['127.0.0.1:3000', 'test'],
    ['', 'production'],
    [undefined, 'production'],
  ])('should read host %p as %p', (host, expected) => {
    expect(detectEnvironment(host)).toBe(expected);
  });
});
