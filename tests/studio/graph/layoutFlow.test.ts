import { layoutFlow } from '@/studio/graph/layoutFlow';

describe('layoutFlow', () => {
  it('should place each step below the one leading to it, and give every node a position', () => {
    const positions = layoutFlow(
      ['lead', 'payment', 'pix', 'success', 'missing:payment:boleto'],
      [
        { id: '1', from: 'lead', to: 'payment' },
        { id: '2', from: 'payment', to: 'success' },
        { id: '3', from: 'payment', to: 'pix' },
        { id: '4', from: 'pix', to: 'success' },
        { id: '5', from: 'payment', to: 'missing:payment:boleto' },
        { id: '6', from: 'success', to: 'lead', cycle: true },
      ],
    );
    const y = (id: string) => positions.get(id)?.y ?? Number.NaN;
    expect(y('lead')).toBeLessThan(y('payment'));
    expect(y('payment')).toBeLessThan(y('pix'));
    expect(y('pix')).toBeLessThan(y('success'));
    expect(y('missing:payment:boleto')).toBeGreaterThan(y('payment'));
    expect(positions.size).toBe(5);
  });
});
