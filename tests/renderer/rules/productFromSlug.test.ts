import { productFromSlug, type ProductSlugTable } from '@/renderer/rules/productFromSlug';

const EU_MILITAR_SLUGS = [
  'blackfriday',
  'eear',
  'ema',
  'emfa',
  'emfax',
  'emmq',
  'empa',
  'esa-6-months',
  'esa',
  'esaeear',
  'espcex',
];

const table: ProductSlugTable = {
  slugs: {
    ...Object.fromEntries(EU_MILITAR_SLUGS.map((slug) => [slug, `eumilitar-${slug}`])),
    'wiseup-numberone': 'NUMBERONE',
  },
  patterns: [{ contains: 'wiseup', except: ['wiseup-numberone'], take: 'second-dash-part' }],
};

const withoutExactNumberOne: ProductSlugTable = {
  slugs: {},
  patterns: [{ contains: 'wiseup', except: ['wiseup-numberone'], take: 'second-dash-part' }],
};

describe('productFromSlug', () => {
  it.each(EU_MILITAR_SLUGS)('should give Eu Militar slug %p its eumilitar- prefix', (slug) => {
    expect(productFromSlug(slug, table)).toBe(`eumilitar-${slug}`);
  });

  it.each<[string, string, ProductSlugTable, string]>([
    ['take an exact entry verbatim', 'wiseup-numberone', table, 'NUMBERONE'],
    ['compare slugs lower-case', 'ESA', table, 'eumilitar-esa'],
    ['take the second dash-part of a wiseup slug', 'wiseup-live', table, 'LIVE'],
    [
      'take only the second dash-part of a longer wiseup slug',
      'wiseup-online-2024',
      table,
      'ONLINE',
    ],
    ['match the pattern text anywhere in the slug', 'promo-wiseup', table, 'WISEUP'],
    [
      'not apply the pattern to an excepted slug',
      'wiseup-numberone',
      withoutExactNumberOne,
      'WISEUP-NUMBERONE',
    ],
    ['not apply the pattern to a slug without a second part', 'wiseup', table, 'WISEUP'],
    [
      'not apply the pattern to a slug without its text',
      'medvalida-anual',
      table,
      'MEDVALIDA-ANUAL',
    ],
    ['upper-case an unmapped slug', 'ms', table, 'MS'],
    ['upper-case an unmapped slug when the table has no patterns', 'exec', { slugs: {} }, 'EXEC'],
  ])('should %s', (_case, slug, slugTable, expected) => {
    expect(productFromSlug(slug, slugTable)).toBe(expected);
  });
});
