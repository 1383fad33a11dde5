import { entryProductQuery, entryReferer } from '@/templates/md/useEntryProductPlans';

describe('entryReferer', () => {
  it('should keep the origin and path of the page that sent the buyer, never its query', () => {
    expect(entryReferer('https://parceiro.example.com/blog/post?email=maria%40example.com#x')).toBe(
      'https://parceiro.example.com/blog/post',
    );
    expect(entryReferer('https://www.google.com/')).toBe('https://www.google.com/');
  });

  it('should give none without a referrer, for another scheme or an address that is not one', () => {
    expect(entryReferer(undefined)).toBeUndefined();
    expect(entryReferer('')).toBeUndefined();
    expect(entryReferer('android-app://com.google.android.gm/')).toBeUndefined();
    expect(entryReferer('not a url')).toBeUndefined();
  });

  it('should cut a long address to the 500 characters the call takes', () => {
    expect(entryReferer(`https://example.com/${'a'.repeat(600)}`)).toHaveLength(500);
  });
});

describe('entryProductQuery', () => {
  it('should ask by the link: business, voucher, oferta as productId, route, and the lead', () => {
    expect(
      entryProductQuery(
        { business: 'conquer-franquias', query: { route: 'pix', oferta: 'x-anual', voucher: 'V' } },
        'lead_1',
      ),
    ).toEqual({
      business: 'conquer-franquias',
      voucher: 'V',
      productId: 'x-anual',
      route: 'pix',
      leadId: 'lead_1',
    });
    expect(entryProductQuery({ business: 'b', query: {} }, undefined)).toEqual({ business: 'b' });
  });
});
