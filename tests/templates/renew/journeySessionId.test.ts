/** @jest-environment jsdom */
import { journeySessionId } from '@/templates/renew/journeySessionId';

beforeEach(() => sessionStorage.clear());

describe('journeySessionId', () => {
  it('should make one id per tab session and give it back on every call', () => {
    const first = journeySessionId();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(journeySessionId()).toBe(first);
    expect(JSON.parse(sessionStorage.getItem('checkoutSessionId') ?? '""')).toBe(first);
  });

  it('should make a new id for a new session, and replace a stored value that is no id', () => {
    const first = journeySessionId();
    sessionStorage.clear();
    expect(journeySessionId()).not.toBe(first);
    sessionStorage.setItem('checkoutSessionId', JSON.stringify('<script>'));
    expect(journeySessionId()).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
