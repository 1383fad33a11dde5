import { shouldFetchSeller } from '@/renderer/rules/shouldFetchSeller';

describe('shouldFetchSeller', () => {
  it.each([
    ['ana', 'whatsapp', '/lead', true],
    ['franchising', 'instagram', '/payment', true],
    ['performance', 'whatsapp', '/lead', false],
    ['ana', 'direto', '/lead', false],
    ['ana', 'whatsapp', '/', false],
    ['ana', 'whatsapp', '/readiness', false],
    ['ana', 'whatsapp', '/healthcheck', false],
    ['ana', 'whatsapp', '/healthcheck/', false],
    ['performance', 'direto', '/', false],
  ])('should fetch seller %p from source %p on %p: %p', (seller, source, pathname, expected) => {
    expect(shouldFetchSeller({ seller, source, pathname })).toBe(expected);
  });
});
