import {
  CANVAS_HEIGHT,
  READABLE_ZOOM,
  graphBounds,
  graphCanvasHeight,
  openingViewport,
} from '@/studio/graph/graphViewport';
import { layoutFlow } from '@/studio/graph/layoutFlow';

/** A chain of `n` steps, laid out as the graph lays it out. */
function chain(n: number) {
  const ids = Array.from({ length: n }, (_, i) => `s${i}`);
  return layoutFlow(
    ids,
    ids.slice(1).map((to, i) => ({ id: `e${i}`, from: ids[i]!, to })),
  );
}

describe('graph viewport', () => {
  it('should show a small flow whole, no larger than life', () => {
    const positions = chain(3);
    const canvas = { width: 360, height: graphCanvasHeight(positions) };
    const view = openingViewport(graphBounds(positions), canvas);
    expect(view.zoom).toBe(1);
    expect(canvas.height).toBe(CANVAS_HEIGHT.min);
  });

  it('should open a long flow at a readable scale, from its first step', () => {
    const positions = chain(10);
    const canvas = { width: 360, height: graphCanvasHeight(positions) };
    const view = openingViewport(graphBounds(positions), canvas);
    // The whole chain at this height would be drawn at about 0.4; labels need READABLE_ZOOM.
    expect(view.zoom).toBe(READABLE_ZOOM);
    expect(canvas.height).toBe(CANVAS_HEIGHT.max);
    const first = positions.get('s0')!;
    expect(first.y * view.zoom + view.y).toBeGreaterThanOrEqual(0);
    expect(first.y * view.zoom + view.y).toBeLessThan(40);
  });
});
