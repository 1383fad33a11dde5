import { matchRoute, type RouteMatch } from '@/renderer/rules/matchRoute';
import { SPEC_ROUTE_TABLE } from '../../fixtures/specRouteTable';

describe('matchRoute', () => {
  it.each<[string, RouteMatch | undefined]>([
    ['/lead', { templateId: 'lead', params: {} }],
    ['/lead/', { templateId: 'lead', params: {} }],
    ['/lead?product=MS', { templateId: 'lead', params: {} }],
    ['/payment', { templateId: 'payment', params: {} }],
    ['/payment/upsell', { templateId: 'upsell-payment', params: {} }],
    ['/payment/upsell/', { templateId: 'upsell-payment', params: {} }],
    ['/payment/upgrade', { templateId: 'upgrade-payment', params: {} }],
    ['/payment/inv-42', { templateId: 'invoice-payment', params: { id: 'inv-42' } }],
    ['/payment/inv-42/', { templateId: 'invoice-payment', params: { id: 'inv-42' } }],
    ['/payment/a%20b', { templateId: 'invoice-payment', params: { id: 'a b' } }],
    ['/payment/100%', { templateId: 'invoice-payment', params: { id: '100%' } }],
    ['/recovery/abc', { templateId: 'recovery', params: { id: 'abc' } }],
    ['/renew/sub-7', { templateId: 'renew', params: { id: 'sub-7' } }],
    ['/video/upsell', { templateId: 'upsell-video', params: {} }],
    ['/success/upsell', { templateId: 'upsell-success', params: {} }],
    ['/livelo/cpf', { templateId: 'livelo-cpf', params: {} }],
    ['/multiprofile-presentation', { templateId: 'order-bump-presentation', params: {} }],
    ['/order-bump-presentation', { templateId: 'order-bump', params: {} }],
    ['/md', { templateId: 'md', params: {} }],
    ['/', undefined],
    ['/payment/inv-42/extra', undefined],
    ['/recovery', undefined],
    ['/livelo/payment', { templateId: 'livelo-payment', params: {} }],
    ['/livelo/cpf/extra', undefined],
    ['/Lead', undefined],
    ['/readiness', undefined],
  ])('should match %p to %p', (pathname, expected) => {
    expect(matchRoute(pathname, SPEC_ROUTE_TABLE)).toEqual(expected);
  });

  it.each<[string, Record<string, string>, string, RouteMatch]>([
    [
      'prefer a static segment whatever the table order',
      { b: '/[slug]/lead', a: '/ms/[step]' },
      '/ms/lead',
      { templateId: 'a', params: { step: 'lead' } },
    ],
    [
      'prefer the earlier static segment',
      { a: '/[x]/pay', b: '/ms/[y]' },
      '/ms/pay',
      { templateId: 'b', params: { y: 'pay' } },
    ],
    [
      'take the first of equally specific routes',
      { first: '/payment/[id]', second: '/payment/[token]' },
      '/payment/9',
      { templateId: 'first', params: { id: '9' } },
    ],
    [
      'read several dynamic segments',
      { item: '/[product-slug]/payment/[id]' },
      '/esa/payment/9',
      { templateId: 'item', params: { 'product-slug': 'esa', id: '9' } },
    ],
    [
      'tolerate a trailing slash in the table',
      { lead: '/lead/' },
      '/lead',
      { templateId: 'lead', params: {} },
    ],
  ])('should %s', (_case, table, pathname, expected) => {
    expect(matchRoute(pathname, table)).toEqual(expected);
  });

  it('should match nothing with an empty table', () => {
    expect(matchRoute('/lead', {})).toBeUndefined();
  });
});
