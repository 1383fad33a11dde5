import { layoutFlow, layoutFlowWithRoutes, NODE_SIZE } from '@/studio/graph/layoutFlow';
import { smoothPath } from '@/studio/graph/RoutedEdge';

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

describe('layoutFlowWithRoutes', () => {
  it('should route a move that skips a step beside that step, not through it', () => {
    const { positions, routes } = layoutFlowWithRoutes(
      ['lead', 'payment', 'pix', 'success'],
      [
        { id: 'a', from: 'lead', to: 'payment' },
        { id: 'b', from: 'payment', to: 'pix' },
        { id: 'c', from: 'pix', to: 'success' },
        { id: 'd', from: 'payment', to: 'success' },
      ],
    );
    const pix = positions.get('pix')!;
    const inside = (p: { x: number; y: number }) =>
      p.x >= pix.x &&
      p.x <= pix.x + NODE_SIZE.width &&
      p.y >= pix.y &&
      p.y <= pix.y + NODE_SIZE.height;
    expect(routes.get('d')!.length).toBeGreaterThan(0);
    expect(routes.get('d')!.some(inside)).toBe(false);
  });
});

describe('smoothPath', () => {
  it('should go straight between two points and bend at the inner ones', () => {
    expect(
      smoothPath([
        { x: 0, y: 0 },
        { x: 0, y: 10 },
      ]),
    ).toBe('M 0 0 L 0 10');
    expect(
      smoothPath([
        { x: 0, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 20 },
      ]),
    ).toBe('M 0 0 Q 10 10 5 15 L 0 20');
  });
});
