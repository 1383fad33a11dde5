import { splitProductSlug } from '@/renderer/rules/splitProductSlug';
import { SPEC_ROUTE_TABLE } from '../../fixtures/specRouteTable';

describe('splitProductSlug', () => {
  it.each([
    ['/revalida/lead', 'revalida', '/lead', '/revalida'],
    ['/esa/payment', 'esa', '/payment', '/esa'],
    ['/esa/payment/upsell', 'esa', '/payment/upsell', '/esa'],
    ['/esa/payment/inv-42', 'esa', '/payment/inv-42', '/esa'],
    ['/revalida/lead/', 'revalida', '/lead', '/revalida'],
    ['/revalida', 'revalida', '/', '/revalida'],
  ])('should read %p as slug %p on %p', (pathname, productSlug, path, routePrefix) => {
    expect(splitProductSlug(pathname, SPEC_ROUTE_TABLE)).toEqual({
      productSlug,
      pathname: path,
      routePrefix,
    });
  });

  it.each([
    ['/lead', '/lead'],
    ['/', '/'],
    ['/payment/upsell', '/payment/upsell'],
    ['/payment/inv-42', '/payment/inv-42'],
    ['/livelo/cpf', '/livelo/cpf'],
    ['/revalida/nope', '/revalida/nope'],
    ['/a.b/lead', '/a.b/lead'],
  ])('should leave %p without a slug', (pathname, path) => {
    expect(splitProductSlug(pathname, SPEC_ROUTE_TABLE)).toEqual({
      productSlug: undefined,
      pathname: path,
      routePrefix: '',
    });
  });
});
