import { isLocalHost } from '@/renderer/rules/isLocalHost';

describe('isLocalHost', () => {
  it.each([
    ['localhost:3000', true],
    ['localhost', true],
    ['LOCALHOST:3000', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['checkout.medvalida.com.br', false],
    ['checkout-test.medvalida.com.br', false],
    ['localhost.medvalida.com.br', false],
    ['', false],
    [undefined, false],
  ])('should read host %p as local: %p', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });
});
