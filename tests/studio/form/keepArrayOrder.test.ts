import { keepArrayOrder } from '@/studio/form/keepArrayOrder';

describe("keepArrayOrder (issue 24 item 4: the file's order of paymentMethods is kept)", () => {
  it('should keep the order a choice list had when one is unticked or ticked', () => {
    const before = { heading: 'x', paymentMethods: ['pix', 'credit-card', 'bankslip'] };
    // What RJSF's checkboxes write: the schema's order.
    expect(
      keepArrayOrder(before, { heading: 'x', paymentMethods: ['credit-card', 'bankslip'] }),
    ).toEqual({ heading: 'x', paymentMethods: ['credit-card', 'bankslip'] });
    expect(
      keepArrayOrder(before, { heading: 'x', paymentMethods: ['credit-card', 'pix'] }),
    ).toEqual({
      heading: 'x',
      paymentMethods: ['pix', 'credit-card'],
    });
    expect(
      keepArrayOrder(
        { paymentMethods: ['pix', 'credit-card'] },
        { paymentMethods: ['credit-card', 'pix', 'bankslip'] },
      ),
    ).toEqual({ paymentMethods: ['pix', 'credit-card', 'bankslip'] });
  });

  it('should keep a reorder made on purpose, and arrays inside arrays of objects', () => {
    expect(keepArrayOrder({ a: ['x', 'y'] }, { a: ['y', 'x'] })).toEqual({ a: ['y', 'x'] });
    expect(
      keepArrayOrder(
        { plans: [{ methods: ['pix', 'credit-card', 'bankslip'] }] },
        { plans: [{ methods: ['credit-card', 'pix'] }] },
      ),
    ).toEqual({ plans: [{ methods: ['pix', 'credit-card'] }] });
  });
});
