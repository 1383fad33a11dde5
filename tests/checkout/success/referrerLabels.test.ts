import { readdirSync, readFileSync } from 'node:fs';
import { referrerIds, referrerLabels } from '@/checkout/success/referrerLabels';

describe('referrerLabels', () => {
  it('should name every referrer id of the enum schema, in its order', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const enums = require('@/schemas/enums.schema.json') as {
      $defs: { referrerId: { enum: string[] } };
    };
    expect(referrerIds).toEqual(enums.$defs.referrerId.enum);
    for (const id of referrerIds) expect(referrerLabels[id]).toMatch(/\S/);
  });

  it("should never name a brand in a brand's list: no brand speaks another's name", () => {
    const brands = readdirSync('brands').map(
      (id) =>
        JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as {
          id: string;
          displayName: string;
          businessName?: string;
          referrers?: string[];
        },
    );
    // Names of the businesses the spec's ids come from, and of every configured brand.
    const names = [
      'Wise Up',
      'Wiseup',
      ...brands.flatMap((b) => [b.displayName, b.businessName ?? '']),
    ]
      .filter((name) => name.length > 3)
      .map((name) => name.toLowerCase());
    for (const brand of brands) {
      for (const id of (brand.referrers ?? referrerIds) as typeof referrerIds) {
        const label = referrerLabels[id].toLowerCase();
        expect({
          brand: brand.id,
          id,
          named: names.filter((name) => label.includes(name)),
        }).toEqual({
          brand: brand.id,
          id,
          named: [],
        });
      }
    }
  });
});
