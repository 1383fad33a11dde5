import { isUpsellPath } from '@/renderer/rules/isUpsellPath';

describe('isUpsellPath', () => {
  it.each([
    ['/payment/upsell', true],
    ['/success/upsell', true],
    ['/video/upsell', true],
    ['/upsell-presentation', true],
    ['/multiprofile-upsell-presentation', true],
    ['/subscription-welcome', true],
    ['/subscription-welcome/', true],
    ['/payment', false],
    ['/success', false],
    ['/subscription-welcome-back', false],
    ['/lead?next=upsell', false],
  ])('should read %p as an upsell page: %p', (pathname, expected) => {
    expect(isUpsellPath(pathname)).toBe(expected);
  });
});
