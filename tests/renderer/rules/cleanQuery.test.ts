import { cleanQuery, type RawQuery } from '@/renderer/rules/cleanQuery';

describe('cleanQuery', () => {
  it.each<[string, RawQuery, Record<string, string>]>([
    [
      'keep plain values',
      { seller: 'ana', source: 'site-direto' },
      { seller: 'ana', source: 'site-direto' },
    ],
    ['drop empty values', { seller: '', voucher: 'BLACKFRIDAY' }, { voucher: 'BLACKFRIDAY' }],
    [
      'drop unfilled placeholders',
      { seller: 'query_param_seller', lang: 'pt-mz' },
      { lang: 'pt-mz' },
    ],
    ['drop a bare placeholder', { source: 'query_param' }, {}],
    [
      'keep a placeholder-like value that does not start with it',
      { source: 'x-query_param' },
      { source: 'x-query_param' },
    ],
    [
      'keep upper-case QUERY_PARAM (case-sensitive prefix)',
      { source: 'QUERY_PARAM' },
      { source: 'QUERY_PARAM' },
    ],
    ['keep whitespace values as given', { seller: ' ' }, { seller: ' ' }],
    ['drop undefined values', { seller: undefined, route: 'pix' }, { route: 'pix' }],
    ['flatten a repeated key to its first value', { route: ['pix', 'bankslip'] }, { route: 'pix' }],
    ['drop a repeated key whose first value is empty', { route: ['', 'pix'] }, {}],
    [
      'drop a repeated key whose first value is a placeholder',
      { seller: ['query_param_seller', 'ana'] },
      {},
    ],
    ['drop an empty list', { route: [] }, {}],
    ['return an empty query for no query', {}, {}],
  ])('should %s', (_case, query, expected) => {
    expect(cleanQuery(query)).toEqual(expected);
  });

  it('should keep the order of the keys', () => {
    const cleaned = cleanQuery({ voucher: 'X', seller: '', flowId: 'pix', lang: 'pt-mz' });
    expect(Object.keys(cleaned)).toEqual(['voucher', 'flowId', 'lang']);
  });
});
