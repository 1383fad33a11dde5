import { isInfrastructurePath } from '@/renderer/rules/isInfrastructurePath';

describe('isInfrastructurePath', () => {
  it.each([
    ['/', true],
    ['', true],
    ['/readiness', true],
    ['/readiness/', true],
    ['/healthcheck', true],
    ['/healthcheck?probe=k8s', true],
    ['/lead', false],
    ['/payment', false],
    ['/healthcheck/deep', false],
    ['/generic-error', false],
  ])('should read %p as infrastructure: %p', (pathname, expected) => {
    expect(isInfrastructurePath(pathname)).toBe(expected);
  });
});
