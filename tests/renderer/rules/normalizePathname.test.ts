import { normalizePathname } from '@/renderer/rules/normalizePathname';

describe('normalizePathname', () => {
  it.each([
    ['/payment', '/payment'],
    ['/payment/', '/payment'],
    ['/payment//', '/payment'],
    ['/payment?seller=ana', '/payment'],
    ['/payment/upsell#top', '/payment/upsell'],
    ['payment', '/payment'],
    ['/', '/'],
    ['', '/'],
    ['/?flowId=pix', '/'],
  ])('should read %p as %p', (pathname, expected) => {
    expect(normalizePathname(pathname)).toBe(expected);
  });
});
