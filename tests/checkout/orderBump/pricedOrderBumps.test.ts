import { pricedOrderBumps } from '@/checkout/orderBump/pricedOrderBumps';
import { productPlansFixture } from '../payment/productPlansFixture';

const product = productPlansFixture();

describe('pricedOrderBumps', () => {
  it("should price the chosen add-ons by the product's plans, never by what was stored", () => {
    const { bumps, dropped } = pricedOrderBumps(
      [{ id: 'banco-questoes', planId: 'ms-banco-questoes', title: 'Banco de questões' }],
      product,
      'ms-anual',
    );
    expect(bumps).toEqual([
      {
        id: 'banco-questoes',
        planId: 'ms-banco-questoes',
        title: 'Banco de questões',
        amount: 9700,
      },
    ]);
    expect(dropped).toEqual([]);
  });

  it('should drop unknown plans, the main plan and repeats', () => {
    const stored = [
      { id: 'a', planId: 'gone', title: 'A' },
      { id: 'b', planId: 'ms-anual', title: 'B' },
      { id: 'c', planId: 'ms-mentoria', title: 'C' },
      { id: 'd', planId: 'ms-mentoria', title: 'D' },
    ];
    const { bumps, dropped } = pricedOrderBumps(stored, product, 'ms-anual');
    expect(bumps.map((bump) => bump.id)).toEqual(['c']);
    expect(dropped.map((bump) => bump.id)).toEqual(['a', 'b', 'd']);
    expect(pricedOrderBumps(undefined, product, 'ms-anual')).toEqual({ bumps: [], dropped: [] });
  });
});
