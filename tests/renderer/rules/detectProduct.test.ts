import { detectProduct, type DetectProductInput } from '@/renderer/rules/detectProduct';

const base: DetectProductInput = {
  host: 'checkout.medvalida.com.br',
  aliasesApply: false,
  query: {},
  slugToProduct: {
    slugs: { esa: 'eumilitar-esa', 'wiseup-numberone': 'NUMBERONE' },
    patterns: [{ contains: 'wiseup', except: ['wiseup-numberone'], take: 'second-dash-part' }],
  },
  hostToProduct: { medvalida: 'MS', wiseup: 'WUP' },
  mdAliases: { wiseup: 'EXEC', escolaconquer: 'CONQUERFRANQUIAS' },
  defaultProduct: 'MS',
};

describe('detectProduct', () => {
  it.each<[string, Partial<DetectProductInput>, string, string]>([
    ['map the host key', {}, 'MS', 'host'],
    ['map the host key of a test host', { host: 'checkout-test.medvalida.com.br' }, 'MS', 'host'],
    ['ignore the port of the host', { host: 'checkout.medvalida.com.br:443' }, 'MS', 'host'],
    ['compare the host key lower-case', { host: 'CHECKOUT.MedValida.com.br' }, 'MS', 'host'],
    ['upper-case an unmapped host key', { host: 'checkout.eumilitar.com' }, 'EUMILITAR', 'host'],
    ['default to MS for a host without a second dot-part', { host: 'checkout' }, 'MS', 'default'],
    ['default to MS without a host', { host: undefined }, 'MS', 'default'],
    ['map the product-slug route parameter', { productSlug: 'esa' }, 'eumilitar-esa', 'slug'],
    [
      'apply the wiseup slug pattern',
      { productSlug: 'wiseup-live', host: 'checkout.wiseup.com' },
      'LIVE',
      'slug',
    ],
    [
      'keep the number-one slug out of the wiseup pattern',
      { productSlug: 'wiseup-numberone' },
      'NUMBERONE',
      'slug',
    ],
    [
      'prefer the product-slug over the host',
      { productSlug: 'esa', host: 'checkout.wiseup.com' },
      'eumilitar-esa',
      'slug',
    ],
    [
      'prefer the product-slug over the localhost query',
      { productSlug: 'esa', host: 'localhost:3000', query: { product: 'WUP' } },
      'eumilitar-esa',
      'slug',
    ],
    [
      'read the product query on localhost',
      { host: 'localhost:3000', query: { product: 'WUP' } },
      'WUP',
      'query',
    ],
    [
      'read the product query on 127.0.0.1',
      { host: '127.0.0.1:3000', query: { product: 'EXEC' } },
      'EXEC',
      'query',
    ],
    [
      'keep the product query verbatim',
      { host: 'localhost:3000', query: { product: 'eumilitar-esa' } },
      'eumilitar-esa',
      'query',
    ],
    [
      'read the slug query on localhost through the slug table',
      { host: 'localhost:3000', query: { slug: 'esa' } },
      'eumilitar-esa',
      'query',
    ],
    [
      'prefer the product query over the slug query',
      { host: 'localhost:3000', query: { product: 'MS', slug: 'esa' } },
      'MS',
      'query',
    ],
    ['default to MS on localhost without a query', { host: 'localhost:3000' }, 'MS', 'default'],
    [
      'ignore the product query outside localhost',
      { host: 'checkout.wiseup.com', query: { product: 'MS' } },
      'WUP',
      'host',
    ],
    [
      'ignore the slug query outside localhost',
      { host: 'checkout.wiseup.com', query: { slug: 'esa' } },
      'WUP',
      'host',
    ],
    [
      'turn wiseup into EXEC on /md',
      { host: 'checkout.wiseup.com', aliasesApply: true },
      'EXEC',
      'host',
    ],
    [
      'turn escolaconquer into CONQUERFRANQUIAS on /md',
      { host: 'checkout.escolaconquer.com.br', aliasesApply: true },
      'CONQUERFRANQUIAS',
      'host',
    ],
    [
      'keep wiseup as mapped outside /md',
      { host: 'checkout.wiseup.com', aliasesApply: false },
      'WUP',
      'host',
    ],
    [
      'keep escolaconquer upper-cased outside /md',
      { host: 'checkout.escolaconquer.com.br' },
      'ESCOLACONQUER',
      'host',
    ],
    ['not alias an unlisted product on /md', { aliasesApply: true }, 'MS', 'host'],
    [
      'alias the localhost product query on /md',
      { host: 'localhost:3000', aliasesApply: true, query: { product: 'wiseup' } },
      'EXEC',
      'query',
    ],
    [
      'alias the localhost slug query on /md',
      { host: 'localhost:3000', aliasesApply: true, query: { slug: 'escolaconquer' } },
      'CONQUERFRANQUIAS',
      'query',
    ],
    [
      'alias the product-slug on /md',
      { productSlug: 'WiseUp', aliasesApply: true },
      'EXEC',
      'slug',
    ],
    [
      'not alias without aliases',
      { host: 'checkout.wiseup.com', aliasesApply: true, mdAliases: undefined },
      'WUP',
      'host',
    ],
    [
      'not alias the default product on /md',
      { host: 'localhost:3000', aliasesApply: true },
      'MS',
      'default',
    ],
  ])('should %s', (_case, overrides, product, source) => {
    expect(detectProduct({ ...base, ...overrides })).toEqual({ product, source });
  });

  it('should name no product when nothing names one and no brand is the default', () => {
    expect(
      detectProduct({ ...base, host: 'localhost:3000', defaultProduct: undefined }),
    ).toBeUndefined();
  });
});
