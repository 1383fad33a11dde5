import { NavigationError } from '@/checkout/navigation/NavigationError';
import {
  CATCH_ALL_PAGE,
  pageOfRoute,
  routeParamNames,
  sampleAddress,
  stepHref,
} from '@/checkout/navigation/stepHref';
import { templateRoutes } from '@/schemas/generated/templateRoutes';
import { SPEC_ROUTE_TABLE } from '../../fixtures/specRouteTable';

describe('stepHref', () => {
  it.each<[string, string, Record<string, string>, Record<string, string> | undefined, string]>([
    ['give the route of a step without query', 'payment', {}, undefined, '/payment'],
    [
      'keep the query',
      'payment',
      { seller: 'ana', source: 'whatsapp' },
      undefined,
      '/payment?seller=ana&source=whatsapp',
    ],
    [
      'keep the query keys in the given order',
      'success',
      { voucher: 'X', flowId: 'pix', lang: 'pt-mz' },
      undefined,
      '/success?voucher=X&flowId=pix&lang=pt-mz',
    ],
    [
      'encode query values',
      'lead',
      { seller: 'Ana Souza', email: 'a+b@x.com' },
      undefined,
      '/lead?seller=Ana+Souza&email=a%2Bb%40x.com',
    ],
    [
      'fill a dynamic segment',
      'invoice-payment',
      { product: 'MS' },
      { id: 'inv-42' },
      '/payment/inv-42?product=MS',
    ],
    ['encode a dynamic segment', 'recovery', {}, { id: 'a b/c' }, '/recovery/a%20b%2Fc'],
    [
      'give static routes next to dynamic ones',
      'upsell-payment',
      {},
      { id: 'inv-42' },
      '/payment/upsell',
    ],
  ])('should %s', (_case, templateId, query, params, expected) => {
    expect(
      stepHref({ step: { id: 'step', templateId }, routeTable: SPEC_ROUTE_TABLE, query, params }),
    ).toBe(expected);
  });

  it('should name the step, the template and the known ids when the template has no route', () => {
    const call = () =>
      stepHref({
        step: { id: 'pay', templateId: 'paymnt' },
        routeTable: { lead: '/lead', payment: '/payment' },
        query: {},
      });
    expect(call).toThrow(NavigationError);
    expect(call).toThrow(
      "Step 'pay' uses templateId 'paymnt', which has no route; known: lead, payment",
    );
    expect(call).toThrow(expect.objectContaining({ code: 'UNKNOWN_TEMPLATE_ROUTE' }));
  });

  it('should name the missing parameter of a dynamic route', () => {
    const call = () =>
      stepHref({
        step: { id: 'invoice', templateId: 'invoice-payment' },
        routeTable: SPEC_ROUTE_TABLE,
        query: {},
      });
    expect(call).toThrow("Step 'invoice' route '/payment/[id]' needs a value for 'id'");
    expect(call).toThrow(
      expect.objectContaining({
        code: 'MISSING_ROUTE_PARAM',
        context: { stepId: 'invoice', route: '/payment/[id]', param: 'id' },
      }),
    );
  });
});

describe('routeParamNames', () => {
  it("should name a route's dynamic segments in order, and none of a fixed route", () => {
    expect(routeParamNames('/a/[first]/b/[second]')).toEqual(['first', 'second']);
    expect(routeParamNames('/payment/[id]')).toEqual(['id']);
    expect(routeParamNames('/payment/upsell')).toEqual([]);
  });
});

describe('pageOfRoute and sampleAddress', () => {
  it('should give a route without parameters its own page and the others the catch-all', () => {
    expect(pageOfRoute('/payment')).toBe('/payment');
    expect(pageOfRoute('/payment/upsell')).toBe('/payment/upsell');
    expect(pageOfRoute('/payment/[id]')).toBe(CATCH_ALL_PAGE);
    expect(CATCH_ALL_PAGE).toBe('/[[...path]]');
  });

  it("should give an address of the route's page that no route without parameters has", () => {
    expect(sampleAddress('/payment')).toBe('/payment');
    expect(sampleAddress('/payment/[id]')).toBe('/payment/_id');
    expect(sampleAddress('/a/[first]/b/[second]')).toBe('/a/_first/b/_second');
    // Routes without parameters are lower-case letters, digits and hyphens (template.schema.json).
    for (const route of Object.values(templateRoutes).filter((r) => !r.includes('[')))
      expect(route).toMatch(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
  });
});
