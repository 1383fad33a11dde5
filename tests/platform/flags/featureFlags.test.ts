import {
  isPixEnabled,
  showsReferrerList,
  toFeatureFlags,
  unansweredFlags,
} from '@/platform/flags/featureFlags';

describe('feature flag readers', () => {
  it('should keep today behaviour when the flag service answered nothing', () => {
    expect(isPixEnabled(unansweredFlags)).toBe(true);
    expect(showsReferrerList(unansweredFlags, true)).toBe(true);
    expect(showsReferrerList(unansweredFlags, false)).toBe(false);
  });

  it('should follow the flags when answered', () => {
    const flags = toFeatureFlags({ 'pix-enabled': false, 'referrer-list': 'off' });
    expect(isPixEnabled(flags)).toBe(false);
    expect(showsReferrerList(flags, true)).toBe(false);
    expect(showsReferrerList(toFeatureFlags({ 'referrer-list': 'on' }), false)).toBe(true);
    expect(showsReferrerList(toFeatureFlags({ 'referrer-list': 'brand' }), false)).toBe(false);
  });

  it('should treat values of the wrong type as unanswered', () => {
    expect(toFeatureFlags({ 'pix-enabled': 'false', 'referrer-list': true })).toEqual(
      unansweredFlags,
    );
  });
});
