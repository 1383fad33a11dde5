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
});
