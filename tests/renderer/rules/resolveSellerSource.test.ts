import { resolveSellerSource, type SellerSource } from '@/renderer/rules/resolveSellerSource';

describe('resolveSellerSource', () => {
  it.each<[string, Record<string, string>, SellerSource]>([
    [
      'default to seller performance and source direto',
      {},
      { seller: 'performance', source: 'direto' },
    ],
    ['keep the given seller', { seller: 'ana-souza' }, { seller: 'ana-souza', source: 'direto' }],
    [
      'make a partner without a seller franchising',
      { partner: 'unidade-curitiba' },
      { seller: 'franchising', source: 'direto', partner: 'unidade-curitiba' },
    ],
    [
      'keep the seller given with a partner',
      { seller: 'ana', partner: 'unidade-curitiba' },
      { seller: 'ana', source: 'direto', partner: 'unidade-curitiba' },
    ],
    [
      'take the last dash-part of the source',
      { source: 'google-ads-cpc' },
      { seller: 'performance', source: 'cpc' },
    ],
    [
      'take a source without dashes whole',
      { source: 'instagram' },
      { seller: 'performance', source: 'instagram' },
    ],
    [
      'fall back to direto when the last dash-part is empty',
      { source: 'ads-' },
      { seller: 'performance', source: 'direto' },
    ],
    [
      'read everything together',
      { seller: 'joao', source: 'whatsapp-vendas', partner: 'p1' },
      { seller: 'joao', source: 'vendas', partner: 'p1' },
    ],
  ])('should %s', (_case, query, expected) => {
    expect(resolveSellerSource(query)).toEqual(expected);
  });
});
