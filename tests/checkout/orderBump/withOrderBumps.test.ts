import { orderBumpsTotal, withOrderBumps } from '@/checkout/orderBump/withOrderBumps';
import { productPlansFixture } from '../payment/productPlansFixture';

const anual = productPlansFixture().plans.find((plan) => plan.id === 'ms-anual')!;
const bumps = [
  { id: 'banco-questoes', planId: 'ms-banco-questoes', title: 'Banco de questões', amount: 9700 },
  { id: 'mentoria', planId: 'ms-mentoria', title: 'Mentoria', amount: 19700 },
];

describe('withOrderBumps', () => {
  it('should price the plan for the whole order, cash and every installment option', () => {
    const order = withOrderBumps(anual, bumps);
    expect(orderBumpsTotal(bumps)).toBe(29400);
    expect(order.amount).toBe(143400);
    expect(order.installments.find((option) => option.id === 12)).toMatchObject({
      totalValue: 143400,
      value: 11950,
    });
    expect(order.installments.find((option) => option.id === 1)?.totalValue).toBe(143400);
    expect(order.id).toBe('ms-anual');
  });

  it('should give the plan itself when nothing was added', () => {
    expect(withOrderBumps(anual, [])).toBe(anual);
  });
});
